import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * The address book's read is the store's one (`@bonis/supabase-client/queries`: checkout offers
 * the same list under the same key). Every write of the book invalidates
 * `addressKeys.user(userId)`, so checkout's list follows too.
 */
export { useAddresses, type Address } from '@bonis/supabase-client/queries';

export const addressKeys = {
  user: (userId: string) => sharedKeys.addresses(userId),
};
