import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type MembershipType,
  type UserProfile,
} from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import type { RoleFilter } from '../lib/labels';
import { userKeys } from './user-keys';

/** The columns the list, its CSV and the detail dialog show. */
const USER_COLUMNS =
  'id, first_name, last_name, email, phone, birth_date, pet_name, membership_type, membership_expiry, is_admin, total_orders, total_spent, created_at';

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

/** What the list is filtered and sorted by (everything but the page). */
export interface UsersFilter {
  q: string;
  membership: MembershipType | 'all';
  role: RoleFilter;
  sort: SortState<UserSortKey>;
}

/** One page of the list: the filter and the 0-based inclusive row range. */
export interface UsersQuery extends UsersFilter {
  from: number;
  to: number;
}

export interface UsersPage {
  rows: AdminUser[];
  /** rows of the whole filtered list */
  total: number;
}

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

/** The `order` of a sort: columns and directions, with a tie-breaker so pages never overlap. */
function orderOf({ key, direction }: SortState<UserSortKey>): [string, boolean][] {
  const ascending = direction === 'asc';
  switch (key) {
    case 'name':
      return [
        ['first_name', ascending],
        ['last_name', ascending],
        ['id', true],
      ];
    case 'created_at':
      return [
        ['created_at', ascending],
        ['id', true],
      ];
    default:
      return [
        [key, ascending],
        ['created_at', false],
        ['id', true],
      ];
  }
}

function selectUsers(client: BonisClient, filter: UsersFilter, withCount: boolean) {
  let query = client
    .from('user_profiles')
    .select(USER_COLUMNS, withCount ? { count: 'exact' } : undefined);
  const search = searchFilter(filter.q);
  if (search) query = query.or(search);
  if (filter.membership !== 'all') query = query.eq('membership_type', filter.membership);
  if (filter.role !== 'all') query = query.eq('is_admin', filter.role === 'admin');
  for (const [column, ascending] of orderOf(filter.sort)) {
    query = query.order(column as keyof UserProfile, { ascending });
  }
  return query;
}

/** One page of the filtered, sorted list with the exact total (RLS: admins read every profile). */
export async function getUsers(client: BonisClient, query: UsersQuery): Promise<UsersPage> {
  const { data, error, count } = await selectUsers(client, query, true).range(query.from, query.to);
  if (error) throw error;
  const rows: AdminUser[] = data ?? [];
  return { rows, total: count ?? rows.length };
}

/** Rows `from`..`to` of the filtered list without a count: the CSV export's pages. */
export async function getUsersRange(
  client: BonisClient,
  filter: UsersFilter,
  from: number,
  to: number,
): Promise<AdminUser[]> {
  const { data, error } = await selectUsers(client, filter, false).range(from, to);
  if (error) throw error;
  const rows: AdminUser[] = data ?? [];
  return rows;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(getSupabase(), query),
    // the table keeps the last page on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
