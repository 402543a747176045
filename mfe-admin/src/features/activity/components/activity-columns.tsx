import { Badge, formatDate, type BadgeVariant } from '@bonis/design-system';
import {
  auditActionLabel,
  auditTableLabel,
  formatAuditValue,
  type AdminColumn,
  type AuditEntry,
  type CsvColumn,
} from '../../../components/admin-kit';
import { Muted, Stack } from './activity.styles';

const ACTION_BADGE: Record<string, BadgeVariant> = {
  insert: 'activo',
  update: 'info',
  delete: 'inactivo',
};

/** How many changed field names a row lists before '+N'. */
const FIELDS_SHOWN = 3;

/** 'price, stock_quantity, name +2'. */
export function fieldSummary(entry: AuditEntry): string {
  const fields = Object.keys(entry.changes);
  if (fields.length === 0) return '—';
  const shown = fields.slice(0, FIELDS_SHOWN).join(', ');
  return fields.length > FIELDS_SHOWN ? `${shown} +${fields.length - FIELDS_SHOWN}` : shown;
}

/** A label for the row's checkbox and 'Ver detalle' button. */
export const activityLabel = (entry: AuditEntry) =>
  `${entry.actor_name}, ${formatDate(entry.occurred_at, 'datetime')}`;

export const ACTIVITY_COLUMNS: AdminColumn<AuditEntry>[] = [
  {
    key: 'occurred_at',
    header: 'Fecha',
    sortable: true,
    width: '12rem',
    cell: (entry) => (
      <time dateTime={entry.occurred_at}>{formatDate(entry.occurred_at, 'datetime')}</time>
    ),
  },
  {
    key: 'actor',
    header: 'Administrador',
    cell: (entry) => (
      <Stack>
        <span>{entry.actor_name}</span>
        {entry.actor_email ? <Muted>{entry.actor_email}</Muted> : null}
      </Stack>
    ),
  },
  {
    key: 'action',
    header: 'Acción',
    cell: (entry) => (
      <Badge size="sm" variant={ACTION_BADGE[entry.action] ?? 'neutral'}>
        {auditActionLabel(entry.action)}
      </Badge>
    ),
  },
  { key: 'table_name', header: 'Sección', cell: (entry) => auditTableLabel(entry.table_name) },
  { key: 'row_id', header: 'Registro', cell: (entry) => entry.row_id },
  { key: 'changes', header: 'Campos', cell: (entry) => fieldSummary(entry) },
];

const bogotaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '2026-11-27 15:05:00', Bogotá time: sorts as text and spreadsheets read it as a date. */
export const csvDateTime = (iso: string) => bogotaDateTime.format(new Date(iso));

/** Every change in full, 'campo: antes → después', one per line. */
const changeLines = (entry: AuditEntry) =>
  Object.entries(entry.changes)
    .map(
      ([field, change]) =>
        `${field}: ${formatAuditValue(change.before, 0)} → ${formatAuditValue(change.after, 0)}`,
    )
    .join('\n');

export const ACTIVITY_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Fecha', value: (entry) => csvDateTime(entry.occurred_at) },
  { header: 'Administrador', value: (entry) => entry.actor_name },
  { header: 'Correo', value: (entry) => entry.actor_email },
  { header: 'Acción', value: (entry) => auditActionLabel(entry.action) },
  { header: 'Sección', value: (entry) => auditTableLabel(entry.table_name) },
  { header: 'Tabla', value: (entry) => entry.table_name },
  { header: 'Registro', value: (entry) => entry.row_id },
  { header: 'Cambios', value: changeLines },
];
