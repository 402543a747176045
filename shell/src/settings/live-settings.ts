import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@bonis/supabase-client';
import { watchStoreSettings } from '@bonis/supabase-client/queries';

/**
 * Keeps the page's settings live: one realtime channel on `app_settings` for the whole page,
 * writing an admin's change into the shared settings query that the chrome and every remote
 * read (`watchStoreSettings` of @bonis/supabase-client). Rendered once, by `App`.
 */
export function LiveStoreSettings() {
  const queryClient = useQueryClient();
  useEffect(() => watchStoreSettings(getSupabase(), queryClient), [queryClient]);
  return null;
}
