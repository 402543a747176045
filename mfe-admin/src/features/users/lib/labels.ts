import type { BadgeVariant } from '@bonis/design-system';
import { orderStatusLabel, type MembershipType } from '@bonis/supabase-client';

/** The membership types in the order the filter lists them, with their Spanish names. */
export const MEMBERSHIP_LABELS: Record<MembershipType, string> = {
  regular: 'Regular',
  mensual: 'Mensual',
  anual: 'Anual',
  premium: 'Premium',
  vip: 'VIP',
};

export const MEMBERSHIP_TYPES = Object.keys(MEMBERSHIP_LABELS) as MembershipType[];

export const isMembershipType = (value: string): value is MembershipType =>
  Object.hasOwn(MEMBERSHIP_LABELS, value);

/** A value the generated types may not know yet shows as typed. */
export const membershipLabel = (type: MembershipType): string =>
  (MEMBERSHIP_LABELS[type] as string | undefined) ?? type;

/** Regular accounts in a neutral badge, paid memberships in the member colour. */
export const membershipBadge = (type: MembershipType): BadgeVariant =>
  type === 'regular' ? 'neutral' : 'member';

/**
 * What an order's status is called: the store's word (`@bonis/supabase-client`), re-exported for
 * the user dialog's imports.
 */
export { orderStatusLabel };

/** The role filter: everybody, admins only, or customers only. */
export const ROLE_FILTERS = ['all', 'admin', 'customer'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export const ROLE_LABELS: Record<RoleFilter, string> = {
  all: 'Todos',
  admin: 'Administradores',
  customer: 'Clientes',
};

/** A profile's full name, or 'Sin nombre' when both parts are blank. */
export const NO_NAME = 'Sin nombre';

export function fullName(row: { first_name: string | null; last_name: string | null }): string {
  return [row.first_name, row.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

export const displayName = (row: { first_name: string | null; last_name: string | null }) =>
  fullName(row) || NO_NAME;
