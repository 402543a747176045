import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { Ellipsis } from '../../../components/admin-kit';

/** The changed fields, cut short enough for the table to fit at 1280 px. */
export const FieldList = styled(Ellipsis)`
  --ellipsis-width: 16ch;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.fontSize.sm};

  dt {
    font-weight: 700;
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const SectionTitle = styled.h3`
  margin-bottom: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
`;
