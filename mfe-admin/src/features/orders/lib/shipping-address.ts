import { formatPhone } from '@bonis/design-system';
import type { Json } from '@bonis/supabase-client';

/**
 * An order's `shipping_address` (jsonb written by place_order: firstName, lastName, phone,
 * countryCode, email, address, city, department, shippingOption, deliveryDate, notes). Missing or
 * malformed parts are null rather than an error: an old order must still show.
 */
export interface ShippingAddress {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  countryCode: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  department: string | null;
  shippingOption: string | null;
  notes: string | null;
}

const text = (value: Json | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function parseShippingAddress(value: Json): ShippingAddress {
  const object =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, Json | undefined>)
      : {};
  return {
    firstName: text(object.firstName),
    lastName: text(object.lastName),
    phone: text(object.phone),
    countryCode: text(object.countryCode),
    email: text(object.email),
    address: text(object.address),
    city: text(object.city),
    department: text(object.department),
    shippingOption: text(object.shippingOption),
    notes: text(object.notes),
  };
}

/** 'Ana Gómez', or null when the address names nobody. */
export function customerNameOf(address: ShippingAddress): string | null {
  return [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
}

/** A Colombian number as '+57 300 123 4567'; another country's as '+34 612345678'. */
export function customerPhoneOf(address: ShippingAddress): string | null {
  if (!address.phone) return null;
  const country = address.countryCode ?? '+57';
  return country === '+57' ? formatPhone(address.phone) : `${country} ${address.phone}`;
}

/** 'Medellín, Antioquia' (the department left out when it repeats the city). */
export function placeOf(address: ShippingAddress): string | null {
  const { city, department } = address;
  if (!city) return department;
  return department && department !== city ? `${city}, ${department}` : city;
}
