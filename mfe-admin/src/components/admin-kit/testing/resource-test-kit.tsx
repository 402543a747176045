import { useState, type ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import type { SessionSummary } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableReply,
  type TableRequest,
} from '@bonis/test-utils';
import { can, readOnlyNotice, type Permission } from '../../../lib/permissions';
import type { Resource, ResourceForm } from '../resource';
import { ResourceFormDialog } from '../resource-form-dialog';
import { BULK_UPDATE_ERROR, ResourceList } from '../resource-list';
import { DELETED_TITLE, RESTORED_TITLE } from '../use-undoable-delete';

/**
 * For tests only: a resource's list and form dialog rendered as the admin renders them, with
 * the database mocked, and `describeResourceList`, the kit's behaviour every declaration must
 * have, asserted with the declaration's own texts. A screen's test file calls it once and adds
 * only what is the declaration's own (its cells, its filters' parameters, its rules).
 */

const SELECTION = 'Acciones con la selección';
const UNDO = 'Deshacer';
/** Who made the change `renderResourceForm`'s `history` shows. */
export const HISTORY_ACTOR = 'Ana Gómez';

/** The back office's two roles as the shell publishes them: a list is an admin's by default. */
export const ADMIN_SESSION: Partial<SessionSummary> = {
  userId: 'admin-1',
  name: 'Ana',
  isAdmin: true,
  role: 'admin',
};
export const STAFF_SESSION: Partial<SessionSummary> = {
  userId: 'staff-1',
  name: 'Pedro',
  isAdmin: false,
  role: 'staff',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches `text` as a whole (no letter or digit right before or after it). */
export const wholeText = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'u');

/** The ids of a PostgREST `in.(a,b)` filter. */
const idsIn = (filter: string | string[] | undefined) =>
  (/^in\.\((.*)\)$/.exec(typeof filter === 'string' ? filter : '')?.[1] ?? '')
    .split(',')
    .filter(Boolean);

/** Reads of the resource's table that are not the list's (a summary's): answered apart. */
export interface OtherReads<Row> {
  match: (request: TableRequest) => boolean;
  reply: (request: TableRequest, rows: readonly Row[]) => TableReply;
}

export interface ResourceListSetup<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
> {
  resource: Resource<Row, Sort, Input, Values, Session>;
  /** The screen's URL, with its query string if any. */
  route: string;
  /** What the database answers for the list (the total is their count). */
  rows: readonly Row[];
  /** The screen when it is more than `<ResourceList resource>` (an aside, say). */
  page?: ReactElement;
  /** The first read of the list fails (a server error). */
  failFirstRead?: boolean;
  otherReads?: OtherReads<Row>;
  /** The clock (fake timers that still advance) for rules that read the time. */
  now?: Date;
  /** More of the database, mocked before the screen renders (the taxonomy, say). */
  mocks?: () => void;
  /** Who is signed in (default `ADMIN_SESSION`; `STAFF_SESSION` for staff; null: nobody known). */
  session?: Partial<SessionSummary> | null;
}

/**
 * Renders a resource's list screen (with the toasts) at `route`, signed in as an admin unless
 * `session` says otherwise, the table's reads answered with `rows` (the change history with
 * none). Returns Testing Library's result plus the list's reads, the bus requests, and finders
 * named after the declaration.
 */
