import { formatCOP, formatNumber, formatPercent } from '@bonis/design-system';
import type { Enums } from '@bonis/supabase-client';

export type BonusCategory = Enums<'bonus_category'>;
export type BonusType = Enums<'bonus_type'>;

/** In the database's order (the enum's), which is the list's first sort. */
export const BONUS_CATEGORIES = [
  'todos',
  'deportes',
  'casino',
  'vip',
] as const satisfies readonly BonusCategory[];
export const BONUS_TYPES = [
  'discount',
  'free_shipping',
  'product',
  'voucher',
] as const satisfies readonly BonusType[];

export const BONUS_CATEGORY_LABELS: Record<BonusCategory, string> = {
  todos: 'Todos',
  deportes: 'Deportes',
  casino: 'Casino',
  vip: 'VIP',
};

export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  discount: 'Descuento',
  free_shipping: 'Envío gratis',
  product: 'Producto',
  voucher: 'Bono',
};

export const isBonusCategory = (value: string): value is BonusCategory =>
  (BONUS_CATEGORIES as readonly string[]).includes(value);
export const isBonusType = (value: string): value is BonusType =>
  (BONUS_TYPES as readonly string[]).includes(value);

/** The 15 icons of a bonus (spec §9), with the names screen readers read. 🎁 is the default. */
export const BONUS_ICONS = [
  { emoji: '🎁', name: 'Regalo' },
  { emoji: '⚽', name: 'Balón' },
  { emoji: '🏆', name: 'Trofeo' },
  { emoji: '🥇', name: 'Medalla' },
  { emoji: '🎰', name: 'Tragamonedas' },
  { emoji: '🪙', name: 'Moneda' },
  { emoji: '🍀', name: 'Trébol' },
  { emoji: '👑', name: 'Corona' },
  { emoji: '💎', name: 'Diamante' },
  { emoji: '🏷️', name: 'Etiqueta' },
  { emoji: '🚚', name: 'Camión de envío' },
  { emoji: '💰', name: 'Bolsa de dinero' },
  { emoji: '⭐', name: 'Estrella' },
  { emoji: '🐶', name: 'Perro' },
  { emoji: '🐱', name: 'Gato' },
] as const;

export const DEFAULT_BONUS_ICON = '🎁';

export const isBonusIcon = (icon: string) => BONUS_ICONS.some((choice) => choice.emoji === icon);

/**
 * A bonus's value as the list shows it: a discount in percent, a voucher and a product in COP
 * (a product's is its reference price), '—' for free shipping (checkout does not read it).
 */
export function formatBonusValue(type: BonusType, value: number): string {
  switch (type) {
    case 'discount':
      return formatPercent(value);
    case 'free_shipping':
      return '—';
    case 'voucher':
    case 'product':
      return formatCOP(value);
  }
}

export const formatPoints = (points: number) =>
  `${formatNumber(points)} ${points === 1 ? 'punto' : 'puntos'}`;
