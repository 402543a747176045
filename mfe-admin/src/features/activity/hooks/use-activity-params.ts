import {
  AUDIT_ACTION_LABELS,
  AUDITED_TABLES,
  useListParams,
  type AuditAction,
} from '../../../components/admin-kit';
import type { ActivityFilters } from '../api/get-activity';

/**
 * The URL parameters of /admin/activity: `table` (an audited table), `action`
 * (insert|update|delete), `from` and `to` (YYYY-MM-DD, Bogotá days, both included), `q` (the
 * admin's email), and the kit's `page`, `size` and `sort` (occurred_at.asc|desc).
 */
export const ACTIVITY_FILTER_DEFAULTS = { table: '', action: '', from: '', to: '' };

const ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** A real calendar day written YYYY-MM-DD, else ''. */
export function validDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/** The list's state from the URL; unknown tables, actions and dates read as no filter. */
export function useActivityParams() {
  const params = useListParams<typeof ACTIVITY_FILTER_DEFAULTS, 'occurred_at'>({
    sort: { key: 'occurred_at', direction: 'desc' },
    pageSize: 20,
    filters: ACTIVITY_FILTER_DEFAULTS,
    allowedSorts: ['occurred_at'],
  });
  const { table, action, from, to } = params.filters;
  const filters: ActivityFilters = {
    table: (AUDITED_TABLES as readonly string[]).includes(table) ? table : '',
    action: (ACTIONS as string[]).includes(action) ? action : '',
    from: validDay(from),
    to: validDay(to),
    q: params.q,
  };
  const filtering = Object.values(filters).some(Boolean);
  return { params, filters, filtering };
}
