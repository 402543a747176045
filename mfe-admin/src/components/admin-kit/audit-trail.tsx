import { Button, SkeletonText, formatDate } from '@bonis/design-system';
import { auditActionLabel, formatAuditValue, type AuditChange } from './audit';
import {
  Changes,
  Entries,
  Entry,
  EntryHead,
  ErrorText,
  Muted,
  Trail,
  TrailHeading,
} from './admin-kit.styles';
import { useAuditTrail } from './get-audit-trail';
import { useId } from 'react';

export interface AuditChangesProps {
  changes: Readonly<Record<string, AuditChange>> | null | undefined;
  /** Column name → Spanish label; unlisted columns show their name. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Shorten values to 80 characters (default true). */
  truncate?: boolean;
}

/** The 'campo: antes → después' lines of one audit entry. */
export function AuditChanges({ changes, fieldLabels, truncate = true }: AuditChangesProps) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <Muted>Sin campos modificados</Muted>;
  const max = truncate ? 80 : 0;
  return (
    <Changes>
      {entries.map(([field, change]) => (
        <li key={field}>
          <strong>{fieldLabels?.[field] ?? field}</strong>:{' '}
          <span>{formatAuditValue(change?.before ?? null, max)}</span> →{' '}
          <span>{formatAuditValue(change?.after ?? null, max)}</span>
        </li>
      ))}
    </Changes>
  );
}

export interface AuditTrailProps {
  /** The audited table, e.g. 'products'. */
  table: string;
  /** The record's id (as text). */
  rowId: string;
  /** Column name → Spanish label; unlisted columns show their name. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** The section's heading (an h3). Default 'Historial de cambios'. */
  title?: string;
}

/**
 * A record's change history, for detail dialogs: the 50 newest `audit_log` entries of
 * `table` + `rowId`, each with who, when (es-CO, Bogotá time), what ('Creó', 'Modificó',
 * 'Eliminó') and the changed fields as 'campo: antes → después'.
 */
export function AuditTrail({
  table,
  rowId,
  fieldLabels,
  title = 'Historial de cambios',
}: AuditTrailProps) {
  const headingId = useId();
  const { data, isPending, isError, refetch, isFetching } = useAuditTrail(table, rowId);

  let body;
  if (isPending) {
    body = (
      <div aria-hidden="true">
        <SkeletonText lines={3} />
      </div>
    );
  } else if (isError) {
    body = (
      <div>
        <ErrorText role="alert">No se pudo cargar el historial de cambios</ErrorText>
        <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (data.length === 0) {
    body = <Muted>Sin cambios registrados</Muted>;
  } else {
    body = (
      <Entries>
        {data.map((entry) => (
          <Entry key={entry.id}>
            <EntryHead>
              <strong>{entry.actor_name || 'Administrador'}</strong>{' '}
              {auditActionLabel(entry.action)} ·{' '}
              <time dateTime={entry.occurred_at}>{formatDate(entry.occurred_at, 'datetime')}</time>
            </EntryHead>
            <AuditChanges changes={entry.changes} fieldLabels={fieldLabels} />
          </Entry>
        ))}
      </Entries>
    );
  }

  return (
    <Trail aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <TrailHeading id={headingId}>{title}</TrailHeading>
      {body}
    </Trail>
  );
}
