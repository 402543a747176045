import { css, styled } from 'styled-components';
import { media, vars } from '../../tokens';

export type CardVariant = 'outlined' | 'elevated' | 'sunken';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, string> = {
  none: vars.space[0],
  sm: vars.space[3],
  md: vars.space[4],
  lg: vars.space[6],
};

const variantCss: Record<CardVariant, ReturnType<typeof css>> = {
  outlined: css`
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  `,
  elevated: css`
    background: ${vars.color.surface};
    border: 1px solid transparent;
    box-shadow: ${vars.shadow.sm};
  `,
  sunken: css`
    background: ${vars.color.surfaceSunken};
    border: 1px solid transparent;
  `,
};

export const StyledCard = styled.div<{
  $variant: CardVariant;
  $padding: CardPadding;
  $interactive: boolean;
}>`
  position: relative;
  display: block;
  min-width: 0;
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text};
  overflow: hidden;
  ${({ $variant }) => variantCss[$variant]}
  padding: ${({ $padding }) => paddings[$padding]};
  ${({ $padding }) =>
    $padding === 'lg' &&
    css`
      padding: ${vars.space[4]};
      ${media.md} {
        padding: ${vars.space[6]};
      }
    `}

  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${vars.duration.normal} ${vars.easing.standard},
        transform ${vars.duration.normal} ${vars.easing.standard},
        border-color ${vars.duration.normal} ${vars.easing.standard};
      &:hover {
        box-shadow: ${vars.shadow.md};
        border-color: ${vars.color.borderStrong};
        transform: translateY(-2px);
      }
      &:focus-within {
        border-color: ${vars.color.focusRing};
      }
      ${media.reducedMotion} {
        &:hover {
          transform: none;
        }
      }
    `}
`;
