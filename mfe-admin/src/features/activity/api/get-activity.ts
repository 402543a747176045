import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { toAuditEntry, type AuditEntry } from '../../../components/admin-kit';

/** The filters of the activity list, as read from the URL (see use-activity-params). */
export interface ActivityFilters {
  /** An audited table, or '' for all. */
  table: string;
  /** 'insert' | 'update' | 'delete', or '' for all. */
  action: string;
  /** First day (YYYY-MM-DD, Bogotá), or ''. */
  from: string;
  /** Last day, included (YYYY-MM-DD, Bogotá), or ''. */
  to: string;
  /** Part of the admin's email, or ''. */
  q: string;
}

export interface ActivityListQuery extends ActivityFilters {
  /** By occurred_at. */
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface ActivityPage {
  rows: AuditEntry[];
  /** Exact count of the filtered list. */
  total: number;
}

export const ACTIVITY_COLUMNS =
  'id, occurred_at, actor_id, actor_name, actor_email, table_name, row_id, action, changes';

/** Bogotá is UTC-5 all year (no daylight saving). */
const BOGOTA_OFFSET = '-05:00';

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** `%`, `_` and `\` typed by the admin match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The filtered `audit_log` select (no order or range yet). */
function filtered(client: BonisClient, filters: ActivityFilters, count: boolean) {
  let query = client
    .from('audit_log')
    .select(ACTIVITY_COLUMNS, count ? { count: 'exact' } : undefined);
  if (filters.table) query = query.eq('table_name', filters.table);
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.from) query = query.gte('occurred_at', `${filters.from}T00:00:00${BOGOTA_OFFSET}`);
  if (filters.to) {
    query = query.lt('occurred_at', `${nextDay(filters.to)}T00:00:00${BOGOTA_OFFSET}`);
  }
  if (filters.q) query = query.ilike('actor_email', `%${escapeLike(filters.q)}%`);
  return query;
}

/** One page of the admins' activity, newest (or oldest) first, with the exact total. */
export async function getActivity(
  client: BonisClient,
  { direction, page, pageSize, ...filters }: ActivityListQuery,
): Promise<ActivityPage> {
  const from = (page - 1) * pageSize;
  const { data, error, count } = await filtered(client, filters, true)
    .order('occurred_at', { ascending: direction === 'asc' })
    .order('id', { ascending: direction === 'asc' })
    .range(from, from + pageSize - 1);
  if (error) throw error;
  return { rows: (data ?? []).map(toAuditEntry), total: count ?? 0 };
}

/** Rows `from`..`to` of the filtered list, for the CSV export. */
export async function getActivityRange(
  client: BonisClient,
  filters: ActivityFilters,
  direction: 'asc' | 'desc',
  from: number,
  to: number,
): Promise<AuditEntry[]> {
  const { data, error } = await filtered(client, filters, false)
    .order('occurred_at', { ascending: direction === 'asc' })
    .order('id', { ascending: direction === 'asc' })
    .range(from, to);
  if (error) throw error;
  return (data ?? []).map(toAuditEntry);
}

export const activityKeys = {
  all: ['admin', 'activity'] as const,
  list: (query: ActivityListQuery) => [...activityKeys.all, 'list', query] as const,
};

export const activityQueryOptions = (query: ActivityListQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: () => getActivity(getSupabase(), query),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export function useActivity(query: ActivityListQuery) {
  return useQuery(activityQueryOptions(query));
}
