import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

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
