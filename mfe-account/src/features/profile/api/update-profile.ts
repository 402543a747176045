import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { PersonalInfo } from '../schemas/personal-info';
import { profileKeys } from './profile-keys';

/**
 * Saves the personal fields of the shopper's own profile (an upsert: a shopper whose row is
 * missing gets one; the database's guard keeps every other column as it was).
 */
export async function updateProfile(
  client: BonisClient,
  userId: string,
  info: PersonalInfo,
): Promise<void> {
  const { error } = await client.from('user_profiles').upsert({
    id: userId,
    first_name: info.firstName,
    last_name: info.lastName,
    phone: info.phone || null,
    pet_name: info.petName || null,
    updated_at: new Date().toISOString(),
  });
  if (error) throw error;
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...profileKeys.user(userId), 'update'],
    mutationFn: (info: PersonalInfo) => updateProfile(getSupabase(), userId, info),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) }),
  });
}
