/**
 * The admin kit (issue 21, "Contract B"): the list screens' building blocks, shared by every
 * feature of the admin remote. Import from `../../components/admin-kit` (never from its files).
 *
 * - `useListParams(options)` — page, page size, sort, search and filters in the URL query string.
 * - `<AdminTable>` — server-sorted, server-paginated table with row selection (@tanstack/react-table 9).
 * - `<ListToolbar>` — search box (debounced 300 ms), filters and actions above a table.
 * - `<BulkBar>` — 'N seleccionados' with bulk actions, when rows are selected.
 * - `<CsvExportButton>` / `toCsv()` / `downloadCsv()` — CSV export of the whole filtered list.
 * - `useUndoableDelete(options)` — delete at once (softly, `admin_delete`), then 'Deshacer'
 *   (`admin_restore`) for 5 s.
 * - `softDelete` / `restoreDeleted` — the two database calls every delete goes through.
 * - `useRealtimeInvalidate(options)` — postgres_changes → invalidate a query key.
 * - `<AuditTrail>` / `<AuditChanges>` — a record's change history from `audit_log`.
 * - `errorMessage(error, fallback)` — the database's Spanish message (P0001/P0002/42501) or the fallback.
 * - `isCheckViolation(error, constraint)` — a save refused by that check constraint (23514).
 * - `useListSelection(listKey)` — the selected ids, cleared when the list shows other rows.
 * - `useLoadErrorToast(errorUpdatedAt, title)` — a screen's load error as an error toast.
 *
 * Additions to the contract (all optional, nothing removed):
 * - `useListParams`: `allowedSorts` (an unknown sort key in the URL falls back to the default),
 *   `allowedPageSizes`, and `range` ({ from, to } for supabase-js `.range(from, to)`) in the result.
 *   Filter values are strings (they live in the URL); a filter equal to its default is left out.
 * - `<AdminTable>`: `getRowLabel(row)` names the row's checkbox ('Seleccionar <label>') and its
 *   'Ver detalle' button (visible text 'Ver detalle', accessible name 'Ver detalle de <label>'; in
 *   tests: `getByRole('button', { name: 'Ver detalle de Collar' })`); without it the row id is
 *   the label. `onRetry` for the error's 'Reintentar'. The header checkbox is 'Seleccionar
 *   todos' (this page's rows; indeterminate when some are selected). Sort buttons are named by
 *   the column header. A page past the last one (after deletes) asks `onPageChange(last)`.
 * - `<CsvExportButton>`: `label` (default 'Exportar CSV'), `successMessage` (default
 *   'Exportación lista'), `disabled`.
 * - `toCsv()` returns the file's full text, BOM included (what is downloaded, byte for byte).
 * - `useUndoableDelete({ table, errorMessage, onSettled? })`: `onSettled(ids, error)` after the
 *   database answered a delete or a 'Deshacer' (return the invalidation promise: deleted rows
 *   stay hidden until it settles). `hiddenIds` is an array. (Before soft deletes it hid the
 *   rows for 5 s and deleted afterwards, with `commit`, `successMessage` and `delayMs`: gone.)
 * - `<AuditTrail>`: `fieldLabels` (column → Spanish label), `title`; `auditTrailKeys.all` to
 *   invalidate every open history after a save. `<AuditChanges table changes fieldLabels
 *   truncate>` renders one entry's 'campo: antes → después' lines.
 * - The audit module names every column of the audited tables in Spanish and reads its values
 *   as the screens show them (`auditFieldLabel`, `formatAuditField`, `auditChangeLine`:
 *   'Estado del pago: Reembolsado → Pagado', 'Stock devuelto: (vacío) → 7 dic 2026, 8:55 p. m.',
 *   'Categoría cambiada'); `fieldLabels` only overrides it.
 * - `useRealtimeInvalidate`: `enabled` (default true).
 * - Resources (`defineResource`, `<ResourceList>`), optional: `rowCommands` (row actions that
 *   write: the kit runs them with the button busy, reads the list again and toasts), `cards`
 *   (the rows as cards instead of the table), `csvRows` with `texts.csvLabel`/`csvExported`
 *   (an export of other rows than the list's, and its texts), `<ResourceList csvDisabled>`; and
 *   `readListPage(request, query, range, { search })`: `readPage` with the usual search and
 *   status filter.
 * - `<StatCards cards loading failed onRetry>`: a list's summary cards (an `aside`), with
 *   'Reintentar' when they fail.
 * - Resources, optional: `dateRange` ('Desde'/'Hasta' in the URL as `from`/`to`; fetchPage
 *   applies them with `filterDays(request, column, query.filters)`), `texts.clearFilters`
 *   ('Limpiar filtros' while a search or filter is on); a filter whose default isn't '' (say
 *   'all') no longer counts as filtering. Forms: `description(row)` under the title,
 *   `saveErrorDescription(error)` (the toast titled `saveError`, the reason under it).
 *   `readPage(…, tieBreakerFollowsSort)`: the id breaks ties in the sort's direction.
 * - Detail dialogs: `<DetailPart title>` in `DetailSections`, `Facts` (dt/dd pairs, stacked on
 *   a phone), `DetailTable` (a small table that fits 390 px; `data-optional` columns are left
 *   out on a phone); `<StackCell main note>` (a value with a muted note under it) and its
 *   `CellLines`; `<NameCell subtitle maxWidth>` (an email under the name, cut like it).
 * - Roles (issue 38), optional: a resource's `permissions` (`ResourcePermissions`: `edit` for
 *   'Nuevo…', 'Editar' and the row commands, `activate` for the bulk 'Activar'/'Desactivar',
 *   default `edit`'s, and `delete`, default 'records.delete') name a permission of
 *   `lib/permissions.ts`: the list leaves out the buttons the signed-in role may not use, and
 *   says 'Solo lectura: …' (`readOnlyNotice`) when it may change nothing. Deletes are an
 *   admin's even without `permissions`. A row command's or row action's own `permission`; a
 *   form's `editLabel` (the row button that opens it, default 'Editar'). The test kit signs an
 *   admin in (`setupResourceList`'s `session`: `ADMIN_SESSION`, `STAFF_SESSION`, null), and
 *   `describeResourceList` checks staff's buttons for a resource with `permissions`.
 */
