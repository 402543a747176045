import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  width: 100%;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

export const Label = styled.label`
  font-weight: 700;
  font-size: ${vars.fontSize.sm};
`;

export const RequiredMark = styled.span`
  color: ${vars.color.danger};
  margin-inline-start: 2px;
`;

export const Hint = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  color: ${vars.color.danger};
`;
