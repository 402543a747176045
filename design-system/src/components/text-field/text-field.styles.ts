import { css, styled } from 'styled-components';
import { vars } from '../../tokens';
import { controlHeight } from '../button/button.styles';

export type FieldSize = 'sm' | 'md' | 'lg';

/**
 * The look of every text-like control (TextField, Textarea, Select). Invalid is read from
 * `aria-invalid`, so a FormField setting it styles the control too.
 */
export const fieldCss = css`
  display: block;
  width: 100%;
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
  line-height: 1.5;
  transition:
    border-color ${vars.duration.fast} ${vars.easing.standard},
    box-shadow ${vars.duration.fast} ${vars.easing.standard};

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
    border-color: ${vars.color.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
    background: ${vars.color.surfaceSunken};
  }
  &:read-only:not(select) {
    background: ${vars.color.surfaceSunken};
  }
`;

export const sizeCss = (size: FieldSize) => css`
  min-height: ${controlHeight[size]};
  font-size: ${size === 'sm' ? vars.fontSize.sm : size === 'lg' ? vars.fontSize.lg : vars.fontSize.md};
  padding-block: ${size === 'sm' ? vars.space[1] : vars.space[2]};
`;

export const StyledInput = styled.input<{ $size: FieldSize }>`
  ${fieldCss}
  ${({ $size }) => sizeCss($size)}
`;
