import { useStoreSettings, type StoreSettings } from '@bonis/supabase-client/queries';

/** What the chrome shows from the settings row: the store settings every remote shares. */
export type ChromeSettings = Pick<
  StoreSettings,
  'freeShippingThreshold' | 'contactPhone' | 'contactEmail' | 'whatsappNumber' | 'newsletterEnabled'
>;

/**
 * The settings, or the defaults while loading and on error (errors are only logged). One read
 * of `app_settings` for the whole page: the shared query of @bonis/supabase-client, the same the
 * remotes use, kept live by `LiveStoreSettings`.
 */
export function useChromeSettings(): ChromeSettings {
  return useStoreSettings();
}