export function setupResourceList<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
>(options: ResourceListSetup<Row, Sort, Input, Values, Session>) {
  const {
    resource,
    route,
    page,
    failFirstRead = false,
    otherReads,
    now,
    mocks,
    session = ADMIN_SESSION,
  } = options;
  const { texts } = resource;
  if (session) signInOnBus(session);
  toast.dismiss();
  onTestFinished(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  if (now) vi.useFakeTimers({ now, shouldAdvanceTime: true });
  mocks?.();
  supabaseMock.table('audit_log').get([]);
  let rows = [...options.rows];
  const reads: TableRequest[] = [];
  supabaseMock.table(resource.table).get((request) => {
    if (otherReads?.match(request)) return otherReads.reply(request, rows);
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      {page ?? <ResourceList resource={resource} />}
      <Toaster />
    </>,
    {
      route,
      userOptions: now
        ? {
            advanceTimers: (ms: number) => {
              if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
            },
          }
        : undefined,
    },
  );

  const cards = Boolean(resource.cards);
  /** A row of the table (a card of a card list), by the row's label. */
  const findRow = (label: string) =>
    cards
      ? screen.findByRole('listitem', { name: label })
      : screen.findByRole('row', { name: wholeText(label) });
  const queryRow = (label: string) =>
    cards
      ? screen.queryByRole('listitem', { name: label })
      : screen.queryByRole('row', { name: wholeText(label) });
  /** The table (the card list) the caption names. */
  const table = () => screen.getByRole(cards ? 'list' : 'table', { name: texts.caption });
  const bulkBar = () => screen.getByRole('region', { name: SELECTION });
  const querySelection = () => screen.queryByRole('region', { name: SELECTION });
  const select = async (...labels: string[]) => {
    for (const label of labels) {
      await view.user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${label}` }));
    }
  };
  /** The requests that wrote to the resource's table. */
  const writes = (method: 'POST' | 'PATCH' | 'DELETE') =>
    supabaseMock.requests.filter(
      (request) => request.method === method && request.path === `/rest/v1/${resource.table}`,
    );
  /** What the alerts (error toasts, the load error) say, together. */
  const alerts = () =>
    screen
      .queryAllByRole('alert')
      .map((alert) => alert.textContent)
      .join(' ');
  /** What the status toasts ('Eliminado', 'Restaurado'…) say, together. */
  const statuses = () =>
    screen
      .queryAllByRole('status')
      .map((status) => status.textContent)
      .join(' ');
  /** Clicks 'Eliminar <label>', and the confirmation's 'Eliminar' when the declaration asks. */
  const deleteRow = async (label: string) => {
    await view.user.click(await screen.findByRole('button', { name: `Eliminar ${label}` }));
    if (!texts.confirmDelete) return;
    const confirm = screen.getByRole('alertdialog', { name: texts.confirmDelete.title });
    await view.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };
  /** Clicks the CSV button; returns the downloaded file's lines (without the BOM). */
  const exportCsv = async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(screen.getByRole('button', { name: texts.csvLabel ?? 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    return ((await files[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
  };

  return {
    ...view,
    reads,
    requests,
    /** What the database answers for the list from now on. */
    setRows: (next: readonly Row[]) => {
      rows = [...next];
    },
    rows: () => rows,
    findRow,
    queryRow,
    table,
    bulkBar,
    querySelection,
    select,
    writes,
    alerts,
    statuses,
    deleteRow,
    exportCsv,
  };
}

/** The columns of one change in a row's history, before and after. */
export type AuditChanges = Readonly<Record<string, { before: unknown; after: unknown }>>;

export interface ResourceFormSetup<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
> {
  resource: Pick<Resource<Row, Sort, Input, Values>, 'queryKey' | 'table' | 'getRowId'>;
  form: ResourceForm<Row, Input, Values, Session>;
  /** The row to edit (none: a new one). */
  row?: Row | null;
  /** The row's change history: one change of these columns by HISTORY_ACTOR. */
  history?: AuditChanges;
  /** More of the database, mocked before the dialog renders. */
  mocks?: () => void;
}

/**
 * Renders a resource's form dialog open, as the list opens it ('Cancelar', Escape and a save
 * close it); the change history answered with `history`. Returns Testing Library's result plus
 * the dialog, its text fields and selects by name, `fill`, its submit, `saved` (the write once
 * it closed), `onClose`, the bus requests and the writes.
 */
export function renderResourceForm<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
>(options: ResourceFormSetup<Row, Sort, Input, Values, Session>) {
  const { resource, form, history, mocks } = options;
  const row = options.row ?? null;
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  mocks?.();
  supabaseMock.table('audit_log').get(
    history && row
      ? [
          {
            id: 1,
            occurred_at: '2026-11-20T15:00:00Z',
            actor_id: 'admin-1',
            actor_name: HISTORY_ACTOR,
            actor_email: 'ana@bonis.co',
            table_name: resource.table,
            row_id: resource.getRowId(row),
            action: 'update',
            changes: history,
          },
        ]
      : [],
  );
  const onClose = vi.fn();
  const requests = recordBusRequests();
  function OpenDialog() {
    const [open, setOpen] = useState(true);
    return (
      <ResourceFormDialog
        resource={resource}
        form={form}
        open={open}
        row={row}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    );
  }
  const view = renderWithProviders(<OpenDialog />);
  const dialog = screen.getByRole('dialog', { name: row ? form.title.edit : form.title.create });
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
  const combobox = (name: string | RegExp) => within(dialog).getByRole('combobox', { name });
  const submit = () =>
    view.user.click(
      within(dialog).getByRole('button', { name: row ? form.submit.edit : form.submit.create }),
    );
  const writes = (method: 'POST' | 'PATCH') =>
    supabaseMock.requests.filter(
      (request) => request.method === method && request.path === `/rest/v1/${resource.table}`,
    );
  /** Types each text into the text field whose name starts with its label. */
  const fill = async (values: Readonly<Record<string, string>>) => {
    for (const [label, text] of Object.entries(values)) {
      await view.user.type(field(new RegExp(`^${escapeRegExp(label)}`)), text);
    }
  };
  /** Once the dialog closed after a save: the one write it sent. */
  const saved = async (method: 'POST' | 'PATCH') => {
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes(method)).toHaveLength(1);
    const [write] = writes(method);
    if (!write) throw new Error(`no ${method} was sent`);
    return write;
  };
  /** The 'Historial de cambios' region, once its change is shown. */
  const findHistory = async () => {
    const region = await within(dialog).findByRole('region', { name: 'Historial de cambios' });
    await within(region).findByText(HISTORY_ACTOR);
    return region;
  };
  return {
    ...view,
    dialog,
    field,
    combobox,
    fill,
    submit,
    saved,
    onClose,
    requests,
    writes,
    findHistory,
  };
}

/** What a read of the list sends: its filters (all of them), order and range. */
export interface ExpectedRead {
  filters?: Readonly<Record<string, unknown>>;
  order?: string;
  offset?: number;
  limit?: number;
  select?: string;
}

export interface ResourceListContract<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
> extends Omit<ResourceListSetup<Row, Sort, Input, Values, Session>, 'failFirstRead'> {
  /** The order of the first read: the declared default sort, ties broken (the spec's order). */
  order: string;
  /**
   * Query strings of the screen and what each reads: `{ 'status=inactive': { filters: {
   * is_active: 'eq.false' } } }` (the filters are all of them; the rest only what is given).
   */
  queries?: Readonly<Record<string, ExpectedRead>>;
  /** The row opened in 'Editar' and deleted (default: the first one that may be deleted). */
  row?: Row;
}

const withQuery = (route: string, query: string) =>
  `${route}${route.includes('?') ? '&' : '?'}${query}`;

/**
 * The kit's behaviour a resource declaration must have, each asserted with the declaration's
 * texts, and each only where the declaration has it: the first read and its order, the
 * `queries`, the load error with 'Reintentar' and its toast, the empty list, the search and
 * filters and sort in the URL, the inactive rows dimmed, the create and edit dialogs, bulk
 * 'Activar'/'Desactivar' with their toasts, the delete (confirmation, `admin_delete`,
 * 'Deshacer' → `admin_restore`, the refusal), the bulk delete, realtime and the CSV export.
 * `rows` needs two rows (one inactive, for the dimming, where the declaration dims).
 */
export function describeResourceList<
  Row extends object,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
>(name: string, contract: ResourceListContract<Row, Sort, Input, Values, Session>) {
  const { resource, rows, order, queries = {} } = contract;
  const { texts, form } = resource;
  const label = (row: Row) => resource.getRowLabel(row);
  const id = (row: Row) => resource.getRowId(row);
  const [first, second] = rows;
  if (!first || !second) throw new Error(`${name}: the contract needs two rows at least`);
  const table = !resource.cards;
  const deletable = (row: Row) =>
    (typeof resource.deletable === 'function'
      ? resource.deletable(row)
      : Boolean(resource.deletable)) && !resource.deleteDisabled?.(row);
  const target = contract.row ?? rows.find(deletable) ?? first;
  const setup = (options: Partial<ResourceListSetup<Row, Sort, Input, Values, Session>> = {}) =>
    setupResourceList({ ...contract, ...options });
  const sortBy = resource.columns.find(
    (column) => column.sortable && column.key !== resource.defaultSort.key,
  );
  const pageSize = resource.pageSize ?? 20;
  const selectable = table && (resource.activatable || Boolean(resource.deletable));

  describe(`${name}, as every resource list`, () => {
    it(`reads the first ${pageSize} rows by ${order}, with the exact count, in '${texts.caption}'`, async () => {
      const { reads, findRow, table: list } = setup();
      for (const row of rows) expect(await findRow(label(row))).toBeInTheDocument();
      expect(list()).toBeInTheDocument();
      expect(reads[0]?.order).toBe(order);
      expect(reads[0]?.count).toBe('exact');
      expect(reads[0]?.offset ?? 0).toBe(0);
      expect(reads[0]?.limit).toBe(pageSize);
    });

    const allQueries: Record<string, ExpectedRead> = table
      ? { 'page=2&size=10': { offset: 10, limit: 10 }, ...queries }
      : { ...queries };
    for (const [query, expected] of Object.entries(allQueries)) {
      it(`reads ?${decodeURIComponent(query.replace(/\+/g, ' '))} as declared`, async () => {
        const { reads } = setup({ route: withQuery(contract.route, query) });
        await waitFor(() => expect(reads.length).toBeGreaterThan(0));
        const { filters, ...rest } = expected;
        expect(reads[0]).toMatchObject(rest);
        if (filters) expect(reads[0]?.filters).toEqual(filters);
      });
    }

    it(`says '${texts.loadError}' with 'Reintentar', and a toast`, async () => {
      const { user, requests, alerts, findRow } = setup({ failFirstRead: true });
      await waitFor(() => expect(alerts()).toContain(texts.loadError));
      expect(requests.toasts).toEqual([{ title: texts.loadError, tone: 'error' }]);
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await findRow(label(first))).toBeInTheDocument();
      expect(alerts()).not.toContain(texts.loadError);
    });

    it(`says '${texts.empty}' when there are none`, async () => {
      setup({ rows: [] });
      expect(await screen.findByText(texts.empty)).toBeInTheDocument();
      if (resource.csv && texts.csvFileName) {
        expect(
          screen.getByRole('button', { name: texts.csvLabel ?? 'Exportar CSV' }),
        ).toBeDisabled();
      }
    });

    const filters = resource.filters ?? [];
    if (texts.search || filters.length > 0) {
      it(`says '${texts.emptyFiltered}' when the search finds nothing`, async () => {
        const [filter] = filters;
        const query = texts.search
          ? 'q=zzz'
          : `${filter?.name ?? ''}=${encodeURIComponent(filter?.options[1]?.value ?? '')}`;
        setup({ rows: [], route: withQuery(contract.route, query) });
        expect(await screen.findByText(texts.emptyFiltered)).toBeInTheDocument();
      });

      it(`keeps the search, the filters${sortBy ? ' and the sort' : ''} in the URL`, async () => {
        const { user, reads, location, findRow, select, querySelection, table: list } = setup();
        const params = () => new URLSearchParams(location().split('?')[1] ?? '');
        await findRow(label(first));
        // another list: the selection was of rows no longer on screen
        if (selectable) {
          await select(label(first));
          expect(querySelection()).toBeInTheDocument();
        }
        if (texts.search) {
          await user.type(screen.getByRole('searchbox', { name: texts.search.label }), 'abc');
          await waitFor(() => expect(params().get('q')).toBe('abc'));
          await waitFor(() => expect(JSON.stringify(reads.at(-1)?.filters)).toContain('abc'));
        }
        for (const filter of filters) {
          const choice = screen.getByRole('combobox', { name: filter.label }) as HTMLSelectElement;
          await waitFor(() => expect(choice.options.length).toBeGreaterThan(1));
          const value = choice.options[1]?.value ?? '';
          const before = reads.length;
          await user.selectOptions(choice, value);
          await waitFor(() => expect(params().get(filter.name)).toBe(value));
          await waitFor(() => expect(reads.length).toBeGreaterThan(before));
        }
        if (selectable) await waitFor(() => expect(querySelection()).toBeNull());
        if (sortBy && table) {
          const before = reads.length;
          await user.click(within(list()).getByRole('button', { name: sortBy.header }));
          await waitFor(() =>
            expect(params().get('sort')).toMatch(new RegExp(`^${sortBy.key}\\.(asc|desc)$`)),
          );
          await waitFor(() => expect(reads.length).toBeGreaterThan(before));
          expect(reads.at(-1)?.order).not.toBe(reads[0]?.order);
          expect(params().get('page')).toBeNull();
        }
      });
    }

    const { isInactive } = resource;
    const inactive = isInactive ? rows.find((row) => isInactive(row)) : undefined;
    const active = isInactive ? rows.find((row) => !isInactive(row)) : undefined;
    if (inactive && active) {
      it('dims the inactive rows', async () => {
        const { findRow } = setup();
        const dimmed = await findRow(label(inactive));
        const shown = await findRow(label(active));
        if (table) {
          expect(dimmed.querySelector('[data-inactive]')).not.toBeNull();
          expect(shown.querySelector('[data-inactive]')).toBeNull();
        } else {
          expect(dimmed).toHaveAttribute('data-inactive');
          expect(shown).not.toHaveAttribute('data-inactive');
        }
      });
    }

    if (resource.live) {
      it('reads the list again when a row changes elsewhere', async () => {
        const { reads, findRow } = setup();
        await findRow(label(first));
        await supabaseMock.realtime.subscribed(resource.table);
        supabaseMock.realtime.push({
          table: resource.table,
          eventType: 'UPDATE',
          new: { id: id(first) },
        });
        await waitFor(() => expect(reads).toHaveLength(2));
      });
    }

    if (form) {
      const edit = form.editLabel ?? 'Editar';
      const opens = texts.create ? `'${texts.create}' and '${edit}'` : `'${edit}'`;
      it(`opens ${opens} in the dialog, the row's values in it`, async () => {
        const { user, findRow } = setup();
        await findRow(label(target));
        if (texts.create) {
          await user.click(screen.getByRole('button', { name: texts.create }));
          expect(screen.getByRole('dialog', { name: form.title.create })).toBeInTheDocument();
          await user.keyboard('{Escape}');
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        }
        await user.click(screen.getByRole('button', { name: `${edit} ${label(target)}` }));
        const dialog = screen.getByRole('dialog', { name: form.title.edit });
        expect(within(dialog).getByDisplayValue(label(target))).toBeInTheDocument();
      });
    }

    if (resource.activatable) {
      const toastOf = (activated: boolean, n: number) => ({
        title: (activated ? texts.activated : texts.deactivated) ?? '',
        description: texts.count?.(n),
        tone: 'success',
      });
      it(`activates and deactivates the selected rows: '${texts.activated}', '${texts.deactivated}'`, async () => {
        supabaseMock
          .table(resource.table)
          .patch(({ filters }) => idsIn(filters.id).map((rowId) => ({ id: rowId })));
        const { user, requests, writes, select, bulkBar, querySelection, findRow } = setup();
        await findRow(label(first));
        await select(label(first));
        await user.click(within(bulkBar()).getByRole('button', { name: 'Activar' }));
        await waitFor(() => expect(requests.toasts).toEqual([toastOf(true, 1)]));
        expect(writes('PATCH')[0]?.body).toEqual({ is_active: true });
        expect(writes('PATCH')[0]?.query).toMatchObject({ id: `in.(${id(first)})` });
        expect(querySelection()).toBeNull();

        await select(label(first), label(second));
        expect(bulkBar()).toHaveTextContent('2 seleccionados');
        await user.click(within(bulkBar()).getByRole('button', { name: 'Desactivar' }));
        await waitFor(() => expect(requests.toasts).toEqual([toastOf(true, 1), toastOf(false, 2)]));
        expect(writes('PATCH')[1]?.body).toEqual({ is_active: false });
        expect(writes('PATCH')[1]?.query).toMatchObject({
          id: `in.(${id(first)},${id(second)})`,
        });
      });

      const bulkError = texts.bulkError ?? form?.saveError ?? BULK_UPDATE_ERROR;
      it(`says '${bulkError}' when a bulk change fails`, async () => {
        supabaseMock.table(resource.table).patch(supabaseMock.networkError());
        const { user, requests, select, bulkBar, findRow } = setup();
        await findRow(label(first));
        await select(label(first));
        await user.click(within(bulkBar()).getByRole('button', { name: 'Activar' }));
        await waitFor(() => expect(requests.toasts).toEqual([{ title: bulkError, tone: 'error' }]));
      });
    }

    if (deletable(target)) {
      const confirm = texts.confirmDelete;
      const mockDeletes = (
        list: ReturnType<typeof setupResourceList<Row, Sort, Input, Values, Session>>,
      ) => {
        supabaseMock.rpc('admin_delete', ({ body }) => {
          const ids = body.p_ids as string[];
          list.setRows(list.rows().filter((row) => !ids.includes(id(row))));
          return ids.length;
        });
        supabaseMock.rpc('admin_restore', ({ body }) => {
          list.setRows(rows);
          return (body.p_ids as string[]).length;
        });
      };
      const asks = confirm
        ? `asks '${confirm.title}' ('${confirm.message(target)}'), then deletes`
        : 'deletes at once, with no confirmation,';
      it(`${asks} through admin_delete, and 'Deshacer' restores through admin_restore`, async () => {
        const list = setup();
        mockDeletes(list);
        const { user, findRow, queryRow, statuses, writes } = list;
        const deleteButton = async () =>
          screen.findByRole('button', { name: `Eliminar ${label(target)}` });
        if (confirm) {
          await user.click(await deleteButton());
          const dialog = screen.getByRole('alertdialog', { name: confirm.title });
          expect(dialog).toHaveAccessibleDescription(confirm.message(target));
          await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
          expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
          expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);
          expect(await findRow(label(target))).toBeInTheDocument();
          await user.click(await deleteButton());
          await user.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
          );
        } else {
          await user.click(await deleteButton());
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        }
        await waitFor(() =>
          expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
            { p_table: resource.table, p_ids: [id(target)] },
          ]),
        );
        await waitFor(() => expect(statuses()).toContain(DELETED_TITLE));
        expect(statuses()).toContain(label(target));
        await waitFor(() => expect(queryRow(label(target))).not.toBeInTheDocument());
        expect(writes('DELETE')).toHaveLength(0);

        await user.click(screen.getByRole('button', { name: UNDO }));
        await waitFor(() =>
          expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
            { p_table: resource.table, p_ids: [id(target)] },
          ]),
        );
        await waitFor(() => expect(statuses()).toContain(RESTORED_TITLE));
        expect(await findRow(label(target))).toBeInTheDocument();
      });

      const deleteError = texts.deleteError ?? BULK_UPDATE_ERROR;
      it(`says '${deleteError}' and shows the row again when the delete fails`, async () => {
        supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
        const { deleteRow, alerts, findRow, statuses } = setup();
        await deleteRow(label(target));
        await waitFor(() => expect(alerts()).toContain(deleteError));
        expect(await findRow(label(target))).toBeInTheDocument();
        expect(statuses()).not.toContain(DELETED_TITLE);
      });

      const both = rows.filter(deletable).slice(0, 2);
      const [one, other] = both;
      if (table && one && other) {
        const title = confirm ? (confirm.bulkTitle ?? confirm.title) : undefined;
        const count = texts.count?.(2) ?? '2 elementos';
        it(`deletes the selected rows at once${title ? ` after '${title}'` : ''}, with 'Deshacer'`, async () => {
          const list = setup();
          mockDeletes(list);
          const { user, select, bulkBar, statuses, queryRow } = list;
          await select(label(one), label(other));
          await user.click(within(bulkBar()).getByRole('button', { name: 'Eliminar' }));
          if (confirm && title) {
            const dialog = screen.getByRole('alertdialog', { name: title });
            const message = confirm.bulkMessage?.(2);
            if (message) expect(dialog).toHaveAccessibleDescription(message);
            expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);
            await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
          }
          await waitFor(() =>
            expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
              { p_table: resource.table, p_ids: [id(one), id(other)] },
            ]),
          );
          await waitFor(() => expect(statuses()).toContain(DELETED_TITLE));
          expect(statuses()).toContain(count);
          expect(screen.getByRole('button', { name: UNDO })).toBeInTheDocument();
          await waitFor(() => expect(queryRow(label(one))).not.toBeInTheDocument());
          expect(queryRow(label(other))).not.toBeInTheDocument();
        });
      }
    }

    const { csv } = resource;
    if (csv && texts.csvFileName) {
      const button = texts.csvLabel ?? 'Exportar CSV';
      it(`exports the list with '${button}': its columns, 1000 rows a read`, async () => {
        const { exportCsv, findRow, reads } = setup();
        await findRow(label(first));
        const lines = await exportCsv();
        expect(lines[0]).toBe(csv.map((column) => column.header).join(';'));
        expect(reads.at(-1)).toMatchObject({ offset: 0, limit: 1000 });
        expect(
          await screen.findByText(texts.csvExported ?? 'Exportación lista'),
        ).toBeInTheDocument();
      });
    }

    const { permissions } = resource;
    if (permissions) {
      const staffMay = (permission: Permission | undefined) =>
        permission === undefined || can('staff', permission);
      const mayEdit = staffMay(permissions.edit);
      const mayActivate = staffMay(permissions.activate ?? permissions.edit);
      const mayDelete = staffMay(permissions.delete ?? 'records.delete');
      const readOnly = !mayEdit && !mayActivate && !mayDelete;
      it(`gives staff ('Personal') only the buttons of their role${readOnly ? ', and says the list is read-only' : ''}`, async () => {
        const { findRow } = setup({ session: STAFF_SESSION });
        const row = await findRow(label(target));
        const button = (name: string) => within(row).queryByRole('button', { name });
        if (form) {
          const edit = form.editLabel ?? 'Editar';
          if (mayEdit) expect(button(`${edit} ${label(target)}`)).toBeInTheDocument();
          else expect(button(`${edit} ${label(target)}`)).not.toBeInTheDocument();
          if (texts.create) {
            const create = screen.queryByRole('button', { name: texts.create });
            if (mayEdit) expect(create).toBeInTheDocument();
            else expect(create).not.toBeInTheDocument();
          }
        }
        if (!mayDelete) expect(button(`Eliminar ${label(target)}`)).not.toBeInTheDocument();
        if (table && !mayActivate && !mayDelete) {
          expect(
            screen.queryByRole('checkbox', { name: `Seleccionar ${label(target)}` }),
          ).not.toBeInTheDocument();
        }
        const note = screen.queryByText(readOnlyNotice('staff'));
        if (readOnly) expect(note).toBeInTheDocument();
        else expect(note).not.toBeInTheDocument();
      });
    }
  });
}

