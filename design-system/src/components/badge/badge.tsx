import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledBadge, type BadgeSize, type BadgeVariant } from './badge.styles';

export type { BadgeSize, BadgeVariant };

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** the store's badges carry their Spanish label; neutral/info/member need children */
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** overrides the default label, e.g. '-20%' on an oferta badge */
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

/** A short status label: product badges in the store, active/inactive in the admin. */
export function Badge({ variant = 'neutral', size = 'md', children, ...rest }: BadgeProps) {
  return (
    <StyledBadge data-variant={variant} data-size={size} $variant={variant} $size={size} {...rest}>
      {children ?? badgeLabels[variant]}
    </StyledBadge>
  );
}
