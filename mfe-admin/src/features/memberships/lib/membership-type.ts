import type { MembershipType } from '@bonis/supabase-client';

/**
 * The membership a plan gives, as the database's generated column `membership_plans.
 * membership_type` works it out from the name: 'anual' when the lowercased name contains
 * "anual", else 'mensual'. Shown to the admin while typing, since the column can't be set.
 */
export function membershipTypeOf(name: string): Extract<MembershipType, 'mensual' | 'anual'> {
  return name.toLowerCase().includes('anual') ? 'anual' : 'mensual';
}

export const MEMBERSHIP_TYPE_LABELS: Readonly<Record<MembershipType, string>> = {
  regular: 'Regular',
  mensual: 'Mensual',
  anual: 'Anual',
  premium: 'Premium',
  vip: 'VIP',
};
