import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { AppSettings } from '../rows';
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

/** The columns of `app_settings` the storefront reads (those of `COLUMNS`). */
export type StoreSettingsRow = Pick<
  AppSettings,
  | 'site_name'
  | 'site_description'
  | 'contact_email'
  | 'contact_phone'
  | 'whatsapp_number'
  | 'free_shipping_threshold'
  | 'newsletter_enabled'
  | 'allow_registrations'
  | 'maintenance_mode'
>;

const ROW_KEYS: ReadonlyArray<keyof StoreSettingsRow> = [
  'site_name',
  'site_description',
  'contact_email',
  'contact_phone',
  'whatsapp_number',
  'free_shipping_threshold',
  'newsletter_enabled',
  'allow_registrations',
  'maintenance_mode',
];

/** Names a settings row's fields for the app (PostgREST sends the numeric threshold as text). */
export function toStoreSettings(row: StoreSettingsRow): StoreSettings {
  return {
    siteName: row.site_name,
    siteDescription: row.site_description,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    whatsappNumber: row.whatsapp_number,
    freeShippingThreshold: Number(row.free_shipping_threshold),
    newsletterEnabled: row.newsletter_enabled,
    allowRegistrations: row.allow_registrations,
    maintenanceMode: row.maintenance_mode,
  };
}

/** Reads the settings row; throws the PostgREST error. */
export async function fetchStoreSettings(client: BonisClient): Promise<StoreSettings> {
  const { data, error } = await client
    .from('app_settings')
    .select(COLUMNS)
    .eq('id', 1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return DEFAULT_STORE_SETTINGS;
  return toStoreSettings(data);
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

/** Whether a realtime record carries every column the storefront reads. */
function isStoreSettingsRow(record: unknown): record is StoreSettingsRow {
  return (
    typeof record === 'object' &&
    record !== null &&
    ROW_KEYS.every((key) => key in record) &&
    Number.isFinite(Number((record as StoreSettingsRow).free_shipping_threshold))
  );
}

/** Every cart of the page, its lines and the database's quotes: `sharedKeys.cart(<any user>)`. */
const CART_KEY = sharedKeys.cart('<user>');
const isCartQuery = (queryKey: readonly unknown[]) =>
  CART_KEY.every((part, index) => index === 2 || queryKey[index] === part);

/**
 * Keeps the shared settings query live (`app_settings` is in the realtime publication and
 * readable by everyone): an admin's change is written into `storeSettingsQuery`'s data as it
 * arrives, so the maintenance page, the registration switch, the newsletter forms, the contact
 * lines and every free-shipping copy follow at once. A change without the whole row (or a
 * deleted row, or one arriving while the row is being read) reads the settings again, and so
 * does a channel that joins again after a drop (changes may have been missed). The database
 * prices carts with the settings (free-shipping threshold, shipping costs), so every open cart
 * quote is read again too.
 *
 * Call it once per page (the shell does); returns the function that closes the channel.
 */
export function watchStoreSettings(client: BonisClient, queryClient: QueryClient): () => void {
  const queryKey = sharedKeys.storeSettings();
  /** Reads the row again; a read under way is dropped first (its answer may predate a change). */
  const refetch = async () => {
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  };
  let joined = false;
  const subscribedAt = Date.now();
  const channel = client
    .channel('store-settings')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'app_settings' }, (payload) => {
      // A read under way may answer with the row as it was before: it is started again instead.
      const reading = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
      if (!reading && payload.eventType !== 'DELETE' && isStoreSettingsRow(payload.new)) {
        queryClient.setQueryData(queryKey, toStoreSettings(payload.new));
      } else {
        void refetch();
      }
      void queryClient.invalidateQueries({ predicate: (query) => isCartQuery(query.queryKey) });
    })
    .subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        // Joined again after a drop, or for the first time with settings read before the join
        // (the server's page, possibly from its page cache): a change made before the join
        // would never arrive, so they are read again.
        const readAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
        if (joined || (readAt > 0 && readAt < subscribedAt)) void refetch();
        joined = true;
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        console.error(`[supabase-client] live settings unavailable (${status})`, error);
      }
    });
  return () => {
    void client.removeChannel(channel);
  };
}
