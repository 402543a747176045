import { createGlobalStyle, styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The attribute that marks the slip: the print style keeps it and its ancestors only. */
export const SLIP_ATTRIBUTE = 'data-packing-slip';

/**
 * Printing the slip prints the slip alone, black on white. Rendered only while the slip page is
 * on screen. Every element that neither holds the slip nor is inside it is left out (the admin
 * sidebar, its top bar, the page's heading, the buttons, toasts), and the slip's ancestors lose
 * their layout (grid, padding, sticky positions) so it starts at the top of the sheet. Browsers
 * without `:has()` still lose the sidebar (`data-testid="admin-sidebar"`).
 */
export const PrintOnlyTheSlip = createGlobalStyle`
  @page {
    margin: 12mm;
  }

  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }

    [data-testid='admin-sidebar'] {
      display: none !important;
    }

    body *:not(:has([${SLIP_ATTRIBUTE}])):not([${SLIP_ATTRIBUTE}]):not([${SLIP_ATTRIBUTE}] *) {
      display: none !important;
    }

    body *:has([${SLIP_ATTRIBUTE}]) {
      display: block !important;
      position: static !important;
      inset: auto !important;
      width: auto !important;
      max-width: none !important;
      height: auto !important;
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      overflow: visible !important;
      background: none !important;
      box-shadow: none !important;
    }
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

/** The slip: a sheet on screen, the whole page on paper. */
export const Slip = styled.article`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 820px;
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  ${media.sm} {
    padding: ${vars.space[6]};
  }

  h2,
  h3 {
    margin: 0;
  }

  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    border-radius: 0;
    gap: 6mm;
    font-size: 11pt;

    &,
    & * {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
  }
`;

export const SlipHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  padding-bottom: ${vars.space[4]};
  border-bottom: 2px solid ${vars.color.text};

  & > div {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  h2 {
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
  }

  @media print {
    border-bottom-color: #000;
  }
`;

export const StoreName = styled.p`
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize['2xl']};
  font-weight: 800;
  line-height: 1.1;
`;

/** A notice the packer must not miss (a cancelled order). */
export const SlipWarning = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border: 2px solid ${vars.color.danger};
  border-radius: ${vars.radius.sm};
  font-weight: 800;

  @media print {
    border-color: #000;
  }
`;

/** Ship-to and delivery: side by side from 768 px (and on paper), one under the other on a phone. */
export const Boxes = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media print {
    display: grid !important;
    grid-template-columns: 1fr 1fr;
  }
`;

export const Box = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  overflow-wrap: anywhere;

  h3 {
    font-size: ${vars.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  p {
    margin: 0;
    white-space: pre-wrap;
  }

  address {
    display: grid;
    gap: 2px;
    font-style: normal;
  }

  /* label over value on a phone, side by side from 480 px (and on paper) */
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 2px ${vars.space[3]};
    margin: 0;

    ${media.sm} {
      grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
      row-gap: ${vars.space[1]};
    }

    @media print {
      grid-template-columns: max-content minmax(0, 1fr);
    }
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0 0 ${vars.space[1]};

    ${media.sm} {
      margin: 0;
    }
  }

  @media print {
    border-color: #000;
    break-inside: avoid;
  }
`;

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    margin-bottom: ${vars.space[2]};
    font-weight: 700;
    text-align: start;
  }

  th,
  td {
    padding: ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.borderStrong};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  th {
    font-size: ${vars.fontSize.sm};
  }

  [data-column='check'] {
    width: 1%;
    white-space: nowrap;
    text-align: center;
  }

  [data-column='quantity'] {
    width: 1%;
    white-space: nowrap;
    text-align: end;
    font-size: ${vars.fontSize.lg};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }

  th[data-column='quantity'] {
    font-size: ${vars.fontSize.sm};
  }

  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${vars.color.text};
  }

  tfoot td {
    border-bottom: 0;
    font-weight: 700;
  }

  @media print {
    th,
    td {
      border-bottom-color: #000;
    }

    tr {
      break-inside: avoid;
    }

    input[type='checkbox'] {
      accent-color: #000;
    }
  }
`;
