import { Badge, type BadgeTone } from '@bonis/design-system';
import {
  NameCell,
  auditActionLabel,
  auditChangeLine,
  auditFieldLabel,
  auditTableLabel,
  formatAuditDateTime,
  isAuditFieldShown,
  shownAuditFields,
  type AdminColumn,
  type AuditEntry,
  type CsvColumn,
} from '../../../components/admin-kit';
import { FieldList } from './activity.styles';

const ACTION_TONES: Readonly<Record<string, BadgeTone>> = {
  insert: 'success',
  update: 'info',
  delete: 'neutral',
};

/** How many changed fields a row names before '+N'. */
const FIELDS_SHOWN = 3;

/** 'Precio de venta, Descripción, Stock +2': the changed fields in Spanish. */
export function fieldSummary(entry: AuditEntry): string {
  const fields = shownAuditFields(entry).map((field) => auditFieldLabel(entry.table_name, field));
  if (fields.length === 0) return '—';
  const shown = fields.slice(0, FIELDS_SHOWN).join(', ');
  return fields.length > FIELDS_SHOWN ? `${shown} +${fields.length - FIELDS_SHOWN}` : shown;
}

/** A label for the row's 'Ver detalle' button. */
export const activityLabel = (entry: AuditEntry) =>
  `${entry.actor_name}, ${formatAuditDateTime(entry.occurred_at)}`;

/**
 * The list's columns, to fit beside the admin's sidebar at 1280 px: when, who, what, where and
 * which fields; the record's id and every value are in the detail.
 */
export const ACTIVITY_COLUMNS: AdminColumn<AuditEntry>[] = [
  {
    key: 'occurred_at',
    header: 'Fecha',
    sortable: true,
    width: '11rem',
    cell: (entry) => (
      <time dateTime={entry.occurred_at}>{formatAuditDateTime(entry.occurred_at)}</time>
    ),
  },
  {
    key: 'actor',
    header: 'Hecho por',
    cell: (entry) => (
      <NameCell name={entry.actor_name} subtitle={entry.actor_email} maxWidth="20ch" />
    ),
  },
  {
    key: 'action',
    header: 'Acción',
    cell: (entry) => (
      <Badge size="sm" tone={ACTION_TONES[entry.action] ?? 'neutral'}>
        {auditActionLabel(entry.action)}
      </Badge>
    ),
  },
  { key: 'table_name', header: 'Sección', cell: (entry) => auditTableLabel(entry.table_name) },
  {
    key: 'changes',
    header: 'Campos',
    cell: (entry) => {
      const summary = fieldSummary(entry);
      return <FieldList title={summary}>{summary}</FieldList>;
    },
  },
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

/** Every change in full, in Spanish ('Estado del pago: Reembolsado → Pagado'), one a line. */
const changeLines = (entry: AuditEntry) =>
  Object.entries(entry.changes)
    .filter(([field]) => isAuditFieldShown(entry.table_name, field))
    .map(([field, change]) => auditChangeLine(entry.table_name, field, change, { max: 0 }))
    .join('\n');

export const ACTIVITY_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Fecha', value: (entry) => csvDateTime(entry.occurred_at) },
  { header: 'Hecho por', value: (entry) => entry.actor_name },
  { header: 'Correo', value: (entry) => entry.actor_email },
  { header: 'Acción', value: (entry) => auditActionLabel(entry.action) },
  { header: 'Sección', value: (entry) => auditTableLabel(entry.table_name) },
  { header: 'Tabla', value: (entry) => entry.table_name },
  { header: 'Registro', value: (entry) => entry.row_id },
  { header: 'Cambios', value: changeLines },
];
