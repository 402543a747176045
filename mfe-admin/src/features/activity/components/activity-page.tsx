import { useId, useState } from 'react';
import { Button, Select, TextField } from '@bonis/design-system';
import { getSupabase } from '@bonis/supabase-client';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TABLE_LABELS,
  AUDITED_TABLES,
  AdminTable,
  CsvExportButton,
  ListToolbar,
  type AuditEntry,
} from '../../../components/admin-kit';
import { getActivityRange, useActivity } from '../api/get-activity';
import { useActivityParams } from '../hooks/use-activity-params';
import { ACTIVITY_COLUMNS, ACTIVITY_CSV_COLUMNS, activityLabel } from './activity-columns';
import { ActivityDetailDialog } from './activity-detail-dialog';
import { Filter, Intro } from './activity.styles';

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
 * /admin/activity: every change an admin made through the back office (audit_log), newest
 * first, filtered by section, action, dates and the admin's email, exportable as CSV; a row
 * opens the whole change list.
 */
export function ActivityPage() {
  const { params, filters, filtering } = useActivityParams();
  const ids = { table: useId(), action: useId(), from: useId(), to: useId() };
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const direction = params.sort.direction;
  const { data, isPending, isError, refetch } = useActivity({
    ...filters,
    direction,
    page: params.page,
    pageSize: params.pageSize,
  });

  return (
    <>
      <Intro>
        Los cambios que los administradores hacen en productos, pedidos, usuarios y demás secciones:
        quién, cuándo y qué cambió.
      </Intro>
      <ListToolbar
        search={{
          value: params.q,
          onChange: params.setSearch,
          label: 'Buscar por correo del administrador',
          placeholder: 'ana@bonis.co',
        }}
        filters={
          <>
            <Filter>
              <label htmlFor={ids.table}>Sección</label>
              <Select
                id={ids.table}
                value={filters.table}
                options={TABLE_OPTIONS}
                onChange={(event) => params.setFilter('table', event.target.value)}
              />
            </Filter>
            <Filter>
              <label htmlFor={ids.action}>Acción</label>
              <Select
                id={ids.action}
                value={filters.action}
                options={ACTION_OPTIONS}
                onChange={(event) => params.setFilter('action', event.target.value)}
              />
            </Filter>
            <Filter>
              <label htmlFor={ids.from}>Desde</label>
              <TextField
                id={ids.from}
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => params.setFilter('from', event.target.value)}
              />
            </Filter>
            <Filter>
              <label htmlFor={ids.to}>Hasta</label>
              <TextField
                id={ids.to}
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(event) => params.setFilter('to', event.target.value)}
              />
            </Filter>
            {filtering ? (
              <Button variant="ghost" onClick={params.reset}>
                Limpiar filtros
              </Button>
            ) : null}
          </>
        }
        actions={
          <CsvExportButton
            fileName="actividad"
            columns={ACTIVITY_CSV_COLUMNS}
            disabled={!data || data.total === 0}
            fetchPage={(from, to) => getActivityRange(getSupabase(), filters, direction, from, to)}
          />
        }
      />
      <AdminTable
        caption="Actividad de los administradores"
        columns={ACTIVITY_COLUMNS}
        rows={data?.rows ?? []}
        total={data?.total ?? 0}
        loading={isPending}
        error={isError ? 'No se pudo cargar la actividad' : null}
        onRetry={() => void refetch()}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={activityLabel}
        page={params.page}
        pageSize={params.pageSize}
        onPageChange={params.setPage}
        onPageSizeChange={params.setPageSize}
        sort={params.sort}
        onSortChange={(sort) => params.setSort({ key: 'occurred_at', direction: sort.direction })}
        emptyMessage={
          filtering ? 'No hay actividad con estos filtros' : 'Todavía no hay actividad registrada'
        }
        onRowOpen={setOpened}
      />
      <ActivityDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
