import { createGlobalStyle, styled } from 'styled-components';
import { media, themes, vars, type ThemeColors } from '@bonis/design-system';

/* --- printing a receipt --- */

/** `--bn-color-text` from `var(--bn-color-text)`: the custom property behind a token. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

/**
 * Paper: the light theme's colours whatever the screen's theme, with black ink on white (a
 * printer draws no background, so a dark theme's light text would print pale on white).
 */
const PAPER: ThemeColors = {
  ...themes.light,
  text: 'black',
  bg: 'white',
  surface: 'white',
  surfaceSunken: 'white',
};

const paperDeclarations = (Object.keys(PAPER) as (keyof ThemeColors)[])
  .map((key) => `${propertyOf(vars.color[key])}: ${PAPER[key]};`)
  .join('\n');

/**
 * While a receipt is on screen: printing shows the receipt alone (`data-print-root`), without
 * the store around it (the shell's header, footer, floating buttons and toasts, the page's own
 * buttons), in black on white. The remote can't name the shell's elements, so everything that
 * neither is the receipt, nor is inside it, nor holds it is hidden, and the elements that hold
 * it lose their frame (padding, minimum height, borders).
 */
export const PrintReceiptOnly = createGlobalStyle`
  @media print {
    @page {
      margin: 15mm;
    }
    html,
    body {
      padding: 0 !important;
      background: white !important;
      color-scheme: light;
    }
    body *:not([data-print-root]):not([data-print-root] *):not(:has([data-print-root])) {
      display: none !important;
    }
    body *:has([data-print-root]) {
      min-height: 0 !important;
      max-width: none !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
    }
    [data-print-root] {
      ${paperDeclarations}
      color: black;
      background: white;
    }
    [data-print-root] [data-print-hidden] {
      display: none !important;
    }
  }
`;

/* --- the receipt on screen --- */

/** 'Volver al pedido' and 'Imprimir', above the receipt. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  max-width: 800px;
  margin: 0 auto ${vars.space[4]};
`;

/** The receipt: a sheet of paper in the theme's surface (dark on a dark screen). */
export const Sheet = styled.article`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 800px;
  margin: 0 auto;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  overflow-wrap: anywhere;

  ${media.sm} {
    padding: ${vars.space[8]};
  }

  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    border-radius: 0;
  }
`;

export const SheetHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  padding-bottom: ${vars.space[4]};
  border-bottom: 2px solid ${vars.color.border};
`;

/** The store's name, as a letterhead. */
export const StoreName = styled.p`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  font-weight: 800;
  color: ${vars.color.brand};
`;

export const StoreContact = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const ReceiptTitle = styled.h1`
  margin: ${vars.space[3]} 0 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.xl};
  line-height: 1.2;

  ${media.md} {
    font-size: ${vars.fontSize['2xl']};
  }

  &:focus {
    outline: none;
  }
`;

/** Label above value: the receipt's facts (date, status, buyer, payment…). */
export const Facts = styled.dl`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The facts in two columns from the first breakpoint (and on paper). */
export const FactGrid = styled(Facts)`
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Two columns from the first breakpoint (buyer | address; method | status). */
export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[4]} ${vars.space[6]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  break-inside: avoid;

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
`;

export const Address = styled.address`
  display: grid;
  gap: ${vars.space[1]};
  font-style: normal;
`;

/**
 * The lines: a table with its head from the first breakpoint (and on paper); under it (320 px)
 * each line is a block, the cells labelled by their column (`data-label`).
 */
export const ItemsTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    margin-bottom: ${vars.space[2]};
    font-weight: 700;
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space[2]} 0;
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    font-weight: 700;
  }
  [data-numeric] {
    text-align: end;
    white-space: nowrap;
  }
  tr {
    break-inside: avoid;
  }

  @media screen and (max-width: 479.98px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 0 ${vars.space[3]};
      padding: ${vars.space[2]} 0;
      border-bottom: 1px solid ${vars.color.border};
    }
    td {
      padding: 0;
      border: 0;
    }
    td:first-child {
      grid-column: 1 / -1;
      font-weight: 700;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${vars.color.textMuted};
      font-size: ${vars.fontSize.sm};
      font-weight: 400;
    }
    [data-numeric] {
      text-align: start;
    }
    td:last-child {
      grid-column: 1 / -1;
      text-align: end;
      font-weight: 700;
    }
  }

  ${media.sm} {
    th:not(:first-child),
    td:not(:first-child) {
      padding-left: ${vars.space[4]};
    }
  }
`;

/** Subtotal, shipping, discount and the total, right-aligned from the first breakpoint. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  break-inside: avoid;

  ${media.sm} {
    min-width: 280px;
    margin-left: auto;
  }

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${vars.space[2]};
    border-top: 2px solid ${vars.color.text};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.lg};
    font-weight: 800;
  }
`;

export const Footnote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
