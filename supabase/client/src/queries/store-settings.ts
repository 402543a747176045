import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import { sharedKeys } from './keys';

/** The storefront's settings (`app_settings`, one row, id 1, readable by everyone). */
export interface StoreSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  whatsappNumber: string;
  /** ARCHITECTURE §5: the one free-shipping rule every copy of the store reads */
  freeShippingThreshold: number;
  newsletterEnabled: boolean;
  allowRegistrations: boolean;
  maintenanceMode: boolean;
}

/**
 * Used until the row arrives, when it is missing or can't be read: the storefront's real rule
 * (100,000 COP) and empty contact lines (the chrome leaves out what isn't set).
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  siteName: 'Boñis',
  siteDescription: '',
  contactEmail: '',
  contactPhone: '',
  whatsappNumber: '',
  freeShippingThreshold: 100_000,
  newsletterEnabled: true,
  allowRegistrations: true,
  maintenanceMode: false,
};

const COLUMNS =
  'site_name, site_description, contact_email, contact_phone, whatsapp_number, free_shipping_threshold, newsletter_enabled, allow_registrations, maintenance_mode';

/** Reads the settings row; throws the PostgREST error. */
export async function fetchStoreSettings(client: BonisClient): Promise<StoreSettings> {
  const { data, error } = await client
    .from('app_settings')
    .select(COLUMNS)
    .eq('id', 1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return DEFAULT_STORE_SETTINGS;
  return {
    siteName: data.site_name,
    siteDescription: data.site_description,
    contactEmail: data.contact_email,
    contactPhone: data.contact_phone,
    whatsappNumber: data.whatsapp_number,
    freeShippingThreshold: Number(data.free_shipping_threshold),
    newsletterEnabled: data.newsletter_enabled,
    allowRegistrations: data.allow_registrations,
    maintenanceMode: data.maintenance_mode,
  };
}

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.storeSettings(),
    queryFn: () => fetchStoreSettings(getSupabase()),
    staleTime: 5 * 60_000,
  });

/**
 * The settings for rendering: the defaults while loading and when the read fails (logged), so
 * chrome and copy never wait on them.
 */
export function useStoreSettings(): StoreSettings {
  const { data, error } = useQuery(storeSettingsQuery());
  if (error) console.error('[supabase-client] reading app_settings failed', error);
  return data ?? DEFAULT_STORE_SETTINGS;
}