export type { AdminColumn, SortDirection, SortState } from './types';
export {
  useListParams,
  type ListFilters,
  type ListParams,
  type UseListParamsOptions,
} from './use-list-params';
export { AdminTable, PAGE_SIZES, type AdminTableProps } from './admin-table';
export {
  ListToolbar,
  SEARCH_DEBOUNCE_MS,
  type ListToolbarProps,
  type ListToolbarSearch,
} from './list-toolbar';
export { BulkBar, type BulkAction, type BulkBarProps } from './bulk-bar';
export { toCsv, downloadCsv, csvFileName, type CsvColumn, type CsvValue } from './csv';
export { CsvExportButton, CSV_PAGE_SIZE, type CsvExportButtonProps } from './csv-export-button';
export {
  useUndoableDelete,
  DELETED_TITLE,
  RESTORED_TITLE,
  RESTORE_ERROR,
  UNDO_TOAST_MS,
  type UndoableDelete,
  type UseUndoableDeleteOptions,
} from './use-undoable-delete';
export {
  SOFT_DELETE_TABLES,
  SoftDeleteCountError,
  restoreDeleted,
  softDelete,
  type SoftDeleteTable,
} from './soft-delete';
export {
  useRealtimeInvalidate,
  type RealtimeEvent,
  type UseRealtimeInvalidateOptions,
} from './use-realtime-invalidate';
export {
  AuditTrail,
  AuditChanges,
  type AuditTrailProps,
  type AuditChangesProps,
} from './audit-trail';
export * from './audit';
export {
  AUDIT_TRAIL_LIMIT,
  auditTrailKeys,
  auditTrailQueryOptions,
  getAuditTrail,
  useAuditTrail,
} from './get-audit-trail';
export { errorMessage, isCheckViolation, isUniqueViolation } from './error-message';
export { useListSelection } from './use-list-selection';
export { useLoadErrorToast } from './use-load-error-toast';
export {
  activeStatusFilter,
  filterDays,
  defineResource,
  likePattern,
  orValue,
  readListPage,
  readPage,
  searchAny,
  toActiveStatus,
  type ActiveStatus,
  type Resource,
  type ResourceDeclaration,
  type ResourceFieldsProps,
  type ResourceFilter,
  type ResourceForm,
  type ResourceListQuery,
  type ResourcePermissions,
  type PageFetcher,
  type ResourcePage,
  type ResourceRowAction,
  type ResourceRowCommand,
  type ResourceCards,
  type ResourceCardProps,
  type ResourceSortOption,
  type ResourceTexts,
  type RowRange,
  type PageRequest,
  type ListRequest,
  type DayFilterRequest,
} from './resource';
export {
  ResourceList,
  BULK_UPDATE_ERROR,
  resourceListKey,
  resourcePageQueryOptions,
  setRowsActive,
  type ResourceListProps,
} from './resource-list';
export { ResourceFormDialog, type ResourceFormDialogProps } from './resource-form-dialog';
export { StatCards, type StatCardsItem, type StatCardsProps } from './stat-cards';
export {
  CellLines,
  Description,
  DetailSection,
  DetailSections,
  DetailTable,
  Ellipsis,
  Emoji,
  Facts,
  FieldPair,
  FilterField,
  ListIntro,
  ReadOnlyNote,
  ListRegion,
  ListStack,
  MainCell,
  Nowrap,
  RowActions,
} from './resource.styles';
export {
  FormSelect,
  FormSwitch,
  FormTextarea,
  NameFields,
  type FormSelectProps,
  type NameFieldsProps,
  type FormTextareaProps,
} from './form-fields';
export { NameCell, type NameCellProps } from './name-cell';
export { DetailPart, type DetailPartProps } from './detail-part';
export { StackCell, type StackCellProps } from './stack-cell';
export { saveRow } from './save-row';
export * from './schema-fields';
