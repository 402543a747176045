import type { ComponentType, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  isCalendarDay,
  startOfBogotaDay,
  startOfNextBogotaDay,
  type BonisClient,
} from '@bonis/supabase-client';
import type { Permission } from '../../lib/permissions';
import type { CsvColumn } from './csv';
import type { SoftDeleteTable } from './soft-delete';
import type { AdminColumn, SortDirection, SortState } from './types';

/** Rows `from`..`to` of a list (0-based, inclusive, as supabase-js `.range`). */
export interface RowRange {
  from: number;
  to: number;
}

/** A list as its URL describes it: search, filters (strings, as in the URL) and sort. */
export interface ResourceListQuery<Sort extends string = string> {
  q: string;
  filters: Readonly<Record<string, string>>;
  sort: SortState<Sort>;
}

/** One page of a list and how many rows match across pages. */
export interface ResourcePage<Row> {
  rows: Row[];
  total: number;
}

/** A filter of the toolbar: a select whose value lives in the URL under `name`. */
export interface ResourceFilter {
  /** The URL parameter (not page, size, sort or q). */
  name: string;
  /** The visible label above the select. */
  label: string;
  /** The first option is the default (usually `{ value: '', label: 'Todos' }`). */
  options: readonly { value: string; label: string }[];
  /**
   * More options read while the list is open (a table's rows: the categories, say), after
   * `options`: a hook, given the filter's value in the URL.
   */
  useOptions?: (value: string) => readonly { value: string; label: string }[];
}

/** The status filter most lists have: every row, the active ones, the inactive ones. */
export const activeStatusFilter = (all: string, active: string, inactive: string) =>
  ({
    name: 'status',
    label: 'Estado',
    options: [
      { value: '', label: all },
      { value: 'active', label: active },
      { value: 'inactive', label: inactive },
    ],
  }) as const satisfies ResourceFilter;

/** One option of the 'Ordenar por' select: a sort as the URL writes it, and its label. */
export interface ResourceSortOption<Sort extends string = string> {
  value: `${Sort}.${SortDirection}`;
  label: string;
}

/** The texts of a resource's screens: the spec's, where it gives them. */
export interface ResourceTexts<Row> {
  /** Names the table (its visually hidden caption), e.g. 'Tarifas de envío'. */
  caption: string;
  /** 'No se pudieron cargar las tarifas de envío'. */
  loadError: string;
  /** The empty list, with and without a search or filter. */
  empty: string;
  emptyFiltered: string;
  /**
   * The empty list as an empty state instead of an empty table: `empty` or `emptyFiltered` as
   * its heading, this line under it, and `create` or `clearFilters` as its button.
   */
  emptyHint?: { empty: string; filtered: string };
  /** A refused bulk 'Activar'/'Desactivar' without a Spanish message of the database's own
   * (default: the form's `saveError`). */
  bulkError?: string;
  /** The toolbar's search: label and placeholder. None: no search box. */
  search?: { label: string; placeholder?: string };
  /** 'Nueva tarifa'. None: no create button. */
  create?: string;
  /** Bulk activate/deactivate toasts: titles, and the description of n rows ('1 tarifa'). */
  activated?: string;
  deactivated?: string;
  count?: (n: number) => string;
  /** The delete confirmation: title and message for one row (none: delete without asking). */
  confirmDelete?: {
    title: string;
    message: (row: Row) => string;
    bulkMessage?: (n: number) => string;
    /** The title when several rows are deleted at once (default: `title`). */
    bulkTitle?: string;
  };
  /** A refused delete without a Spanish message of the database's own. */
  deleteError?: string;
  /** CSV file name (without date or extension); none: no export. */
  csvFileName?: string;
  /** The CSV button's label (default 'Exportar CSV') and its success toast (default 'Exportación lista'). */
  csvLabel?: string;
  csvExported?: string;
  /** 'Limpiar filtros': a toolbar button, while a search or filter is on, back to the defaults. */
  clearFilters?: string;
}

