import { useMemo, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TABLE_LABELS,
  AUDITED_TABLES,
  ResourceList,
  defineResource,
  type AuditEntry,
} from '../../../components/admin-kit';
import { getActivityPage } from '../api/get-activity';
import { ACTIVITY_COLUMNS, ACTIVITY_CSV_COLUMNS, activityLabel } from './activity-columns';
import { ActivityDetailDialog } from './activity-detail-dialog';

const TABLE_OPTIONS = [
  { value: '', label: 'Todas las secciones' },
  ...AUDITED_TABLES.map((table) => ({ value: table, label: AUDIT_TABLE_LABELS[table] })).sort(
    (a, b) => a.label.localeCompare(b.label, 'es-CO'),
  ),
];

const ACTION_OPTIONS = [
  { value: '', label: 'Todas las acciones' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * Every change the back office made (audit_log): admins' and staff's ('Personal') edits, and the
 * operations of its functions (a redemption delivered, a gift resent or voided, points adjusted,
 * a bonus voided or extended, an order shipped); newest first, filtered by section, action,
 * dates and the email of who made it (all in the URL), exportable as CSV.
 */
export const activity = defineResource<AuditEntry, 'occurred_at'>({
  queryKey: ['admin', 'activity'],
  table: 'audit_log',
  fetchPage: getActivityPage,
  sorts: ['occurred_at'],
  defaultSort: { key: 'occurred_at', direction: 'desc' },
  filters: [
    { name: 'table', label: 'Sección', options: TABLE_OPTIONS },
    { name: 'action', label: 'Acción', options: ACTION_OPTIONS },
  ],
  dateRange: true,
  columns: ACTIVITY_COLUMNS,
  csv: ACTIVITY_CSV_COLUMNS,
  getRowId: (entry) => String(entry.id),
  getRowLabel: activityLabel,
  intro:
    'Los cambios que el equipo de la tienda (administradores y personal) hace en productos, pedidos, usuarios, canjes, regalos, puntos, bonos y demás secciones: quién, cuándo y qué cambió.',
  texts: {
    caption: 'Actividad del equipo',
    loadError: 'No se pudo cargar la actividad',
    empty: 'Todavía no hay actividad registrada',
    emptyFiltered: 'No hay actividad con estos filtros',
    search: { label: 'Buscar por correo de quien hizo el cambio', placeholder: 'ana@bonis.co' },
    csvFileName: 'actividad',
    clearFilters: 'Limpiar filtros',
  },
});

/** /admin/activity: the activity list; a row opens the whole change list. */
export function ActivityPage() {
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const resource = useMemo(() => ({ ...activity, onRowOpen: setOpened }), []);
  return (
    <>
      <ResourceList resource={resource} />
      <ActivityDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
