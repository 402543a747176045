import {
  Constants,
  GIFT_PURCHASE_STATE_LABELS,
  giftItemLabel,
  type GiftPurchaseState,
  type GiftType,
} from '@bonis/supabase-client';

/*
 * The gifts screen's words: a gift's item and states are the shared vocabulary's
 * (`@bonis/supabase-client`); its type as the filter names the plural, and the filter's values.
 */

/** What a gift is ('Membresía Mensual', 'Cupón $ 50.000'): the shared vocabulary's word. */
export { giftItemLabel };

/** A gift's type (public.gift_type), as the type filter names the plural. */
export const GIFT_TYPE_LABELS = {
  membership: 'Membresías',
  coupon: 'Cupones',
} as const satisfies Record<GiftType, string>;

export const GIFT_TYPES = Constants.public.Enums.gift_type;

export const isGiftType = (value: string): value is GiftType =>
  (GIFT_TYPES as readonly string[]).includes(value);

/** Every state of a gift, in the order a gift goes through them (then the closed ones). */
export const GIFT_STATES = Object.keys(GIFT_PURCHASE_STATE_LABELS) as GiftPurchaseState[];

export const isGiftState = (value: string | null | undefined): value is GiftPurchaseState =>
  value != null && Object.hasOwn(GIFT_PURCHASE_STATE_LABELS, value);

/** The state filter's extra value: paid gifts whose delivery date passed and weren't sent. */
export const OVERDUE = 'overdue';

/** The warning of a paid gift past its delivery date that no email went out for. */
export const OVERDUE_LABEL = 'Envío atrasado';