/**
 * The form of a resource's create/edit dialog. `Session`: what one opening of the dialog holds
 * besides the form's values (an images field's uploads, say), made by `useSession`.
 */
export interface ResourceForm<Row, Input extends FieldValues, Values, Session = undefined> {
  /** One zod schema: the rules and their Spanish messages. */
  schema: ZodType<Values, Input>;
  /**
   * The rules when they depend on the row being edited (a maximum not below its uses, say):
   * used instead of `schema` when given.
   */
  schemaFor?: (row: Row | null) => ZodType<Values, Input>;
  /**
   * A hook giving the rules when they depend on data read while the form is open (the other
   * prizes' probabilities, say): called on every render of the form, used instead of `schema`.
   */
  useSchema?: (row: Row | null) => ZodType<Values, Input>;
  /** The form's values for a row (null: a new one). */
  defaults: (row: Row | null) => Input;
  /** Under the dialog's title: which row is edited (its email, say). */
  description?: (row: Row | null) => string | undefined;
  /** The fields, laid out (the dialog adds the buttons and the history). */
  Fields: ComponentType<ResourceFieldsProps<Row, Input, Values, Session>>;
  /**
   * Writes the values; returns when the database has them. `row`: the row being edited;
   * `session`: `useSession`'s.
   */
  save: (
    client: BonisClient,
    id: string | undefined,
    values: Values,
    row?: Row | null,
    session?: Session,
  ) => Promise<unknown>;
  /**
   * A hook the dialog calls once per opening (and on each of its renders) for what the form holds
   * besides its values (uploads, say); `Fields`, `save` and `submitDisabled` get it. When the
   * dialog closes it unmounts: its effects' cleanups see the opening end.
   */
  useSession?: (row: Row | null) => Session;
  /** The submit button is disabled while this is true (required fields still empty, an upload
   * under way), besides while saving. */
  submitDisabled?: (values: Input, session: Session) => boolean;
  /** After a submit the schema refused (the fields show why): a toast about it, say. */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** The history behind a 'Historial de cambios' button (read when opened) instead of shown. */
  historyOnDemand?: boolean;
  /** A click outside closes the dialog (default true; Escape and 'Cancelar' always do). */
  closeOnBackdropClick?: boolean;
  title: { create: string; edit: string };
  submit: { create: string; edit: string };
  /** Success toasts. */
  created: string;
  updated: string;
  /** A refused save without a Spanish message of the database's own. */
  saveError: string;
  /**
   * When given, a refused save's toast is titled `saveError` and its description is what this
   * returns (the database's reason, say), instead of the reason being the title.
   */
  saveErrorDescription?: (error: unknown) => string | undefined;
  /**
   * A refusal the form shows under a field instead of a toast (a check constraint, say):
   * return the field and message, or null for the toast.
   */
  fieldError?: (
    error: unknown,
  ) => { field: string; message: string; /** also as an error toast */ toast?: boolean } | null;
  /**
   * When editing, the row's change history under the form, in the audit's words for the
   * table's columns (`audit.ts`).
   */
  history?: boolean;
  /** Dialog size. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * The row button that opens the form (default 'Editar'; its accessible name is '<label> <row
   * label>'): 'Cambiar stock' for a form of part of a row, say.
   */
  editLabel?: string;
}

export interface ResourceFieldsProps<Row, Input extends FieldValues, Values, Session = undefined> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The row being edited, or null. */
  row: Row | null;
  /** The form's `useSession` (undefined without one). */
  session: Session;
}

/**
 * A row action that writes (a status change, say), besides 'Editar' and 'Eliminar': the kit
 * runs it with its button busy, reads the list again (every query under the resource's
 * `queryKey`, and open histories), then toasts `done`, or the database's Spanish message or
 * `error`. Its accessible name is '<label> <row label>'.
 */
export interface ResourceRowCommand<Row> {
  label: string;
  /** Who may run it (`lib/permissions.ts`; default: the resource's `permissions.edit`). */
  permission?: Permission;
  /** Hidden for the rows it doesn't apply to. */
  hidden?: (row: Row) => boolean;
  /** Default 'secondary'. */
  variant?: 'secondary' | 'ghost';
  run: (client: BonisClient, row: Row) => Promise<unknown>;
  /** The success toast. */
  done: (row: Row) => { title: string; description?: string };
  /** A refusal without a Spanish message of the database's own. */
  error: string;
}

