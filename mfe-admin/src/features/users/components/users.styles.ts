import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The four summary cards: two columns wherever two 140 px cards fit, four from 1024 px. */
export const StatsGrid = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));

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

/** The toolbar's filter selects, side by side when there is room. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};

  & > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** The detail dialog's sections. */
export const Sections = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
`;

/** Label/value pairs: stacked on a phone, two columns from 480 px. */
export const Details = styled.dl`
  display: grid;
  gap: ${vars.space[2]} ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  ${media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
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

/** The last orders: a small table that scrolls sideways inside its region on a phone. */
export const OrdersRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const OrdersTable = styled.table`
  width: 100%;
  min-width: 28rem;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    border-bottom: 1px solid ${vars.color.border};
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: 600;
    background: ${vars.color.surfaceSunken};
  }

  tr:last-child td {
    border-bottom: none;
  }

  [data-align='end'] {
    text-align: end;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const ErrorNote = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

/** The edit form's fields. */
export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;
