import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';

/** The settings the screen edits: every column of `app_settings` but the bookkeeping ones. */
export type SettingsRow = Pick<
  Tables<'app_settings'>,
  | 'site_name'
  | 'site_description'
  | 'contact_email'
  | 'contact_phone'
  | 'whatsapp_number'
  | 'allow_registrations'
  | 'maintenance_mode'
  | 'free_shipping_threshold'
  | 'standard_shipping_cost'
  | 'express_shipping_cost'
  | 'shipping_enabled'
  | 'order_confirmation_email'
  | 'shipping_notification_email'
  | 'newsletter_enabled'
  | 'welcome_email_enabled'
>;

export const SETTINGS_COLUMNS =
  'site_name, site_description, contact_email, contact_phone, whatsapp_number, allow_registrations, maintenance_mode, free_shipping_threshold, standard_shipping_cost, express_shipping_cost, shipping_enabled, order_confirmation_email, shipping_notification_email, newsletter_enabled, welcome_email_enabled';

/** The single row's id (a check constraint: `id = 1`). */
export const SETTINGS_ID = 1;

/**
 * The table's column defaults (migration `catalog`), used when the row is missing. Not the
 * spec's 50.000 threshold: the store's rule is 100.000 COP (ARCHITECTURE §5).
 */
export const DEFAULT_SETTINGS: SettingsRow = {
  site_name: 'Boñis',
  site_description: '',
  contact_email: '',
  contact_phone: '',
  whatsapp_number: '',
  allow_registrations: true,
  maintenance_mode: false,
  free_shipping_threshold: 100_000,
  standard_shipping_cost: 8_000,
  express_shipping_cost: 15_000,
  shipping_enabled: true,
  order_confirmation_email: true,
  shipping_notification_email: true,
  newsletter_enabled: true,
  welcome_email_enabled: true,
};

export interface StoredSettings {
  settings: SettingsRow;
  /** false when the row is missing: the screen shows the defaults and a save inserts it */
  exists: boolean;
}

/** numeric columns arrive as JSON numbers from PostgREST; a string would be read as one too */
export function toSettingsRow(row: SettingsRow): SettingsRow {
  return {
    ...row,
    free_shipping_threshold: Number(row.free_shipping_threshold),
    standard_shipping_cost: Number(row.standard_shipping_cost),
    express_shipping_cost: Number(row.express_shipping_cost),
  };
}

/** Whether PostgREST said `.single()` found no row (spec §8: the settings then use defaults). */
export function isNoRow(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PGRST116'
  );
}

/** Reads the settings row (spec §7 "read the single record"); a missing row gives the defaults. */
export async function getSettings(client: BonisClient): Promise<StoredSettings> {
  const { data, error } = await client
    .from('app_settings')
    .select(SETTINGS_COLUMNS)
    .eq('id', SETTINGS_ID)
    .single();
  if (error) {
    if (isNoRow(error)) return { settings: DEFAULT_SETTINGS, exists: false };
    throw error;
  }
  return { settings: toSettingsRow(data), exists: true };
}

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
  liveBanner: () => [...settingsKeys.all, 'live-banner'] as const,
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: () => getSettings(getSupabase()),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
