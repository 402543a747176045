import { css, styled } from 'styled-components';
import { vars } from '../../tokens';

export type BadgeVariant =
  | 'nuevo'
  | 'oferta'
  | 'popular'
  | 'agotado'
  | 'pocas-unidades'
  | 'activo'
  | 'inactivo'
  | 'neutral'
  | 'info'
  | 'member';
export type BadgeSize = 'sm' | 'md';
/** A status's tone: set aside or unknown, informative, done, waiting on something, gone wrong. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const soft = (bg: string, fg: string) => css`
  background: ${bg};
  color: ${fg};
  border-color: transparent;
`;

/** Only AA-tested pairs: onXSoft on xSoft, onDanger on dangerBg, text(Muted) on surfaceSunken. */
const variantCss: Record<BadgeVariant, ReturnType<typeof css>> = {
  nuevo: soft(vars.color.infoSoft, vars.color.onInfoSoft),
  oferta: soft(vars.color.dangerBg, vars.color.onDanger),
  popular: soft(vars.color.brandSoft, vars.color.onBrandSoft),
  agotado: soft(vars.color.surfaceSunken, vars.color.text),
  'pocas-unidades': soft(vars.color.warningSoft, vars.color.onWarningSoft),
  activo: soft(vars.color.successSoft, vars.color.onSuccessSoft),
  inactivo: soft(vars.color.surfaceSunken, vars.color.textMuted),
  neutral: css`
    background: ${vars.color.surface};
    color: ${vars.color.text};
    border-color: ${vars.color.border};
  `,
  info: soft(vars.color.infoSoft, vars.color.onInfoSoft),
  member: css`
    background: ${vars.color.surface};
    color: ${vars.color.member};
    border-color: ${vars.color.member};
  `,
};

/**
 * The tones use the theme's soft pairs, each AA in light and dark (src/tokens/tokens.test.ts):
 * text on surfaceSunken, onInfoSoft on infoSoft, onSuccessSoft on successSoft, onWarningSoft on
 * warningSoft, onDangerSoft on dangerSoft.
 */
const toneCss: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: soft(vars.color.surfaceSunken, vars.color.text),
  info: soft(vars.color.infoSoft, vars.color.onInfoSoft),
  success: soft(vars.color.successSoft, vars.color.onSuccessSoft),
  warning: soft(vars.color.warningSoft, vars.color.onWarningSoft),
  danger: soft(vars.color.dangerSoft, vars.color.onDangerSoft),
};

export const StyledBadge = styled.span<{
  $variant?: BadgeVariant;
  $tone?: BadgeTone;
  $size: BadgeSize;
}>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  font-family: ${vars.font.family};
  font-weight: 700;
  line-height: 1.2;
  white-space: nowrap;
  ${({ $size }) =>
    $size === 'sm'
      ? css`
          padding: 2px ${vars.space[2]};
          font-size: ${vars.fontSize.xs};
        `
      : css`
          padding: ${vars.space[1]} ${vars.space[3]};
          font-size: ${vars.fontSize.sm};
        `}
  ${({ $variant = 'neutral', $tone }) => ($tone ? toneCss[$tone] : variantCss[$variant])}
`;
