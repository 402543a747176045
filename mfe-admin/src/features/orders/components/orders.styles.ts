import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** Two columns of sections from the tablet up. */
export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StatusControls = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
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

export const ErrorBox = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
  color: ${vars.color.danger};
`;
