import type { BonisClient } from '@bonis/supabase-client';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_SELECT,
  AUDITED_TABLES,
  filterDays,
  likePattern,
  readPage,
  toAuditEntry,
  type AuditEntry,
  type AuditLogRow,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
} from '../../../components/admin-kit';

const isOneOf = (values: readonly string[], value: string | undefined): value is string =>
  value !== undefined && values.includes(value);

/**
 * One page of the admins' activity (`audit_log`) as the URL describes it: `table` (an audited
 * table), `action` (insert|update|delete), `from`/`to` (Bogotá days, both included) and the
 * search in the admin's email; a value the list doesn't know is ignored. Newest (or oldest)
 * first, the id breaking ties the same way.
 */
export async function getActivityPage(
  client: BonisClient,
  { q, filters, sort }: ResourceListQuery<'occurred_at'>,
  range: RowRange,
): Promise<ResourcePage<AuditEntry>> {
  let request = client.from('audit_log').select(AUDIT_LOG_SELECT, { count: 'exact' });
  if (isOneOf(AUDITED_TABLES, filters.table)) request = request.eq('table_name', filters.table);
  if (isOneOf(Object.keys(AUDIT_ACTION_LABELS), filters.action)) {
    request = request.eq('action', filters.action);
  }
  request = filterDays(request, 'occurred_at', filters);
  if (q.trim()) request = request.ilike('actor_email', likePattern(q.trim()));
  const page = await readPage<AuditLogRow>(request, sort, range, 'id', undefined, true);
  return { ...page, rows: page.rows.map(toAuditEntry) };
}
