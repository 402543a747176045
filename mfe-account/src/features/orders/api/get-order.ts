import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatPhone } from '@bonis/design-system';
import { getSupabase, type BonisClient, type Json } from '@bonis/supabase-client';
import { ORDER_COLUMNS, toOrderSummary, type OrderSummary } from './get-orders';
import { ordersKeys } from './orders-keys';

/** One order in full: its summary plus what its own page shows. */
export interface OrderDetail extends OrderSummary {
  pointsEarned: number;
  paidAt: string | null;
  discountCode: string | null;
  /** who carries it: the carrier and its tracking number, once the store shipped it */
  shipment: {
    carrier: string | null;
    trackingNumber: string | null;
  };
  /** who receives it and where, as the checkout wrote it */
  recipient: {
    name: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    /** the delivery time range chosen ('8:00 a. m. - 12:00 m.') */
    timeRange: string | null;
    notes: string | null;
  };
}

const text = (object: Json, key: string): string | null => {
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return null;
  const value = object[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * The caller's order with this number (RLS: only their own), or null when there is none: a
 * made-up number, or someone else's order.
 */
export async function getOrder(
  client: BonisClient,
  orderNumber: string,
): Promise<OrderDetail | null> {
  const { data, error } = await client
    .from('orders')
    .select(`${ORDER_COLUMNS}, points_earned, paid_at, discount_code, carrier, tracking_number`)
    .eq('order_number', orderNumber)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const address = data.shipping_address;
  const phone = text(address, 'phone');
  const country = text(address, 'countryCode');
  return {
    ...toOrderSummary(data),
    pointsEarned: data.points_earned,
    paidAt: data.paid_at,
    discountCode: data.discount_code,
    shipment: { carrier: data.carrier, trackingNumber: data.tracking_number },
    recipient: {
      name:
        [text(address, 'firstName'), text(address, 'lastName')].filter(Boolean).join(' ') || null,
      // a Colombian number as the store writes it ('+57 300 123 4567'), others as typed
      phone: phone
        ? country === '+57' || country === null
          ? formatPhone(`+57${phone}`)
          : `${country} ${phone}`
        : null,
      email: text(address, 'email'),
      address: text(address, 'address'),
      timeRange: text(address, 'shippingOption'),
      notes: text(address, 'notes'),
    },
  };
}

export const orderQueryOptions = (userId: string, orderNumber: string) =>
  queryOptions({
    queryKey: ordersKeys.order(userId, orderNumber),
    queryFn: () => getOrder(getSupabase(), orderNumber),
  });

/** The order for the signed-in user; read again whenever its page mounts. */
export function useOrder(userId: string | undefined, orderNumber: string) {
  return useQuery({
    ...orderQueryOptions(userId ?? '', orderNumber),
    enabled: userId !== undefined,
    refetchOnMount: 'always',
  });
}
