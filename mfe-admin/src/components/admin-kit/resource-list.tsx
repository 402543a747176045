import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Button, ConfirmDialog, EmptyState, Select, TextField } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { can, readOnlyNotice, useBackOfficeRole, type Permission } from '../../lib/permissions';
import { AdminTable } from './admin-table';
import { BulkBar, type BulkAction } from './bulk-bar';
import { CsvExportButton } from './csv-export-button';
import { errorMessage } from './error-message';
import { auditTrailKeys } from './get-audit-trail';
import { ListToolbar } from './list-toolbar';
import type {
  Resource,
  ResourceFilter,
  ResourceListQuery,
  ResourceRowCommand,
  RowRange,
} from './resource';
import { ResourceCardList } from './resource-card-list';
import { ResourceFormDialog } from './resource-form-dialog';
import {
  CellWithActions,
  FilterField,
  ListIntro,
  ListRegion,
  ListStack,
  ReadOnlyNote,
  RowActions,
} from './resource.styles';
import { SOFT_DELETE_TABLES, type SoftDeleteTable } from './soft-delete';
import type { AdminColumn, SortState } from './types';
import { useListParams } from './use-list-params';
import { useListSelection } from './use-list-selection';
import { useLoadErrorToast } from './use-load-error-toast';
import { useRealtimeInvalidate } from './use-realtime-invalidate';
import { useUndoableDelete } from './use-undoable-delete';

const ACTIONS_COLUMN = 'actions';
/** A resource's `dateRange` fields. */
const DATE_RANGE = [
  { name: 'from', label: 'Desde' },
  { name: 'to', label: 'Hasta' },
] as const;
/** Bulk activate/deactivate and delete failures without a Spanish message of the database's. */
export const BULK_UPDATE_ERROR = 'No se pudieron actualizar los registros seleccionados';

const isSoftDeleteTable = (table: string): table is SoftDeleteTable =>
  (SOFT_DELETE_TABLES as readonly string[]).includes(table);

/** The query key of one page of a resource's list. */
export const resourceListKey = (
  queryKey: readonly unknown[],
  query: ResourceListQuery,
  range: RowRange,
) => [...queryKey, 'list', query, range] as const;