export interface ResourceCardProps<Row> {
  row: Row;
  /** The row's buttons ('Editar', 'Eliminar', its commands and actions), to lay out in the card. */
  actions: ReactNode;
}

/**
 * The rows as cards instead of the table (a few rows with much to show each: plans, say). The
 * kit lays them out in a list (`texts.caption` names it) whose items are named by the row's
 * label and carry `data-inactive` when `isInactive`; it shows skeleton cards while loading, the
 * load error with 'Reintentar', and an empty state ('texts.empty', with the create button), and
 * pages when there are more rows than a page. No selection, so no bulk actions.
 */
export interface ResourceCards<Row> {
  Card: ComponentType<ResourceCardProps<Row>>;
  /** The empty state's icon and the line under its title. */
  emptyIcon?: ReactNode;
  emptyDescription?: string;
}

/** What a row's action button does, besides the kit's 'Editar' and 'Eliminar'. */
export interface ResourceRowAction<Row> {
  label: string;
  /** Who sees it (`lib/permissions.ts`; default: everyone in the back office). */
  permission?: Permission;
  /** The accessible name (default: '<label> <row label>'). */
  onClick: (row: Row) => void;
  hidden?: (row: Row) => boolean;
}

/**
 * What each change of a resource needs (ARCHITECTURE §5 "Roles", `lib/permissions.ts`): the kit
 * leaves out the buttons of a change the signed-in role may not make, and says so when it may
 * change nothing (`readOnlyNotice`). The database refuses such a change anyway.
 */
export interface ResourcePermissions {
  /** 'Nuevo…' and 'Editar' (the form) and the row commands. Default: everyone. */
  edit?: Permission;
  /** Bulk 'Activar'/'Desactivar'. Default: `edit`. */
  activate?: Permission;
  /** 'Eliminar', row and bulk. Default 'records.delete' (deletes are an admin's). */
  delete?: Permission;
}

/** Reads one page of a resource's list (with the exact total) for the URL's query. */
export type PageFetcher<Row, Sort extends string = string> = (
  client: BonisClient,
  query: ResourceListQuery<Sort>,
  range: RowRange,
) => Promise<ResourcePage<Row>>;

/**
 * One admin resource: everything its list screen and its form dialog need, in one place
 * (react-admin's `<List filters exporter><Datagrid>` as one declaration). `ResourceList` renders
 * it; a screen that is genuinely different builds from the same parts.
 */
export interface Resource<
  Row,
  Sort extends string = string,
  Input extends FieldValues = FieldValues,
  Values = unknown,
  Session = undefined,
