import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { AUDIT_LOG_SELECT, toAuditEntry, type AuditEntry } from './audit';

/** How many entries a record's history shows (the newest). */
export const AUDIT_TRAIL_LIMIT = 50;

/** A record's newest changes from `audit_log` (admins read it; triggers write it). */
export async function getAuditTrail(
  client: BonisClient,
  table: string,
  rowId: string,
): Promise<AuditEntry[]> {
  const { data, error } = await client
    .from('audit_log')
    .select(AUDIT_LOG_SELECT)
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(AUDIT_TRAIL_LIMIT);
  if (error) throw error;
  return (data ?? []).map(toAuditEntry);
}

export const auditTrailKeys = {
  all: ['admin', 'audit-trail'] as const,
  record: (table: string, rowId: string) => [...auditTrailKeys.all, table, rowId] as const,
};

export const auditTrailQueryOptions = (table: string, rowId: string) =>
  queryOptions({
    queryKey: auditTrailKeys.record(table, rowId),
    queryFn: () => getAuditTrail(getSupabase(), table, rowId),
  });

export function useAuditTrail(table: string, rowId: string) {
  return useQuery(auditTrailQueryOptions(table, rowId));
}
