import type { Tables } from '@bonis/supabase-client';

/**
 * What the list shows of a code (spec §4), in the spec's order: inactive when switched off;
 * else expired when its expiry has passed; else exhausted when its uses reached the maximum;
 * else active. The same rules as the database's `private.check_code_for` (an expiry equal to
 * now is past), so 'Activo' means a shopper can use it now.
 */
export type DiscountState = 'active' | 'inactive' | 'expired' | 'exhausted';

export const DISCOUNT_STATE_LABELS: Readonly<Record<DiscountState, string>> = {
  active: 'Activo',
  inactive: 'Inactivo',
  expired: 'Vencido',
  exhausted: 'Agotado',
};

/** The filter's options, in the order the select lists them. */
export const DISCOUNT_STATES: readonly DiscountState[] = [
  'active',
  'inactive',
  'expired',
  'exhausted',
];

type StateColumns = Pick<
  Tables<'discount_codes'>,
  'is_active' | 'expires_at' | 'max_uses' | 'current_uses'
>;

/** Whether the code's uses reached its maximum (no maximum: never). */
export function isExhausted(code: Pick<StateColumns, 'max_uses' | 'current_uses'>): boolean {
  return code.max_uses !== null && code.current_uses >= code.max_uses;
}

/** Whether the code's expiry is now or earlier (no expiry: never). */
export function isExpired(code: Pick<StateColumns, 'expires_at'>, now: Date | number): boolean {
  if (code.expires_at === null) return false;
  const expires = new Date(code.expires_at).getTime();
  return !Number.isNaN(expires) && expires <= new Date(now).getTime();
}

/** The display state of a code at `now`. */
export function discountState(code: StateColumns, now: Date | number = Date.now()): DiscountState {
  if (!code.is_active) return 'inactive';
  if (isExpired(code, now)) return 'expired';
  if (isExhausted(code)) return 'exhausted';
  return 'active';
}