> {
  /** The query key root: every read of the resource is under it (`['admin', 'shipping-rates']`). */
  queryKey: readonly unknown[];
  /** The table: soft deletes (when it is a SoftDeleteTable), the audit trail, realtime and the
   * bulk 'Activar'/'Desactivar' go through it. */
  table: SoftDeleteTable | (string & {});
  /** Reads one page (`count`: with the exact total) of the list the URL describes. */
  fetchPage: PageFetcher<Row, Sort>;
  sorts: readonly Sort[];
  defaultSort: SortState<Sort>;
  /** Default rows per page. Default 20. */
  pageSize?: number;
  filters?: readonly ResourceFilter[];
  /**
   * 'Desde' and 'Hasta' date fields after the filters, in the URL as `from` and `to`
   * (YYYY-MM-DD; each bounds the other). fetchPage reads them from `query.filters` and ignores
   * a value that isn't a day.
   */
  dateRange?: boolean;
  columns: readonly AdminColumn<Row>[];
  /**
   * The key of the column whose cells also hold the row's buttons, under their content (a table
   * too wide for an 'Acciones' column of its own). Default: an 'Acciones' column at the end.
   */
  actionsIn?: string;
  csv?: readonly CsvColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  /** A row whose `isInactive` is true is dimmed. */
  isInactive?: (row: Row) => boolean;
  /** Bulk 'Activar' / 'Desactivar' (updates `is_active` of the selected rows). */
  activatable?: boolean;
  /** 'Eliminar' (row and bulk) through the soft delete, with 'Deshacer'. */
  deletable?: boolean | ((row: Row) => boolean);
  /**
   * Why a deletable row can't be deleted now (null: it can): its 'Eliminar' stays in view,
   * disabled, with the reason as its title, and the bulk 'Eliminar' leaves it out.
   */
  deleteDisabled?: (row: Row) => string | null;
  /** An 'Ordenar por' select in the toolbar with these sorts (the headers sort too). */
  sortOptions?: readonly ResourceSortOption<Sort>[];
  /** Extra row actions, before 'Editar' and 'Eliminar'. */
  rowActions?: readonly ResourceRowAction<Row>[];
  /** Row actions that write (run by the kit), before `rowActions`. */
  rowCommands?: readonly ResourceRowCommand<Row>[];
  /** Lays the rows out as cards instead of the table. */
  cards?: ResourceCards<Row>;
  /**
   * The rows the CSV export downloads when they aren't the list's (the active subscribers of
   * the search, whatever the status filter, say). Default: `fetchPage`'s.
   */
  csvRows?: (
    client: BonisClient,
    query: ResourceListQuery<Sort>,
    range: RowRange,
  ) => Promise<Row[]>;
  /** Opens a row's detail ('Ver detalle'). */
  onRowOpen?: (row: Row) => void;
  form?: ResourceForm<Row, Input, Values, Session>;
  texts: ResourceTexts<Row>;
  /** Watches the table's changes (it must be in the realtime publication). */
  live?: boolean;
  /** Who may create, edit, activate and delete (default: anyone, deletes an admin). */
  permissions?: ResourcePermissions;
  /** Text above the toolbar. */
  intro?: ReactNode;
}

/** Types a resource declaration (inference only: returns it unchanged). */
export function defineResource<
  Row,
  Sort extends string,
  Input extends FieldValues = FieldValues,
  Values = unknown,
  Session = undefined,
