import { formatCOP, formatNumber } from '@bonis/design-system';
import type { Bonus } from '../api/get-bonuses';

/**
 * What a bonus is worth, in words (bonus_store.value: discount = percent off the subtotal,
 * voucher = COP off, free_shipping = 1, product = the product's reference value).
 */
export function bonusValueLabel({ type, value }: Pick<Bonus, 'type' | 'value'>): string {
  switch (type) {
    case 'discount':
      return `${formatNumber(value)}% de descuento`;
    case 'voucher':
      return `${formatCOP(value)} de descuento`;
    case 'free_shipping':
      return 'Envío gratis';
    case 'product':
      return `Producto de ${formatCOP(value)}`;
  }
}
