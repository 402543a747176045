import { Button, SkeletonText } from '@bonis/design-system';
import {
  auditActionLabel,
  describeAuditChange,
  formatAuditDateTime,
  isAuditFieldShown,
  type AuditChange,
} from './audit';
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
  /** The audited table: its columns' Spanish names and how their values read. */
  table?: string;
  changes: Readonly<Record<string, AuditChange>> | null | undefined;
  /** Column name → Spanish label, over the audit module's (which name every audited column). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Shorten values to 80 characters (default true). */
  truncate?: boolean;
}

/**
 * The lines of one audit entry, in the screens' words: 'Estado del pago: Reembolsado →
 * Pagado', 'Stock devuelto: (vacío) → 7 dic 2026, 8:55 p. m.', 'Categoría cambiada'.
 */
export function AuditChanges({
  table = '',
  changes,
  fieldLabels,
  truncate = true,
}: AuditChangesProps) {
  const entries = Object.entries(changes ?? {}).filter(([field]) =>
    isAuditFieldShown(table, field),
  );
  if (entries.length === 0) return <Muted>Sin campos modificados</Muted>;
  const options = { max: truncate ? 80 : 0, labels: fieldLabels };
  return (
    <Changes>
      {entries.map(([field, change]) => {
        const words = describeAuditChange(table, field, change, options);
        return (
          <li key={field}>
            {'changed' in words ? (
              <strong>{words.changed}</strong>
            ) : (
              <>
                <strong>{words.label}</strong>: <span>{words.before}</span> →{' '}
                <span>{words.after}</span>
              </>
            )}
          </li>
        );
      })}
    </Changes>
  );
}

export interface AuditTrailProps {
  /** The audited table, e.g. 'products'. */
  table: string;
  /** The record's id (as text). */
  rowId: string;
  /** Column name → Spanish label, over the audit module's. */
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
              <time dateTime={entry.occurred_at}>{formatAuditDateTime(entry.occurred_at)}</time>
            </EntryHead>
            <AuditChanges table={table} changes={entry.changes} fieldLabels={fieldLabels} />
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
