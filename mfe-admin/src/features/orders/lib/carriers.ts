import type { SelectOption } from '@bonis/design-system';

/**
 * The carriers an order can be handed to, in the database's words and order: the list of
 * `private.carriers()` (migration 20261207110100), which `orders.carrier` and `admin_ship_order`
 * check. 'Otra' is any other carrier.
 */
export const CARRIERS = [
  'Servientrega',
  'Coordinadora',
  'Interrapidísimo',
  'Envía',
  'TCC',
  'Deprisa',
  'Otra',
] as const;

export type Carrier = (typeof CARRIERS)[number];

export const carrierOptions: readonly SelectOption[] = CARRIERS.map((carrier) => ({
  value: carrier,
  label: carrier,
}));

export const isCarrier = (value: string | null | undefined): value is Carrier =>
  (CARRIERS as readonly (string | null | undefined)[]).includes(value);

/** 'Servientrega 700012345678', or the number alone, or null when there is no tracking number. */
export function trackingLine(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!trackingNumber) return null;
  return carrier ? `${carrier} ${trackingNumber}` : trackingNumber;
}
