/**
 * For tests only: a row of `audit_log` as the history reads it — an update by Ana Gómez unless
 * `more` says otherwise.
 */
export function auditEntry(
  id: number,
  table: string,
  rowId: string,
  changes: Readonly<Record<string, { before: unknown; after: unknown }>>,
  more: Partial<{
    occurred_at: string;
    action: string;
    actor_id: string;
    actor_name: string;
    actor_email: string | null;
  }> = {},
) {
  return {
    id,
    occurred_at: '2026-11-27T20:05:00Z',
    actor_id: 'admin-1',
    actor_name: 'Ana Gómez',
    actor_email: 'ana@bonis.co',
    table_name: table,
    row_id: rowId,
    action: 'update',
    changes,
    ...more,
  };
}