export const resourcePageQueryOptions = <Row, Sort extends string>(
  resource: Pick<Resource<Row, Sort>, 'queryKey' | 'fetchPage'>,
  query: ResourceListQuery<Sort>,
  range: RowRange,
) =>
  queryOptions({
    queryKey: resourceListKey(resource.queryKey, query, range),
    queryFn: () => resource.fetchPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

/** Sets `is_active` of rows of `table` by id; returns how many rows changed (RLS: admins). */
export async function setRowsActive(
  client: BonisClient,
  table: string,
  ids: readonly string[],
  active: boolean,
): Promise<number> {
  // every table a list activates has `id` and `is_active`; the generated types can't say so
  // for a table named at run time, so the builder is typed as one of them
  const { data, error } = await client
    .from(table as 'shipping_rates')
    .update({ is_active: active })
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  return data.length;
}

const NO_OPTIONS: ResourceFilter['options'] = [];
const noOptions = () => NO_OPTIONS;

/** A filter's select, with the options its `useOptions` reads (a hook, there or not for good). */
function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ResourceFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { useOptions = noOptions } = filter;
  const more = useOptions(value);
  return (
    <FilterField>
      {filter.label}
      <Select
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={more.length > 0 ? [...filter.options, ...more] : filter.options}
      />
    </FilterField>
  );
}

export interface ResourceListProps<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session = undefined,
> {
  resource: Resource<Row, Sort, Input, Values, Session>;
  /** Between the toolbar and the table (a summary of the list, say). */
  aside?: ReactNode;
  /** More buttons in the toolbar, before 'Exportar CSV'. */
  actions?: ReactNode;
  /** Whether 'Exportar CSV' is disabled (default: when the list is empty). */
  csvDisabled?: boolean;
}

/**
 * A resource's list screen, from its declaration: the intro, the toolbar (search, filters, CSV
 * export, 'Nuevo…'), the bulk bar ('Activar', 'Desactivar', 'Eliminar'), the server-sorted and
 * paged table with each row's actions, the create/edit dialog (with the row's history), and
 * the delete confirmation; deletes are soft with 'Deshacer'. Search, filters, sort and page
 * are in the URL, so a filtered list is a link. The buttons of a change the signed-in role may
 * not make (`resource.permissions`) are left out; a role that may change nothing is told the
 * list is read-only.
 */
export function ResourceList<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session = undefined,
>({ resource, aside, actions, csvDisabled }: ResourceListProps<Row, Sort, Input, Values, Session>) {
  const { texts } = resource;
  const role = useBackOfficeRole();
  const allowed = (permission: Permission | undefined) =>
    permission === undefined || can(role, permission);
  const { permissions } = resource;
  const mayEdit = allowed(permissions?.edit);
  const mayActivate = allowed(permissions?.activate ?? permissions?.edit);
  const mayDelete = allowed(permissions?.delete ?? 'records.delete');
  // the form (create and edit) only for a role that may use it
  const form = mayEdit ? resource.form : undefined;
  const rowCommands = resource.rowCommands?.filter((run) =>
    allowed(run.permission ?? permissions?.edit),
  );
  const rowActions = resource.rowActions?.filter((action) => allowed(action.permission));
  const activatable = Boolean(resource.activatable) && mayActivate;
  const queryClient = useQueryClient();
  const filterDefaults = useMemo(
    () =>
      Object.fromEntries([
        ...(resource.filters ?? []).map((filter) => [filter.name, filter.options[0]?.value ?? '']),
        ...(resource.dateRange ? DATE_RANGE.map((field) => [field.name, '']) : []),
      ]) as Record<string, string>,
    [resource.filters, resource.dateRange],
  );
  const list = useListParams<Record<string, string>, Sort>({
    sort: resource.defaultSort,
    filters: filterDefaults,
    allowedSorts: resource.sorts,
    pageSize: resource.pageSize,
  });
  const query = useMemo<ResourceListQuery<Sort>>(
    () => ({ q: list.q, filters: list.filters, sort: list.sort }),
    [list.q, list.filters, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useQuery(
    resourcePageQueryOptions(resource, query, list.range),
  );
  useLoadErrorToast(errorUpdatedAt, texts.loadError);
  useRealtimeInvalidate({
    channel: `admin-${resource.table}`,
    table: resource.table,
    queryKey: resource.queryKey,
    enabled: resource.live === true,
  });

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<readonly Row[] | null>(null);

  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: resource.queryKey }),
    [queryClient, resource.queryKey],
  );
  const softDeletable =
    isSoftDeleteTable(resource.table) && Boolean(resource.deletable) && mayDelete;
  const { remove, hiddenIds } = useUndoableDelete({
    table: isSoftDeleteTable(resource.table) ? resource.table : 'products',
    errorMessage: texts.deleteError ?? BULK_UPDATE_ERROR,
    onSettled: invalidate,
  });
  const canDelete = (row: Row) =>
    softDeletable && (typeof resource.deletable === 'function' ? resource.deletable(row) : true);

  const setActive = useMutation({
    mutationFn: ({ ids, active }: { ids: readonly string[]; active: boolean }) =>
      setRowsActive(getSupabase(), resource.table, ids, active),
    onSettled: invalidate,
  });
  const bulkSetActive = (active: boolean) =>
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: (active ? texts.activated : texts.deactivated) ?? '',
            description: texts.count?.(changed),
            tone: 'success',
          });
        },
        onError: (error) =>
          bus.getState().toastRequested({
            title: errorMessage(
              error,
              texts.bulkError ?? resource.form?.saveError ?? BULK_UPDATE_ERROR,
            ),
            tone: 'error',
          }),
      },
    );

  const command = useMutation({
    mutationFn: ({ run, row }: { run: ResourceRowCommand<Row>; row: Row }) =>
      run.run(getSupabase(), row),
    onSettled: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: auditTrailKeys.all })]),
  });
  const runCommand = (run: ResourceRowCommand<Row>, row: Row) =>
    command.mutate(
      { run, row },
      {
        onSuccess: () => bus.getState().toastRequested({ ...run.done(row), tone: 'success' }),
        onError: (error) =>
          bus.getState().toastRequested({ title: errorMessage(error, run.error), tone: 'error' }),
      },
    );
  const commandBusy = (run: ResourceRowCommand<Row>, row: Row) =>
    command.isPending &&
    command.variables.run === run &&
    resource.getRowId(command.variables.row) === resource.getRowId(row);

  const deleteRows = (rows: readonly Row[]) => {
    const ids = rows.map(resource.getRowId);
    setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
    const only = rows.length === 1 ? rows[0] : undefined;
    remove(ids, only ? resource.getRowLabel(only) : texts.count?.(rows.length));
  };
  const askDelete = (rows: readonly Row[]) => {
    if (texts.confirmDelete) setDeleting(rows);
    else deleteRows(rows);
  };

  const rows = (data?.rows ?? []).filter((row) => !hiddenIds.includes(resource.getRowId(row)));
  const total = Math.max(0, (data?.total ?? 0) - ((data?.rows.length ?? 0) - rows.length));

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = resource.sorts.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort, resource.sorts],
  );

  const hasRowActions =
    Boolean(form) ||
    softDeletable ||
    (rowActions?.length ?? 0) > 0 ||
    (rowCommands?.length ?? 0) > 0;
  const columns = useMemo<AdminColumn<Row>[]>(() => {
    const base = resource.columns.map((column) =>
      column.key === resource.columns[0]?.key && resource.isInactive
        ? {
            ...column,
            cell: (row: Row) => (
              <span data-inactive={resource.isInactive?.(row) ? '' : undefined}>
                {column.cell(row)}
              </span>
            ),
          }
        : column,
    );
    if (!hasRowActions) return base;
    const actionsColumn: AdminColumn<Row> = {
      key: ACTIONS_COLUMN,
      header: 'Acciones',
      align: 'end',
      cell: (row) => {
        const label = resource.getRowLabel(row);
        return (
          <RowActions>
            {rowCommands
              ?.filter((run) => !run.hidden?.(row))
              .map((run) => (
                <Button
                  key={run.label}
                  size="sm"
                  variant={run.variant ?? 'secondary'}
                  aria-label={`${run.label} ${label}`}
                  loading={commandBusy(run, row)}
                  onClick={() => runCommand(run, row)}
                >
                  {run.label}
                </Button>
              ))}
            {rowActions
              ?.filter((action) => !action.hidden?.(row))
              .map((action) => (
                <Button
                  key={action.label}
                  size="sm"
                  variant="secondary"
                  aria-label={`${action.label} ${label}`}
                  onClick={() => action.onClick(row)}
                >
                  {action.label}
                </Button>
              ))}
            {form ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${form.editLabel ?? 'Editar'} ${label}`}
                onClick={() => setEditing({ row })}
              >
                {form.editLabel ?? 'Editar'}
              </Button>
            ) : null}
            {canDelete(row) ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Eliminar ${label}`}
                title={resource.deleteDisabled?.(row) ?? undefined}
                disabled={Boolean(resource.deleteDisabled?.(row))}
                onClick={() => askDelete([row])}
              >
                Eliminar
              </Button>
            ) : null}
          </RowActions>
        );
      },
    };
    const host = resource.cards ? undefined : resource.actionsIn;
    if (!host) return [...base, actionsColumn];
    return base.map((column) =>
      column.key === host
        ? {
            ...column,
            cell: (row: Row) => (
              <CellWithActions>
                {column.cell(row)}
                {actionsColumn.cell(row)}
              </CellWithActions>
            ),
          }
        : column,
    );
    // askDelete, canDelete and runCommand read only the resource, the role and stable setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, role, hasRowActions, softDeletable, command.isPending, command.variables]);

  const selectedRows = rows.filter((row) => selectedIds.includes(resource.getRowId(row)));
  const bulkActions: BulkAction[] = [];
  if (activatable) {
    bulkActions.push(
      { label: 'Activar', onClick: () => bulkSetActive(true), disabled: setActive.isPending },
      { label: 'Desactivar', onClick: () => bulkSetActive(false), disabled: setActive.isPending },
    );
  }
  const canBulkDelete = (row: Row) => canDelete(row) && !resource.deleteDisabled?.(row);
  if (softDeletable && selectedRows.length > 0 && selectedRows.every(canBulkDelete)) {
    bulkActions.push({ label: 'Eliminar', tone: 'danger', onClick: () => askDelete(selectedRows) });
  }

  const filtered =
    Boolean(list.q) ||
    Object.entries(list.filters).some(([name, value]) => value !== (filterDefaults[name] ?? ''));
  const confirm = texts.confirmDelete;
  // a role that may change nothing here (the declaration says who may)
  const readOnly =
    permissions !== undefined &&
    !form &&
    !activatable &&
    !softDeletable &&
    (rowCommands?.length ?? 0) === 0 &&
    Boolean(resource.form || resource.activatable || resource.deletable || resource.rowCommands);
  const deletingOne = deleting?.length === 1 ? deleting[0] : undefined;

  return (
    <ListStack>
      {resource.intro ? <ListIntro>{resource.intro}</ListIntro> : null}
      {readOnly ? <ReadOnlyNote>{readOnlyNotice(role)}</ReadOnlyNote> : null}
      <ListToolbar
        search={
          texts.search
            ? {
                value: list.q,
                onChange: list.setSearch,
                label: texts.search.label,
                placeholder: texts.search.placeholder,
              }
            : undefined
        }
        filters={
          resource.filters?.length || resource.sortOptions?.length || resource.dateRange ? (
            <>
              {resource.filters?.map((filter) => (
                <FilterSelect
                  key={filter.name}
                  filter={filter}
                  value={list.filters[filter.name] ?? ''}
                  onChange={(value) => list.setFilter(filter.name, value)}
                />
              ))}
              {resource.sortOptions?.length ? (
                <FilterField>
                  Ordenar por
                  <Select
                    size="sm"
                    value={`${list.sort.key}.${list.sort.direction}`}
                    onChange={(event) => {
                      const value = event.target.value;
                      const dot = value.lastIndexOf('.');
                      onSortChange({
                        key: value.slice(0, dot),
                        direction: value.slice(dot + 1) === 'asc' ? 'asc' : 'desc',
                      });
                    }}
                    options={resource.sortOptions}
                  />
                </FilterField>
              ) : null}
              {resource.dateRange
                ? DATE_RANGE.map((field) => (
                    <FilterField key={field.name}>
                      {field.label}
                      <TextField
                        size="sm"
                        type="date"
                        value={list.filters[field.name] ?? ''}
                        // each day bounds the other: 'Desde' ≤ 'Hasta'
                        min={field.name === 'to' ? list.filters.from || undefined : undefined}
                        max={field.name === 'from' ? list.filters.to || undefined : undefined}
                        onChange={(event) => list.setFilter(field.name, event.target.value)}
                      />
                    </FilterField>
                  ))
                : null}
            </>
          ) : undefined
        }
        actions={
          <>
            {filtered && texts.clearFilters ? (
              <Button variant="secondary" onClick={list.reset}>
                {texts.clearFilters}
              </Button>
            ) : null}
            {actions}
            {resource.csv && texts.csvFileName ? (
              <CsvExportButton
                fileName={texts.csvFileName}
                columns={resource.csv}
                fetchPage={(from, to) =>
                  resource.csvRows
                    ? resource.csvRows(getSupabase(), query, { from, to })
                    : resource
                        .fetchPage(getSupabase(), query, { from, to })
                        .then((page) => page.rows)
                }
                label={texts.csvLabel}
                successMessage={texts.csvExported}
                disabled={csvDisabled ?? total === 0}
              />
            ) : null}
            {form && texts.create ? (
              <Button onClick={() => setEditing({ row: null })}>{texts.create}</Button>
            ) : null}
          </>
        }
      />
      {aside}
      {bulkActions.length > 0 && !resource.cards ? (
        <BulkBar
          count={selectedIds.length}
          onClear={() => setSelectedIds([])}
          actions={bulkActions}
        />
      ) : null}
      {resource.cards ? (
        <ResourceCardList<Row>
          cards={resource.cards}
          label={texts.caption}
          rows={rows}
          loading={isPending}
          error={isError && !data ? texts.loadError : null}
          onRetry={() => void refetch()}
          getRowId={resource.getRowId}
          getRowLabel={resource.getRowLabel}
          isInactive={resource.isInactive}
          actions={(row) => columns.find((column) => column.key === ACTIONS_COLUMN)?.cell(row)}
          empty={filtered ? texts.emptyFiltered : texts.empty}
          filtered={filtered}
          create={
            form && texts.create ? (
              <Button onClick={() => setEditing({ row: null })}>{texts.create}</Button>
            ) : undefined
          }
          page={list.page}
          pageCount={Math.max(1, Math.ceil(total / list.pageSize))}
          onPageChange={list.setPage}
        />
      ) : texts.emptyHint && !isPending && !isError && data?.total === 0 ? (
        <EmptyState
          title={filtered ? texts.emptyFiltered : texts.empty}
          description={filtered ? texts.emptyHint.filtered : texts.emptyHint.empty}
          action={
            filtered ? (
              texts.clearFilters ? (
                <Button variant="secondary" onClick={list.reset}>
                  {texts.clearFilters}
                </Button>
              ) : undefined
            ) : form && texts.create ? (
              <Button onClick={() => setEditing({ row: null })}>{texts.create}</Button>
            ) : undefined
          }
        />
      ) : (
        <ListRegion>
          <AdminTable<Row>
            caption={texts.caption}
            columns={columns}
            rows={rows}
            total={total}
            loading={isPending}
            error={isError && !data ? texts.loadError : null}
            onRetry={() => void refetch()}
            getRowId={resource.getRowId}
            getRowLabel={resource.getRowLabel}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            sort={list.sort}
            onSortChange={onSortChange}
            selectable={bulkActions.length > 0 || activatable || softDeletable}
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
            emptyMessage={filtered ? texts.emptyFiltered : texts.empty}
            onRowOpen={resource.onRowOpen}
          />
        </ListRegion>
      )}
      {form ? (
        <ResourceFormDialog
          resource={resource}
          form={form}
          open={editing !== null}
          row={editing?.row ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title={
            deleting && deleting.length > 1 ? (confirm.bulkTitle ?? confirm.title) : confirm.title
          }
          message={
            deletingOne
              ? confirm.message(deletingOne)
              : deleting
                ? confirm.bulkMessage?.(deleting.length)
                : undefined
          }
          confirmLabel="Eliminar"
          tone="danger"
          onConfirm={() => {
            if (deleting) deleteRows(deleting);
          }}
        />
      ) : null}
    </ListStack>
  );
}
