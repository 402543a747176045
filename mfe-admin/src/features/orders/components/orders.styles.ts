import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** The filters above the list: they wrap, and take the whole line on a phone. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  min-width: 0;

  & > * {
    flex: 1 1 9rem;
    min-width: min(100%, 9rem);
  }
`;

/** Two lines in one cell: a date over its time, a name over an email. */
export const Stacked = styled.span<{ $minWidth?: string }>`
  display: grid;
  gap: 2px;
  min-width: ${({ $minWidth }) => $minWidth ?? '0'};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** The detail dialog's content: sections one under the other. */
export const Detail = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: 700;
  color: ${vars.color.text};
`;

/** Two columns of sections from the tablet up. */
export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: 1fr;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StatusControls = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

/** Label/value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The money summary: amounts aligned to the end, the total in bold. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  max-width: 24rem;
  margin-inline-start: auto;
  width: 100%;

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  dt[data-total],
  dd[data-total] {
    color: ${vars.color.text};
    font-weight: 800;
    border-top: 1px solid ${vars.color.border};
    padding-top: ${vars.space[2]};
  }
`;

export const Notice = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const ErrorBox = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
  color: ${vars.color.danger};
`;
