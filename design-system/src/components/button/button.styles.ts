import { css, styled } from 'styled-components';
import { vars } from '../../tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Colours of each variant, shared with IconButton. Only AA-tested pairs. */
export const variantCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.brandBg};
    color: ${vars.color.onBrand};
    border-color: ${vars.color.brandBg};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${vars.color.brandBgHover};
      border-color: ${vars.color.brandBgHover};
    }
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.brand};
    border-color: ${vars.color.brand};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${vars.color.brandSoft};
      color: ${vars.color.onBrandSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.text};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${vars.color.surfaceSunken};
    }
  `,
  danger: css`
    background: ${vars.color.dangerBg};
    color: ${vars.color.onDanger};
    border-color: ${vars.color.dangerBg};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${vars.color.dangerBgHover};
      border-color: ${vars.color.dangerBgHover};
    }
  `,
};

/** Control heights, shared with IconButton and the form controls. */
export const controlHeight: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

const sizeCss: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: ${controlHeight.sm};
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
    gap: ${vars.space[1]};
  `,
  md: css`
    min-height: ${controlHeight.md};
    padding: 0 ${vars.space[4]};
    font-size: ${vars.fontSize.md};
    gap: ${vars.space[2]};
  `,
  lg: css`
    min-height: ${controlHeight.lg};
    padding: 0 ${vars.space[6]};
    font-size: ${vars.fontSize.lg};
    gap: ${vars.space[2]};
  `,
};

/** Everything buttons share: shape, font, focus, disabled, motion. */
export const buttonBaseCss = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-width: 2px;
  border-style: solid;
  font-family: ${vars.font.family};
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard},
    color ${vars.duration.fast} ${vars.easing.standard},
    transform ${vars.duration.fast} ${vars.easing.standard};

  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}>`
  ${buttonBaseCss}
  border-radius: ${vars.radius.pill};
  ${({ $variant }) => variantCss[$variant]}
  ${({ $size }) => sizeCss[$size]}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};

  /* a loading button keeps its colours and its focus: it is busy, not unavailable */
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * Label and icons. While loading they turn transparent (not `visibility: hidden`, which would
 * drop the label from the accessible name), so the width stays put and screen readers still
 * hear the label.
 */
export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  & > svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

export const LoadingIndicator = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
