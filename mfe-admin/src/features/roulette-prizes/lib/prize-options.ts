import { formatCOP, formatNumber, formatPercent } from '@bonis/design-system';
import { DB_MESSAGES, type Enums } from '@bonis/supabase-client';

export type PrizeType = Enums<'prize_type'>;

/** The prize types the admin can choose. 'product' is refused by the database (Contract C). */
export const OFFERED_PRIZE_TYPES = ['points', 'discount', 'free_shipping'] as const;
export type OfferedPrizeType = (typeof OFFERED_PRIZE_TYPES)[number];

export const isOfferedPrizeType = (value: string): value is OfferedPrizeType =>
  (OFFERED_PRIZE_TYPES as readonly string[]).includes(value);

/** Spanish names of every type (a 'product' prize may still be stored from before). */
export const PRIZE_TYPE_LABELS: Record<PrizeType, string> = {
  points: 'Puntos',
  discount: 'Descuento',
  free_shipping: 'Envío gratis',
  product: 'Producto',
};

/** Why the form has no 'Producto': the database refuses the type (in its words). */
export const PRODUCT_TYPE_REFUSED = DB_MESSAGES.productPrizesUnavailable;

/** The 10 icons of a prize (spec §9), with the names screen readers read. 🎁 is the default. */
export const PRIZE_ICONS = [
  { emoji: '🎁', name: 'Regalo' },
  { emoji: '🎉', name: 'Celebración' },
  { emoji: '💰', name: 'Bolsa de dinero' },
  { emoji: '🪙', name: 'Moneda' },
  { emoji: '🏆', name: 'Trofeo' },
  { emoji: '⭐', name: 'Estrella' },
  { emoji: '🏷️', name: 'Etiqueta de descuento' },
  { emoji: '🚚', name: 'Camión de envío' },
  { emoji: '🦴', name: 'Hueso' },
  { emoji: '💎', name: 'Diamante' },
] as const;

export const DEFAULT_PRIZE_ICON = '🎁';

/** A prize's value as the list shows it: '50 puntos', '10 %', '—' for free shipping. */
export function formatPrizeValue(type: PrizeType, value: number): string {
  switch (type) {
    case 'points':
      return `${formatNumber(value)} ${value === 1 ? 'punto' : 'puntos'}`;
    case 'discount':
      return formatPercent(value);
    case 'free_shipping':
      return '—';
    case 'product':
      return formatCOP(value);
  }
}

/** '12,5 %' (es-CO, up to two decimals, a no-break space before the sign): the design system's. */
export { formatPercent };
