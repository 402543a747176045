import { styled } from 'styled-components';
import { vars } from '../../tokens';

export const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  font-family: ${vars.font.family};
  color: ${vars.color.text};
`;

export const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  cursor: pointer;
  line-height: 1.5;
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A native checkbox in the brand colour: native keyboard, states and forms. */
export const Input = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${vars.color.brandBg};
  cursor: inherit;
  &[aria-invalid='true'] {
    outline: 2px solid ${vars.color.danger};
    outline-offset: 1px;
  }
  &[aria-invalid='true']:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
  }
`;

export const Hint = styled.span`
  padding-inline-start: calc(20px + ${vars.space[2]});
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
