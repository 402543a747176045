import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storeSettingsQuery, useStoreSettings } from '@bonis/supabase-client/queries';
import { isNewUserRefused, isRegistrationsClosedError } from '../lib/auth-errors';

/**
 * Whether new accounts are accepted now (`app_settings.allow_registrations`, the shared settings
 * read, kept live by the shell). True while the settings load or can't be read: the database
 * refuses a sign-up anyway when registrations are closed.
 */
export function useRegistrationsOpen(): boolean {
  return useStoreSettings().allowRegistrations;
}

/**
 * Returns a function telling whether a sign-up refusal means registrations are closed: the
 * database's own message, or the auth service's generic 'Database error saving new user' while
 * the settings, read again, say registrations are off. Reading them again updates the shared
 * settings, so every view of them (the register dialog) follows.
 */
export function useRegistrationsClosedRefusal() {
  const queryClient = useQueryClient();
  return useCallback(
    async (error: unknown): Promise<boolean> => {
      if (!isNewUserRefused(error)) return false;
      try {
        const settings = await queryClient.fetchQuery({ ...storeSettingsQuery(), staleTime: 0 });
        return isRegistrationsClosedError(error) || !settings.allowRegistrations;
      } catch {
        return isRegistrationsClosedError(error);
      }
    },
    [queryClient],
  );
}
