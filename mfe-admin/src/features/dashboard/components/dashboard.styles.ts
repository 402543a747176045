import { styled } from 'styled-components';
import { media, vars, visuallyHiddenCss } from '@bonis/design-system';

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** A titled group of the dashboard (the period's figures, 'Por hacer', the store's totals). */
export const Block = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/** The period: its presets, then the two days of a custom one; wraps on a phone. */
export const PeriodBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
`;

export const PresetGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** Two links under a card's figure, side by side, wrapping. */
export const HintLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

/** The figures: as many 200 px columns as fit, one column on a 320 px phone. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${vars.space[4]};
`;

/** The panels: one column, two from 1024 px; the chart takes the whole width. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A panel of the dashboard: the design system's outlined card look, as a `<section>`. */
export const Panel = styled.section<{ $wide?: boolean }>`
  display: grid;
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  align-content: start;
  gap: ${vars.space[4]};

  ${media.md} {
    padding: ${vars.space[6]};
  }

  ${media.lg} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const PanelTitle = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** "Todos los productos tienen stock suficiente": calm, in the success colours. */
export const Calm = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSoft};
  color: ${vars.color.onSuccessSoft};
  font-weight: 600;
`;

export const PlainList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One line of a list: the name (may wrap) and its figure at the end. */
export const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
  padding-block: ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

export const RowName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const RowFigures = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[2]};
  font-variant-numeric: tabular-nums;
`;

export const Rank = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  margin-inline-end: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
`;

/** Orders by status: label and count over a bar whose length is the share of the largest. */
export const StatusItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: center;
`;

export const StatusCount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const BarTrack = styled.span`
  grid-column: 1 / -1;
  display: block;
  height: 8px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
`;

export const BarFill = styled.span<{ $color: string; $share: number }>`
  display: block;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  min-width: ${({ $share }) => ($share > 0 ? '4px' : '0')};
  height: 100%;
  border-radius: inherit;
  background: ${({ $color }) => $color};
`;

export const ChartFigure = styled.figure`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
`;

export const ChartBox = styled.div`
  min-width: 0;
  height: 280px;
`;

export const Caption = styled.figcaption`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const DataDetails = styled.details`
  font-size: ${vars.fontSize.sm};

  & > summary {
    width: fit-content;
    cursor: pointer;
    color: ${vars.color.brand};
    font-weight: 600;
  }

  & > summary:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

/** The chart's data as a table: scrolls sideways inside itself on a narrow screen. */
export const TableScroll = styled.div`
  max-height: 320px;
  margin-top: ${vars.space[2]};
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const DataTableEl = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: end;
    white-space: nowrap;
  }

  & th:first-child,
  & td:first-child {
    text-align: start;
  }

  & thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceSunken};
  }
`;

export const HiddenCaption = styled.caption`
  ${visuallyHiddenCss}
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-weight: 600;
`;
