import { styled } from 'styled-components';
import { vars } from '../../tokens';

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: 700;
`;

export const RequiredMark = styled.span`
  color: ${vars.color.danger};
  margin-inline-start: 2px;
`;

export const Options = styled.div<{ $orientation: RadioGroupOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $orientation }) => ($orientation === 'horizontal' ? vars.space[4] : vars.space[2])};
`;

export const Option = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  & label {
    cursor: pointer;
  }
  &:has(input:disabled) {
    opacity: 0.6;
  }
  &:has(input:disabled) label {
    cursor: not-allowed;
  }
`;

export const Radio = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${vars.color.brandBg};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${vars.color.danger};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  margin-top: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.danger};
  font-weight: 600;
`;
