import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** What the sidebar shows when the admin's profile has no name (spec §2). */
export const DEFAULT_ADMIN_NAME = 'Admin Boñis';

interface NameColumns {
  first_name?: string | null;
  last_name?: string | null;
}

/** 'Ana Gómez' from a profile row; the default when both names are empty or there is no row. */
export function fullNameOf(row: NameColumns | null | undefined): string {
  const parts = [row?.first_name, row?.last_name].map((part) => part?.trim() ?? '');
  return parts.filter(Boolean).join(' ') || DEFAULT_ADMIN_NAME;
}

/** The admin's own profile row (RLS: their own), as their full name. */
export async function getAdminName(client: BonisClient, userId: string): Promise<string> {
  const { data, error } = await client
    .from('user_profiles')
    .select('first_name, last_name')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return fullNameOf(data);
}

export const adminNameKeys = {
  all: ['admin', 'profile-name'] as const,
  user: (userId: string) => [...adminNameKeys.all, userId] as const,
};

export const adminNameQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminNameKeys.user(userId),
    queryFn: () => getAdminName(getSupabase(), userId),
  });

/**
 * The signed-in admin's full name for the sidebar, kept live: an UPDATE of their
 * `user_profiles` row (realtime, filtered by their id) replaces the cached name without a
 * request. The default name while it loads, when it fails, and with no session.
 */
export function useAdminName(userId: string | undefined): string {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...adminNameQueryOptions(userId ?? ''), enabled: Boolean(userId) });

  useEffect(() => {
    if (!userId) return;
    const client = getSupabase();
    const channel = client
      .channel(`admin-profile:${userId}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'user_profiles', filter: `id=eq.${userId}` },
        (payload) => {
          queryClient.setQueryData(
            adminNameKeys.user(userId),
            fullNameOf(payload.new as NameColumns),
          );
        },
      )
      .subscribe();
    return () => {
      void client.removeChannel(channel);
    };
  }, [userId, queryClient]);

  return data ?? DEFAULT_ADMIN_NAME;
}
