import { styled } from 'styled-components';
import { media, tokens, vars } from '@bonis/design-system';

/** A list screen: intro, toolbar, bulk bar and table, one under the other. */
export const ListStack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const ListIntro = styled.p`
  margin: 0;
  max-width: 72ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  line-height: 1.5;
`;

/** 'Solo lectura: …': a role that may read a list but change nothing of it. */
export const ReadOnlyNote = styled.p`
  margin: 0;
  max-width: 72ch;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.onInfoSoft};
  font-size: ${vars.fontSize.sm};
  line-height: 1.5;
`;

export const FilterField = styled.label`
  display: inline-grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

/**
 * Around the table: a row whose content carries `data-inactive` is dimmed (inactive rows appear
 * dimmed), all but its selection checkbox and its actions.
 */
export const ListRegion = styled.div`
  min-width: 0;

  & tbody tr:has([data-inactive]) > td:not(:first-child):not(:last-child) {
    opacity: 0.55;
  }
`;

export const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
`;

/** A row's main cell: an optional picture or emoji, then the name and a description. */
export const MainCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;

  & > span:last-child {
    display: grid;
    min-width: 0;
  }
`;

/** Text cut with an ellipsis on one line (give it a `title` with the whole text). */
export const Ellipsis = styled.span`
  display: block;
  max-width: var(--ellipsis-width, 24ch);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A row's description under its name: at most two lines, broken between words. */
export const Description = styled.span`
  display: -webkit-box;
  max-width: 40ch;
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: normal;
  word-break: normal;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

/**
 * Lines one under the other in a cell: a date over its time, a total over its item count, a
 * badge (wrapped in a span, so it keeps its width) over a `Description`.
 */
export const CellLines = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Emoji = styled.span`
  flex: none;
  font-size: 1.5rem;
  line-height: 1;
`;

/** The create/edit dialogs. */
export const ResourceFormRoot = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two fields side by side from the small breakpoint up (one under the other on a phone). */
export const FieldPair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const FormHistory = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

/** 'Historial de cambios' as a disclosure button (`historyOnDemand`): its chevron turns open. */
export const HistoryToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[3]};
  padding: ${vars.space[1]} 0;
  border: 0;
  background: none;
  color: ${vars.color.brand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
  svg {
    width: 16px;
    height: 16px;
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

/** The row's buttons under the content of the column they are put in (`actionsIn`). */
export const CellWithActions = styled.span`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  min-width: 0;
`;

/** A resource's cards: one a row on a phone, as many 280 px cards as fit beyond. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    min-width: 0;
  }
`;

/** A skeleton card while the cards load. */
export const SkeletonCard = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
`;

export const CardsFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A list's summary cards: two columns wherever two 140 px cards fit, four from 1024 px. */
export const StatsGrid = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  /* 12rem: a COP figure ('$ 1.234.567') never breaks inside a card (one card a row on a phone) */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StatsError = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.danger};
`;

/** A detail dialog's sections (an order's, a user's), one under the other. */
export const DetailSections = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** A titled part of a detail dialog: its h3, then its content, never wider than the dialog. */
export const DetailSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${vars.space[3]};
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: 700;
  }
`;

/**
 * Label/value pairs (`dt`/`dd`, each pair may be wrapped in a `div`): one under the other on a
 * phone, side by side from 480 px; long values wrap.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  ${media.sm} {
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    row-gap: ${vars.space[2]};
  }

  & > div {
    display: contents;
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0 0 ${vars.space[2]};
    overflow-wrap: anywhere;

    ${media.sm} {
      margin: 0;
    }
  }
`;

/**
 * A small table in a detail dialog (an order's lines, a user's last orders) that fits a
 * 390 px phone: no minimum width, tight cells, words wrap between words; `data-align="end"`
 * for numbers and money (kept on one line), `data-optional` for a column left out on a phone
 * (what the others already tell: a unit price beside the quantity and the total). Name it
 * with `aria-label`.
 */
export const DetailTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[2]};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${vars.color.border};
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: 600;
    background: ${vars.color.surfaceSunken};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  td[data-align='end'] {
    white-space: nowrap;
  }

  /* below the small breakpoint (phones) */
  @media not all and (min-width: ${tokens.breakpoint.sm}) {
    [data-optional] {
      display: none;
    }
  }
`;
