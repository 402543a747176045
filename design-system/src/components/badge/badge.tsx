import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledBadge, type BadgeSize, type BadgeTone, type BadgeVariant } from './badge.styles';

export type { BadgeSize, BadgeTone, BadgeVariant };

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** the store's badges carry their Spanish label; neutral/info/member need children */
  variant?: BadgeVariant;
  /**
   * A status pill in a plain tone (an order's or a payment's status, a redemption, a gift…):
   * its text is the children. Statuses use a tone, never a shop badge (`oferta`, `activo`…).
   * When given, `variant` is ignored.
   */
  tone?: BadgeTone;
  size?: BadgeSize;
  /** overrides the default label, e.g. '-20%' on an oferta badge; a tone's label */
  children?: ReactNode;
}

/** Default Spanish labels of the store's badges. */
export const badgeLabels: Partial<Record<BadgeVariant, string>> = {
  nuevo: 'Nuevo',
  oferta: 'Oferta',
  popular: 'Popular',
  agotado: 'Agotado',
  'pocas-unidades': 'Pocas unidades',
  activo: 'Activo',
  inactivo: 'Inactivo',
};

/**
 * A short label: product badges in the store (`variant`), active/inactive in the admin, and
 * statuses in a tone (`tone`: neutral, info, success, warning, danger) with their label.
 */
export function Badge({ variant = 'neutral', tone, size = 'md', children, ...rest }: BadgeProps) {
  if (tone) {
    return (
      <StyledBadge data-tone={tone} data-size={size} $tone={tone} $size={size} {...rest}>
        {children}
      </StyledBadge>
    );
  }
  return (
    <StyledBadge data-variant={variant} data-size={size} $variant={variant} $size={size} {...rest}>
      {children ?? badgeLabels[variant]}
    </StyledBadge>
  );
}
