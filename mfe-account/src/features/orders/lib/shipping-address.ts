import type { Json } from '@bonis/supabase-client';

/** Where an order goes, as the order history shows it. */
export interface DeliveryPlace {
  city: string | null;
  department: string | null;
}

const text = (value: Json | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The city and department of an order's `shipping_address` (a jsonb object written by checkout:
 * firstName, lastName, phone, email, address, city, department…). Missing or malformed parts are
 * null rather than an error: an old order must still show.
 */
export function deliveryPlaceOf(address: Json): DeliveryPlace {
  if (address === null || typeof address !== 'object' || Array.isArray(address)) {
    return { city: null, department: null };
  }
  return { city: text(address.city), department: text(address.department) };
}

/** 'Medellín, Antioquia', 'Medellín', or null when the address names no city. */
export function deliveryPlaceLine({ city, department }: DeliveryPlace): string | null {
  if (!city) return null;
  return department && department !== city ? `${city}, ${department}` : city;
}
