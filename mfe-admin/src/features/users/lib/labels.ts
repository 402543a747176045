import type { BadgeVariant } from '@bonis/design-system';
import {
  MEMBERSHIP_LABELS,
  membershipLabel,
  orderStatusLabel,
  type MembershipType,
} from '@bonis/supabase-client';

/** The membership types' Spanish names: the shared vocabulary's, in the order the filter lists them. */
export { MEMBERSHIP_LABELS };

export const MEMBERSHIP_TYPES = Object.keys(MEMBERSHIP_LABELS) as MembershipType[];

export const isMembershipType = (value: string): value is MembershipType =>
  Object.hasOwn(MEMBERSHIP_LABELS, value);

export { membershipLabel };

/** Regular accounts in a neutral badge, paid memberships in the member colour. */
export const membershipBadge = (type: MembershipType): BadgeVariant =>
  type === 'regular' ? 'neutral' : 'member';

/**
 * What an order's status is called: the store's word (`@bonis/supabase-client`), re-exported for
 * the user dialog's imports.
 */
export { orderStatusLabel };

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