>(
  declaration: ResourceDeclaration<Row, Sort, Input, Values, Session>,
): Resource<Row, Sort, Input, Values, Session> {
  const field = (row: Row, name: 'id' | 'name') => {
    const value = (row as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    throw new Error(
      `${declaration.table}: a row without "${name}" needs its own getRow${name === 'id' ? 'Id' : 'Label'}`,
    );
  };
  const isActive = (row: Row) => (row as Record<string, unknown>).is_active !== false;
  return {
    ...declaration,
    queryKey: declaration.queryKey ?? ['admin', declaration.table],
    getRowId: declaration.getRowId ?? ((row) => field(row, 'id')),
    getRowLabel: declaration.getRowLabel ?? ((row) => field(row, 'name')),
    isInactive:
      declaration.isInactive ?? (declaration.activatable ? (row) => !isActive(row) : undefined),
  };
}

/**
 * A resource as a screen declares it: what the kit can tell from the row may be left out — the
 * query key (`['admin', table]`), the row's id (`row.id`) and label (`row.name`), and, for an
 * activatable resource, which rows are dimmed (`is_active` false).
 */
export interface ResourceDeclaration<
  Row,
  Sort extends string = string,
  Input extends FieldValues = FieldValues,
  Values = unknown,
  Session = undefined,
> extends Omit<
  Resource<Row, Sort, Input, Values, Session>,
  'queryKey' | 'getRowId' | 'getRowLabel'
> {
  queryKey?: readonly unknown[];
  getRowId?: (row: Row) => string;
  getRowLabel?: (row: Row) => string;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `,`, `(`, `)`, `"` and `\` would break a PostgREST `or=(…)` list: quote the value. */
export const orValue = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/** An `or` filter that searches `text` (as a LIKE pattern) in each of `columns`. */
export const searchAny = (columns: readonly string[], text: string) =>
  columns.map((column) => `${column}.ilike.${orValue(likePattern(text))}`).join(',');

/** What `filterDays` needs of a supabase-js filter builder. */
export interface DayFilterRequest<Self> {
  gte(column: string, value: string): Self;
  lt(column: string, value: string): Self;
}

/**
 * A resource's `dateRange` on `column` (a moment): from the start of the `from` day to the end
 * of the `to` day (included), Bogotá days; a value that isn't a calendar day is ignored.
 */
export function filterDays<Request extends DayFilterRequest<Request>>(
  request: Request,
  column: string,
  { from = '', to = '' }: Readonly<Record<string, string>>,
): Request {
  let filtered = request;
  if (isCalendarDay(from)) filtered = filtered.gte(column, startOfBogotaDay(from));
  if (isCalendarDay(to)) filtered = filtered.lt(column, startOfNextBogotaDay(to));
  return filtered;
}

/** The URL's status filter ('' for a missing or unknown value). */
export type ActiveStatus = '' | 'active' | 'inactive';
export const toActiveStatus = (value: string | undefined): ActiveStatus =>
  value === 'active' || value === 'inactive' ? value : '';

/** What `readPage` needs of a supabase-js select: ordering and a range (the builder has both). */
export interface PageRequest<Row> {
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): PageRequest<Row>;
  range(
    from: number,
    to: number,
  ): PromiseLike<{ data: Row[] | null; error: unknown; count: number | null }>;
}

/**
 * One page of a filtered select (made with `{ count: 'exact' }`): sorted by the list's sort, ties
 * broken by `tieBreaker` (the id; or several columns in turn, the id last) so pages never
 * overlap; throws the request's error. `nulls`:
 * where the sort puts rows without a value (default: the database's, last when ascending).
 * `tieBreakerFollowsSort`: the tie-breakers go the sort's direction (default ascending).
 */
export async function readPage<Row>(
  request: PageRequest<Row>,
  sort: SortState,
  range: RowRange,
  tieBreaker: string | readonly string[] = 'id',
  nulls?: 'first' | 'last',
  tieBreakerFollowsSort = false,
): Promise<ResourcePage<Row>> {
  let ordered = request.order(sort.key, {
    ascending: sort.direction === 'asc',
    ...(nulls ? { nullsFirst: nulls === 'first' } : {}),
  });
  for (const column of typeof tieBreaker === 'string' ? [tieBreaker] : tieBreaker) {
    if (column !== sort.key) {
      ordered = ordered.order(column, {
        ascending: !tieBreakerFollowsSort || sort.direction === 'asc',
      });
    }
  }
  const { data, error, count } = await ordered.range(range.from, range.to);
  if (error) throw error;
  const rows = data ?? [];
  return { rows, total: count ?? rows.length };
}

/** What `readListPage` needs of a supabase-js select: `readPage`'s, a LIKE and `is_active`. */
export interface ListRequest<Row> extends PageRequest<Row> {
  ilike(column: string, pattern: string): ListRequest<Row>;
  eq(column: string, value: string | boolean): ListRequest<Row>;
}

/**
 * `readPage` of the usual list: the search (`query.q`) looked for in the `search` column (a
 * LIKE, case aside) and the status filter (`activeStatusFilter`, on `is_active`).
 */
export function readListPage<Row>(
  request: ListRequest<Row>,
  query: ResourceListQuery,
  range: RowRange,
  {
    search,
    where,
    tieBreaker,
  }: {
    search?: string;
    /** the resource's own filters, after the search and the status */
    where?: (request: ListRequest<Row>) => ListRequest<Row>;
    tieBreaker?: string | readonly string[];
  } = {},
): Promise<ResourcePage<Row>> {
  let filtered = request;
  const q = query.q.trim();
  if (q && search) filtered = filtered.ilike(search, likePattern(q));
  const status = toActiveStatus(query.filters.status);
  if (status) filtered = filtered.eq('is_active', status === 'active');
  if (where) filtered = where(filtered);
  return readPage(filtered, query.sort, range, tieBreaker);
}
