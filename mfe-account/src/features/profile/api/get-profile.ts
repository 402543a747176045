import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { profileKeys } from './profile-keys';

const COLUMNS = 'first_name, last_name, phone, pet_name, avatar_url, membership_type, created_at';

export interface Profile {
  firstName: string;
  lastName: string;
  /** as stored: ten digits for profiles edited here */
  phone: string;
  petName: string;
  avatarUrl: string | null;
  membershipType: string;
  /** when the account was created; null when the profile row does not exist yet */
  createdAt: string | null;
}

/** What a shopper without a profile row sees (the spec ignores "no row found" on load). */
export const EMPTY_PROFILE: Profile = {
  firstName: '',
  lastName: '',
  phone: '',
  petName: '',
  avatarUrl: null,
  membershipType: 'regular',
  createdAt: null,
};

/** The shopper's own profile row (RLS: only their own), or the empty profile when none. */
export async function getProfile(client: BonisClient, userId: string): Promise<Profile> {
  const { data, error } = await client
    .from('user_profiles')
    .select(COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return EMPTY_PROFILE;
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    phone: data.phone ?? '',
    petName: data.pet_name ?? '',
    avatarUrl: data.avatar_url,
    membershipType: data.membership_type,
    createdAt: data.created_at,
  };
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: () => getProfile(getSupabase(), userId),
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

export interface AuthIdentity {
  email: string | null;
  phone: string | null;
  /** when the auth account was created (the fallback for "member since") */
  createdAt: string | null;
}

/** The signed-in user's email and phone, from the session supabase-js keeps in the browser. */
export async function getAuthIdentity(client: BonisClient): Promise<AuthIdentity> {
  const { data, error } = await client.auth.getSession();
  if (error) throw error;
  const user = data.session?.user;
  return {
    email: user?.email || null,
    phone: user?.phone ? `+${user.phone.replace(/^\+/, '')}` : null,
    createdAt: user?.created_at ?? null,
  };
}

export function useAuthIdentity(userId: string) {
  return useQuery({
    queryKey: profileKeys.auth(userId),
    queryFn: () => getAuthIdentity(getSupabase()),
  });
}
