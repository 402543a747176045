import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatPhone } from '@bonis/design-system';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { storeSettingsQuery, type StoreSettings } from '@bonis/supabase-client/queries';

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

/** The active delivery slots by priority (readable by everyone). Throws the PostgREST error. */
export async function getDeliverySlots(client: BonisClient): Promise<DeliverySlot[]> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .select('time_range, description, cost')
    .eq('is_active', true)
    .order('priority');
  if (error) throw error;
  return data.map((slot) => ({
    timeRange: slot.time_range,
    description: slot.description ?? '',
    cost: slot.cost,
  }));
}

/** The catalog's own read (only its content pages list the slots). */
export const deliverySlotsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'delivery-slots'] as const,
    queryFn: () => getDeliverySlots(getSupabase()),
    staleTime: 5 * 60_000,
  });

export function toStoreInfo(settings: StoreSettings, deliverySlots: DeliverySlot[]): StoreInfo {
  return {
    siteName: settings.siteName,
    description: settings.siteDescription,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    whatsappNumber: settings.whatsappNumber,
    freeShippingThreshold: settings.freeShippingThreshold,
    deliverySlots,
  };
}

/**
 * The store's settings (the shared `storeSettingsQuery` of `@bonis/supabase-client/queries`:
 * one read of `app_settings` for the whole page, whichever remote asks) and the delivery slots,
 * read in parallel. `data` once both have arrived; `isPending` while either loads; the first
 * error of either.
 */
export function useStoreInfo(): {
  data: StoreInfo | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const settings = useQuery(storeSettingsQuery());
  const slots = useQuery(deliverySlotsQuery());
  return {
    data: settings.data && slots.data ? toStoreInfo(settings.data, slots.data) : undefined,
    isPending: settings.isPending || slots.isPending,
    error: settings.error ?? slots.error,
  };
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
