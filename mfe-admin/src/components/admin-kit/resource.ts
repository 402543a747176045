import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { BonisClient } from '@bonis/supabase-client';
import type { CsvColumn } from './csv';
import type { SoftDeleteTable } from './soft-delete';
import type { AdminColumn, SortState } from './types';

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

/** The texts of a resource's screens: the spec's, where it gives them. */
export interface ResourceTexts<Row> {
  /** Names the table (its visually hidden caption), e.g. 'Tarifas de envío'. */
  caption: string;
  /** 'No se pudieron cargar las tarifas de envío'. */
  loadError: string;
  /** The empty list, with and without a search or filter. */
  empty: string;
  emptyFiltered: string;
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
  };
  /** A refused delete without a Spanish message of the database's own. */
  deleteError?: string;
  /** CSV file name (without date or extension); none: no export. */
  csvFileName?: string;
}

/** The form of a resource's create/edit dialog. */
export interface ResourceForm<Row, Input extends FieldValues, Values> {
  /** One zod schema: the rules and their Spanish messages. */
  schema: ZodType<Values, Input>;
  /** The form's values for a row (null: a new one). */
  defaults: (row: Row | null) => Input;
  /** The fields, laid out (the dialog adds the buttons and the history). */
  Fields: ComponentType<ResourceFieldsProps<Row, Input, Values>>;
  /** Writes the values; returns when the database has them. */
  save: (client: BonisClient, id: string | undefined, values: Values) => Promise<unknown>;
  title: { create: string; edit: string };
  submit: { create: string; edit: string };
  /** Success toasts. */
  created: string;
  updated: string;
  /** A refused save without a Spanish message of the database's own. */
  saveError: string;
  /**
   * A refusal the form shows under a field instead of a toast (a check constraint, say):
   * return the field and message, or null for the toast.
   */
  fieldError?: (error: unknown) => { field: string; message: string } | null;
  /** The audit trail's names for the table's columns (history under the form when editing). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Dialog size. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
}

export interface ResourceFieldsProps<Row, Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The row being edited, or null. */
  row: Row | null;
}

/** What a row's action button does, besides the kit's 'Editar' and 'Eliminar'. */
export interface ResourceRowAction<Row> {
  label: string;
  /** The accessible name (default: '<label> <row label>'). */
  onClick: (row: Row) => void;
  hidden?: (row: Row) => boolean;
}

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
> {
  /** The query key root: every read of the resource is under it (`['admin', 'shipping-rates']`). */
  queryKey: readonly unknown[];
  /** The table: soft deletes (when it is a SoftDeleteTable), the audit trail, realtime and the
   * bulk 'Activar'/'Desactivar' go through it. */
  table: SoftDeleteTable | (string & {});
  /** Reads one page (`count`: with the exact total) of the list the URL describes. */
  fetchPage: (
    client: BonisClient,
    query: ResourceListQuery<Sort>,
    range: RowRange,
  ) => Promise<ResourcePage<Row>>;
  sorts: readonly Sort[];
  defaultSort: SortState<Sort>;
  /** Default rows per page. Default 20. */
  pageSize?: number;
  filters?: readonly ResourceFilter[];
  columns: readonly AdminColumn<Row>[];
  csv?: readonly CsvColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  /** A row whose `isInactive` is true is dimmed. */
  isInactive?: (row: Row) => boolean;
  /** Bulk 'Activar' / 'Desactivar' (updates `is_active` of the selected rows). */
  activatable?: boolean;
  /** 'Eliminar' (row and bulk) through the soft delete, with 'Deshacer'. */
  deletable?: boolean | ((row: Row) => boolean);
  /** Extra row actions, before 'Editar' and 'Eliminar'. */
  rowActions?: readonly ResourceRowAction<Row>[];
  /** Opens a row's detail ('Ver detalle'). */
  onRowOpen?: (row: Row) => void;
  form?: ResourceForm<Row, Input, Values>;
  texts: ResourceTexts<Row>;
  /** Watches the table's changes (it must be in the realtime publication). */
  live?: boolean;
  /** Text above the toolbar. */
  intro?: ReactNode;
}

/** Types a resource declaration (inference only: returns it unchanged). */
export function defineResource<
  Row,
  Sort extends string,
  Input extends FieldValues = FieldValues,
  Values = unknown,
>(resource: Resource<Row, Sort, Input, Values>): Resource<Row, Sort, Input, Values> {
  return resource;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `,`, `(`, `)`, `"` and `\` would break a PostgREST `or=(…)` list: quote the value. */
export const orValue = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/** An `or` filter that searches `text` (as a LIKE pattern) in each of `columns`. */
export const searchAny = (columns: readonly string[], text: string) =>
  columns.map((column) => `${column}.ilike.${orValue(likePattern(text))}`).join(',');

/** The URL's status filter ('' for a missing or unknown value). */
export type ActiveStatus = '' | 'active' | 'inactive';
export const toActiveStatus = (value: string | undefined): ActiveStatus =>
  value === 'active' || value === 'inactive' ? value : '';

/** What `readPage` needs of a supabase-js select: ordering and a range (the builder has both). */
export interface PageRequest<Row> {
  order(column: string, options: { ascending: boolean }): PageRequest<Row>;
  range(
    from: number,
    to: number,
  ): PromiseLike<{ data: Row[] | null; error: unknown; count: number | null }>;
}

/**
 * One page of a filtered select (made with `{ count: 'exact' }`): sorted by the list's sort, ties
 * broken by `tieBreaker` (the id) so pages never overlap; throws the request's error.
 */
export async function readPage<Row>(
  request: PageRequest<Row>,
  sort: SortState,
  range: RowRange,
  tieBreaker = 'id',
): Promise<ResourcePage<Row>> {
  let ordered = request.order(sort.key, { ascending: sort.direction === 'asc' });
  if (sort.key !== tieBreaker) ordered = ordered.order(tieBreaker, { ascending: true });
  const { data, error, count } = await ordered.range(range.from, range.to);
  if (error) throw error;
  const rows = data ?? [];
  return { rows, total: count ?? rows.length };
}
