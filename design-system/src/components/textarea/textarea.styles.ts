import { styled } from 'styled-components';
import { vars } from '../../tokens';
import { fieldCss } from '../text-field/text-field.styles';

export type TextareaResize = 'none' | 'vertical' | 'both';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  width: 100%;
`;

export const StyledTextarea = styled.textarea<{ $resize: TextareaResize }>`
  ${fieldCss}
  min-height: 96px;
  resize: ${({ $resize }) => $resize};
`;

export const Counter = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ $over }) => ($over ? vars.color.danger : vars.color.textMuted)};
`;
