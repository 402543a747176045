import type { BonisClient, UserProfile } from '@bonis/supabase-client';
import {
  readPage,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
  type SortState,
} from '../../../components/admin-kit';
import { isMembershipType } from '../lib/labels';
import { isUserRole } from '../schemas/edit-user';

/** The columns the list, its CSV and the detail dialog show. */
const USER_COLUMNS =
  'id, first_name, last_name, email, phone, birth_date, pet_name, membership_type, membership_expiry, is_admin, role, total_orders, total_spent, created_at';

/** One row of the users list. */
export interface AdminUser extends Pick<
  UserProfile,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'birth_date'
  | 'pet_name'
  | 'membership_type'
  | 'membership_expiry'
  | 'is_admin'
  | 'role'
  | 'total_orders'
  | 'total_spent'
  | 'created_at'
> {
  /** the account's email, kept in sync from auth.users by the database */
  email: string | null;
}

/** How the list can be sorted (the URL's `sort` keys). */
export const USER_SORT_KEYS = ['created_at', 'name', 'total_spent', 'total_orders'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Newest accounts first. */
export const DEFAULT_USER_SORT: SortState<UserSortKey> = { key: 'created_at', direction: 'desc' };

/**
 * The search as a PostgREST `or` filter over first name, last name and email, or undefined for
 * a blank search. The term is matched literally: LIKE's own wildcards (`%`, `_`, `\`) are
 * escaped, PostgREST's `*` wildcard is dropped, and the value is double-quoted (with `"` and
 * `\` escaped) so commas, dots and parentheses cannot break the filter's syntax.
 */
export function searchFilter(q: string): string | undefined {
  const term = q.trim().replace(/\*/g, '');
  if (!term) return undefined;
  const pattern = `*${term.replace(/[\\%_]/g, (char) => `\\${char}`)}*`;
  const quoted = `"${pattern.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return ['first_name', 'last_name', 'email']
    .map((column) => `${column}.ilike.${quoted}`)
    .join(',');
}

/**
 * The sort's columns before `readPage`'s: a name is the first then the last name; any sort
 * but the newest falls back to the newest first. `readPage` adds the last column (the name's
 * last name, the date) and the id that breaks ties.
 */
function sortColumns({ key, direction }: SortState<UserSortKey>): {
  first: [column: string, ascending: boolean][];
  last: SortState;
} {
  const ascending = direction === 'asc';
  switch (key) {
    case 'name':
      return { first: [['first_name', ascending]], last: { key: 'last_name', direction } };
    case 'created_at':
      return { first: [], last: { key, direction } };
    default:
      return { first: [[key, ascending]], last: { key: 'created_at', direction: 'desc' } };
  }
}

/**
 * One page of the profiles the URL describes (RLS: admins read every profile): the search in
 * the names and email, `membership` (a membership type) and `role` ('customer', 'staff' or 'admin'); a
 * value the list doesn't know is ignored. `count`: with the exact total (the CSV's pages go
 * without).
 */
export async function getUsersPage(
  client: BonisClient,
  { q, filters, sort }: ResourceListQuery<UserSortKey>,
  range: RowRange,
  count = true,
): Promise<ResourcePage<AdminUser>> {
  let request = client
    .from('user_profiles')
    .select(USER_COLUMNS, count ? { count: 'exact' } : undefined);
  const search = searchFilter(q);
  if (search) request = request.or(search);
  const { membership = '', role = '' } = filters;
  if (isMembershipType(membership)) request = request.eq('membership_type', membership);
  if (isUserRole(role)) request = request.eq('role', role);
  const { first, last } = sortColumns(sort);
  for (const [column, ascending] of first) {
    request = request.order(column as keyof UserProfile, { ascending });
  }
  return readPage<AdminUser>(request, last, range);
}
