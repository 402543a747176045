import type { ShopperBonus, UnclaimedPrize } from '@bonis/supabase-client/queries';
import { formatCOP } from '@bonis/design-system';
import type { Enums } from '@bonis/supabase-client';
import type { QuoteChoice } from '../../../api/quote';

/**
 * The one discount an order may carry (storefront spec §4 "Applied discount"): a code, one of
 * the shopper's bonuses, or an unredeemed roulette prize. `label` is what the page calls it.
 */
export type AppliedDiscount =
  | { kind: 'code'; code: string; label: string }
  | { kind: 'bonus'; id: string; label: string }
  | { kind: 'prize'; id: string; label: string };

/** The discount's part of the quote's choice (`preview_checkout`'s arguments). */
export function discountChoice(
  discount: AppliedDiscount | null,
): Pick<QuoteChoice, 'code' | 'bonusId' | 'winId'> {
  return {
    code: discount?.kind === 'code' ? discount.code : null,
    bonusId: discount?.kind === 'bonus' ? discount.id : null,
    winId: discount?.kind === 'prize' ? discount.id : null,
  };
}

/** Tells discounts apart: 'code:BIENVENIDO10', 'bonus:<id>', 'prize:<id>'. */
export function discountKey(discount: AppliedDiscount): string {
  return `${discount.kind}:${discount.kind === 'code' ? discount.code : discount.id}`;
}

/** What a code field holds: uppercased as typed (codes are stored uppercase). */
export function asCode(typed: string): string {
  return typed.toUpperCase();
}

/** A bonus's or prize's value as the shopper reads it ('Envío gratis', '10% de descuento'). */
export function benefitText(
  type: Enums<'bonus_type'> | Enums<'prize_type'>,
  value: number,
): string {
  switch (type) {
    case 'free_shipping':
      return 'Envío gratis';
    case 'discount':
      return `${value}% de descuento`;
    default:
      return `${formatCOP(value)} de descuento`;
  }
}

/**
 * The description of the '¡Bono aplicado!' toast (spec §8: 'Envío gratis aplicado' or the
 * percentage; a voucher: its value in COP).
 */
export function appliedBenefitText(
  type: Enums<'bonus_type'> | Enums<'prize_type'>,
  value: number,
): string {
  switch (type) {
    case 'free_shipping':
      return 'Envío gratis aplicado';
    case 'discount':
      return `${value}% de descuento`;
    default:
      return formatCOP(value);
  }
}

/** The bonuses that work at checkout: every active one but a product (the database refuses those). */
export const applicableBonuses = (bonuses: ShopperBonus[]): ShopperBonus[] =>
  bonuses.filter((bonus) => bonus.bonus_type !== 'product');

/** The roulette prizes that work at checkout: a discount or free shipping. */
export const applicablePrizes = (prizes: UnclaimedPrize[]): UnclaimedPrize[] =>
  prizes.filter((prize) => prize.prize_type === 'discount' || prize.prize_type === 'free_shipping');
