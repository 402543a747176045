import { Modal } from '@bonis/design-system';
import {
  AuditChanges,
  auditActionLabel,
  auditTableLabel,
  formatAuditDateTime,
  type AuditEntry,
} from '../../../components/admin-kit';
import { Facts, SectionTitle } from './activity.styles';

export interface ActivityDetailDialogProps {
  /** The entry shown; null keeps the dialog closed. */
  entry: AuditEntry | null;
  onClose: () => void;
}

/** One audit entry in full: who, when, what, and every changed field with whole values. */
export function ActivityDetailDialog({ entry, onClose }: ActivityDetailDialogProps) {
  return (
    <Modal open={entry !== null} onClose={onClose} title="Detalle de la actividad" size="lg">
      {entry ? (
        <>
          <Facts>
            <dt>Hecho por</dt>
            <dd>{entry.actor_name}</dd>
            <dt>Correo</dt>
            <dd>{entry.actor_email ?? '—'}</dd>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={entry.occurred_at}>{formatAuditDateTime(entry.occurred_at)}</time>
            </dd>
            <dt>Acción</dt>
            <dd>{auditActionLabel(entry.action)}</dd>
            <dt>Sección</dt>
            <dd>
              {auditTableLabel(entry.table_name)} ({entry.table_name})
            </dd>
            <dt>Registro</dt>
            <dd>{entry.row_id}</dd>
          </Facts>
          <SectionTitle>Cambios</SectionTitle>
          <AuditChanges table={entry.table_name} changes={entry.changes} truncate={false} />
        </>
      ) : null}
    </Modal>
  );
}
