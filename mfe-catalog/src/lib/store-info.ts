import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatPhone } from '@bonis/design-system';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** A delivery slot shoppers choose at checkout (shipping_time_ranges, active ones only). */
export interface DeliverySlot {
  timeRange: string;
  description: string;
  cost: number;
}

/** What the content pages quote from the store's data, so they never drift from it. */
export interface StoreInfo {
  siteName: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  whatsappNumber: string;
  freeShippingThreshold: number;
  deliverySlots: DeliverySlot[];
}

/**
 * The settings row and the active delivery slots (both readable by everyone), in two parallel
 * requests. Throws the PostgREST error.
 */
export async function getStoreInfo(client: BonisClient): Promise<StoreInfo> {
  const [settings, slots] = await Promise.all([
    client
      .from('app_settings')
      .select(
        'site_name, site_description, contact_email, contact_phone, whatsapp_number, free_shipping_threshold',
      )
      .eq('id', 1)
      .maybeSingle(),
    client
      .from('shipping_time_ranges')
      .select('time_range, description, cost')
      .eq('is_active', true)
      .order('priority'),
  ]);
  if (settings.error) throw settings.error;
  if (slots.error) throw slots.error;
  const row = settings.data;
  return {
    siteName: row?.site_name ?? 'Boñis',
    description: row?.site_description ?? '',
    contactEmail: row?.contact_email ?? '',
    contactPhone: row?.contact_phone ?? '',
    whatsappNumber: row?.whatsapp_number ?? '',
    freeShippingThreshold: Number(row?.free_shipping_threshold ?? 100_000),
    deliverySlots: slots.data.map((slot) => ({
      timeRange: slot.time_range,
      description: slot.description ?? '',
      cost: slot.cost,
    })),
  };
}

export const storeInfoQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'store-info'],
    queryFn: () => getStoreInfo(getSupabase()),
    staleTime: 5 * 60_000,
  });

export function useStoreInfo() {
  return useQuery(storeInfoQuery());
}

/** The contact lines of `info`, leaving out what the store hasn't set. */
export function contactLines(
  info: Pick<StoreInfo, 'contactEmail' | 'contactPhone' | 'whatsappNumber'>,
) {
  const lines: Array<{ label: string; value: string; href: string }> = [];
  if (info.contactEmail) {
    lines.push({ label: 'Email', value: info.contactEmail, href: `mailto:${info.contactEmail}` });
  }
  if (info.contactPhone) {
    lines.push({
      label: 'Teléfono',
      value: info.contactPhone,
      href: `tel:${info.contactPhone.replace(/[^\d+]/g, '')}`,
    });
  }
  if (info.whatsappNumber) {
    lines.push({
      label: 'WhatsApp',
      value: formatPhone(info.whatsappNumber),
      href: `https://wa.me/${info.whatsappNumber}`,
    });
  }
  return lines;
}
