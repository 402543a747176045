import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { bannerKeys } from './get-banners';

/**
 * Shows (true) or hides (false) a banner on the home by id. The database stamps `updated_at`,
 * so a banner shown again becomes the newest visible one: the one the hero shows.
 * No row updated (gone, or refused by RLS) is a failure.
 */
export async function setBannerActive(
  client: BonisClient,
  id: string,
  active: boolean,
): Promise<void> {
  const { data, error } = await client
    .from('banner_settings')
    .update({ is_active: active })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Banner sin actualizar');
}

/** The card's 'Mostrar' / 'Ocultar'; the list is read again either way. */
export function useSetBannerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      setBannerActive(getSupabase(), id, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
