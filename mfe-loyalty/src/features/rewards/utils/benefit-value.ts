import { formatCOP, formatNumber } from '@bonis/design-system';
import type { BonusType, PrizeType } from '@bonis/supabase-client';

/**
 * What a bonus or a roulette prize is worth, in words: discount = percent off the subtotal,
 * voucher = pesos off, free shipping, a product (its reference value), points.
 */
export function benefitValueLabel(type: BonusType | PrizeType, value: number): string {
  switch (type) {
    case 'discount':
      return `${formatNumber(value)}% de descuento`;
    case 'voucher':
      return `${formatCOP(value)} de descuento`;
    case 'free_shipping':
      return 'Envío gratis';
    case 'product':
      return value > 0 ? `Producto de ${formatCOP(value)}` : 'Producto de regalo';
    case 'points':
      return `${formatNumber(value)} puntos`;
  }
}