export interface ResourceFormContract<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
> extends Omit<ResourceFormSetup<Row, Sort, Input, Values, Session>, 'row' | 'history'> {
  /** A row to edit. */
  row: Row;
  /** What to type (label → text) for a new row the form accepts. */
  values: Readonly<Record<string, string>>;
  /** Until the form can be filled in (what it reads meanwhile is read). */
  ready?: (dialog: HTMLElement) => Promise<unknown>;
}

/**
 * The kit's behaviour a form declaration must have, asserted with its texts: the refused save
 * ('saveError', or the database's own Spanish message) leaves the dialog open with what was
 * typed; 'Cancelar' closes it without a write; an edit saves by id, says 'updated' and closes;
 * an edited row shows its change history.
 */
export function describeResourceForm<
  Row,
  Sort extends string,
  Input extends FieldValues,
  Values,
  Session,
>(name: string, contract: ResourceFormContract<Row, Sort, Input, Values, Session>) {
  const { form, resource, row, values, ready } = contract;
  const [firstLabel = '', firstValue] = Object.entries(values)[0] ?? [];
  const create = async (reply: TableReply) => {
    supabaseMock.table(resource.table).post(reply);
    const view = renderResourceForm({ ...contract, row: null });
    await ready?.(view.dialog);
    await view.fill(values);
    await view.submit();
    return view;
  };
  const refusal = (message: string) =>
    form.saveErrorDescription
      ? { title: form.saveError, description: message, tone: 'error' }
      : { title: message, tone: 'error' };

  describe(`${name}, as every resource form`, () => {
    it(`says '${form.saveError}' when a save fails, and stays open with what was typed`, async () => {
      const { requests, onClose, field } = await create(supabaseMock.networkError());
      await waitFor(() =>
        expect(requests.toasts).toEqual([
          expect.objectContaining({ title: form.saveError, tone: 'error' }),
        ]),
      );
      expect(onClose).not.toHaveBeenCalled();
      expect(field(new RegExp(`^${escapeRegExp(firstLabel)}`))).toHaveValue(firstValue);
    });

    it("shows the database's own message when it refuses the save", async () => {
      const message = 'La tienda está en mantenimiento';
      const { requests, onClose } = await create(supabaseMock.error({ code: 'P0001', message }));
      await waitFor(() => expect(requests.toasts).toEqual([refusal(message)]));
      expect(onClose).not.toHaveBeenCalled();
    });

    it("closes on 'Cancelar' without saving", async () => {
      const { user, dialog, onClose, writes } = renderResourceForm({ ...contract, row: null });
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(onClose).toHaveBeenCalledOnce();
      expect(writes('POST')).toHaveLength(0);
    });

    it(`saves an edited row by id, says '${form.updated}' and closes`, async () => {
      supabaseMock.table(resource.table).patch(({ body }) => ({ ...row, ...(body as object) }));
      const { submit, saved, requests, dialog } = renderResourceForm({ ...contract, row });
      await ready?.(dialog);
      await submit();
      expect((await saved('PATCH')).query).toMatchObject({ id: `eq.${resource.getRowId(row)}` });
      expect(requests.toasts).toEqual([{ title: form.updated, tone: 'success' }]);
    });

    if (form.history && !form.historyOnDemand) {
      it("shows an edited row's change history", async () => {
        const { findHistory } = renderResourceForm({
          ...contract,
          row,
          history: { description: { before: 'antes', after: 'después' } },
        });
        expect(await findHistory()).toBeInTheDocument();
      });
    }
  });
}
