import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const ErrorText = styled.p`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.onDangerSoft};
  font-size: ${vars.fontSize.sm};
`;
