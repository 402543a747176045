import { styled } from 'styled-components';
import { vars } from '../../tokens';

export type QuantityStepperSize = 'sm' | 'md';

const height: Record<QuantityStepperSize, string> = { sm: '32px', md: '44px' };

export const Root = styled.div<{ $size: QuantityStepperSize }>`
  display: inline-flex;
  align-items: stretch;
  height: ${({ $size }) => height[$size]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  overflow: hidden;

  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  & :focus-visible {
    outline: none;
  }

  &[data-state='disabled'] {
    opacity: 0.6;
  }
`;

export const StepButton = styled.button<{ $size: QuantityStepperSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => height[$size]};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: 700;
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &:hover:not([aria-disabled='true']):not(:disabled) {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    background: ${vars.color.surfaceSunken};
  }
  &[aria-disabled='true'],
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textMuted};
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const Input = styled.input<{ $size: QuantityStepperSize }>`
  width: ${({ $size }) => ($size === 'sm' ? '2.5rem' : '3rem')};
  min-width: 0;
  padding: 0;
  border: 0;
  border-inline: 1px solid ${vars.color.border};
  background: transparent;
  color: ${vars.color.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: center;

  &:disabled {
    cursor: not-allowed;
  }
`;
