import { queryOptions } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { formatPhone } from '@bonis/design-system';
import type { MembershipType, SessionSummary, UserRole } from '@bonis/design-system/bus';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import { sharedKeys } from './keys';

/** The profile columns the session summary needs. */
export interface ProfileSummaryRow {
  first_name: string;
  is_admin: boolean;
  role: UserRole;
  membership_type: MembershipType;
  membership_expiry: string | null;
}

export const PROFILE_SUMMARY_COLUMNS =
  'first_name, is_admin, role, membership_type, membership_expiry';

export type SessionUser = Pick<User, 'id' | 'email' | 'phone'>;

/**
 * What a shopper is called when their profile has no first name: the email's name part, or for a
 * phone-only account the phone as people write it ('+57 310 987 6543'), else 'Cliente'.
 */
export function fallbackName(user: Pick<User, 'email' | 'phone'>): string {
  const emailName = user.email?.split('@')[0];
  if (emailName) return emailName;
  if (user.phone) return formatPhone(user.phone.startsWith('+') ? user.phone : `+${user.phone}`);
  return 'Cliente';
}

/**
 * The session summary every remote reads from the bus. A membership whose expiry date has
 * passed counts as regular, as the database prices it.
 */
export function summarise(
  user: SessionUser,
  profile: ProfileSummaryRow | null,
  today = new Date(),
): SessionSummary {
  const expired =
    profile?.membership_expiry != null &&
    profile.membership_expiry < today.toISOString().slice(0, 10);
  return {
    userId: user.id,
    name: profile?.first_name.trim() || fallbackName(user),
    isAdmin: profile?.is_admin ?? false,
    role: profile?.role ?? (profile?.is_admin ? 'admin' : 'customer'),
    membershipType: !profile || expired ? 'regular' : profile.membership_type,
  };
}

/**
 * Whether the signed-in account works in the back office (staff or admin; `/admin/*` lets them
 * in). A session from an older bus without `role` counts its `isAdmin`.
 */
export function isBackOffice(session: Pick<SessionSummary, 'isAdmin' | 'role'> | null | undefined) {
  if (!session) return false;
  return session.role ? session.role === 'admin' || session.role === 'staff' : session.isAdmin;
}

/** The user's profile row for the summary (null if it doesn't exist); throws the error. */
export async function fetchProfileSummary(
  client: BonisClient,
  userId: string,
): Promise<ProfileSummaryRow | null> {
  const { data, error } = await client
    .from('user_profiles')
    .select(PROFILE_SUMMARY_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const sessionSummaryQuery = (user: SessionUser) =>
  queryOptions({
    queryKey: sharedKeys.sessionSummary(user.id),
    queryFn: async () => summarise(user, await fetchProfileSummary(getSupabase(), user.id)),
    staleTime: 0,
  });
