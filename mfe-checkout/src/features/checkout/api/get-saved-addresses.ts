import { useAddresses, type Address } from '@bonis/supabase-client/queries';

/**
 * The shopper's saved addresses are the store's one read of the address book
 * (`@bonis/supabase-client/queries`, under `sharedKeys.addresses`: mfe-account's 'Mis
 * direcciones' shows the same list), the default first, then the newest.
 */
export type SavedAddress = Address;

export const useSavedAddresses = useAddresses;
