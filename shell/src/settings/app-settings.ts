import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** What the chrome shows from the settings row (one row, id 1, readable by everyone). */
export interface ChromeSettings {
  freeShippingThreshold: number;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string;
}

/**
 * Used until the row arrives or when it can't be read: the storefront's real rule
 * (ARCHITECTURE §5) and the spec's contact placeholders.
 */
export const DEFAULT_SETTINGS: ChromeSettings = {
  freeShippingThreshold: 100_000,
  contactPhone: '',
  contactEmail: '',
  whatsappNumber: '',
};

export async function fetchChromeSettings(client: BonisClient): Promise<ChromeSettings> {
  const { data, error } = await client
    .from('app_settings')
    .select('free_shipping_threshold, contact_phone, contact_email, whatsapp_number')
    .eq('id', 1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return DEFAULT_SETTINGS;
  return {
    freeShippingThreshold: Number(data.free_shipping_threshold),
    contactPhone: data.contact_phone,
    contactEmail: data.contact_email,
    whatsappNumber: data.whatsapp_number,
  };
}

export const chromeSettingsQuery = () =>
  queryOptions({
    queryKey: ['shell', 'app-settings'],
    queryFn: () => fetchChromeSettings(getSupabase()),
    staleTime: 5 * 60_000,
  });

/** The settings, or the defaults while loading and on error (errors are only logged). */
export function useChromeSettings(): ChromeSettings {
  const { data, error } = useQuery(chromeSettingsQuery());
  if (error) console.error('[shell] reading app_settings failed', error);
  return data ?? DEFAULT_SETTINGS;
}
