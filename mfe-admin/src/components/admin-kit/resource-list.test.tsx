import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { Toaster, toast } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import {
  defineResource,
  readPage,
  searchAny,
  type ResourceFieldsProps,
  type ResourceForm,
} from './resource';
import { ResourceList } from './resource-list';

/** A made-up resource on a real table of the kit's: everything declared, nothing per screen. */
interface Thing {
  id: string;
  name: string;
  kind: string;
  is_active: boolean;
  locked: boolean;
}

const COLLAR: Thing = {
  id: 't-collar',
  name: 'Collar',
  kind: 'perro',
  is_active: true,
  locked: false,
};
const RASCADOR: Thing = {
  id: 't-rascador',
  name: 'Rascador',
  kind: 'gato',
  is_active: false,
  locked: false,
};
const CAMA: Thing = { id: 't-cama', name: 'Cama', kind: 'perro', is_active: true, locked: true };

const schema = z.object({ name: z.string().trim().min(1, 'El nombre es obligatorio') });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const saves: { id: string | undefined; values: Values }[] = [];
let saveError: unknown = null;

function ThingFields({ form }: ResourceFieldsProps<Thing, Input, Values>) {
  return <FormTextField control={form.control} name="name" label="Nombre" required />;
}

const thingForm: ResourceForm<Thing, Input, Values> = {
  schema,
  defaults: (row) => ({ name: row?.name ?? '' }),
  Fields: ThingFields,
  save: async (_client, id, values) => {
    if (saveError) throw saveError;
    saves.push({ id, values });
  },
  title: { create: 'Nueva cosa', edit: 'Editar cosa' },
  submit: { create: 'Crear cosa', edit: 'Guardar cambios' },
  created: 'Cosa creada',
  updated: 'Cosa actualizada',
  saveError: 'No se pudo guardar la cosa',
  fieldError: (error) =>
    (error as { code?: string }).code === '23505'
      ? { field: 'name', message: 'Ya existe una cosa con ese nombre' }
      : null,
};

const opened: string[] = [];

const things = defineResource({
  queryKey: ['test', 'things'],
  table: 'bonus_store',
  fetchPage: (client, query, range) => {
    let request = client.from('bonus_store').select('*', { count: 'exact' });
    if (query.q) request = request.or(searchAny(['name', 'description'], query.q));
    if (query.filters.kind) request = request.eq('type', query.filters.kind as 'product');
    return readPage(request as never, query.sort, range) as Promise<{
      rows: Thing[];
      total: number;
    }>;
  },
  sorts: ['name', 'kind'] as const,
  defaultSort: { key: 'name', direction: 'asc' },
  filters: [
    {
      name: 'kind',
      label: 'Tipo',
      options: [
        { value: '', label: 'Todos' },
        { value: 'perro', label: 'Perro' },
        { value: 'gato', label: 'Gato' },
      ],
    },
  ],
  columns: [
    { key: 'name', header: 'Nombre', sortable: true, cell: (row: Thing) => row.name },
    { key: 'kind', header: 'Tipo', sortable: true, cell: (row: Thing) => row.kind },
  ],
  csv: [{ header: 'Nombre', value: (row: Thing) => row.name }],
  getRowId: (row: Thing) => row.id,
  getRowLabel: (row: Thing) => row.name,
  isInactive: (row: Thing) => !row.is_active,
  activatable: true,
  deletable: (row: Thing) => !row.locked,
  rowActions: [
    {
      label: 'Duplicar',
      onClick: (row: Thing) => opened.push(row.id),
      hidden: (row) => !row.is_active,
    },
  ],
  form: thingForm,
  texts: {
    caption: 'Cosas',
    loadError: 'No se pudieron cargar las cosas',
    empty: 'No hay cosas',
    emptyFiltered: 'Ninguna cosa coincide',
    search: { label: 'Buscar cosas' },
    create: 'Nueva cosa',
    activated: 'Cosas activadas',
    deactivated: 'Cosas desactivadas',
    count: (n: number) => (n === 1 ? '1 cosa' : `${n} cosas`),
    confirmDelete: {
      title: '¿Eliminar esta cosa?',
      message: (row: Thing) => `Se eliminará «${row.name}».`,
      bulkMessage: (n: number) => `Se eliminarán ${n} cosas.`,
    },
    deleteError: 'No se pudo eliminar la cosa',
    csvFileName: 'cosas',
  },
});

function setup(route = '/admin/things', rows: Thing[] = [CAMA, COLLAR, RASCADOR]) {
  const reads: TableRequest[] = [];
  supabaseMock.table('bonus_store').get((request) => {
    reads.push(request);
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <ResourceList resource={things} />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, reads, requests };
}

const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const bulkBar = () => screen.getByRole('region', { name: 'Acciones con la selección' });

beforeEach(() => {
  // the back office is an admin's here (deletes are an admin's); roles: resource-list-options
  signInOnBus({ userId: 'admin-1', isAdmin: true, role: 'admin' });
  toast.dismiss();
  saves.length = 0;
  opened.length = 0;
  saveError = null;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a resource list, from its declaration', () => {
  it('reads the declared default sort with the id as tie-breaker, and names the table', async () => {
    const { reads } = setup();
    await findRow('Collar');
    expect(reads[0]?.order).toBe('name.asc,id.asc');
    expect(reads[0]?.count).toBe('exact');
    expect(screen.getByRole('table', { name: 'Cosas' })).toBeInTheDocument();
  });

  it('renders the declared filters as selects whose values live in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('Collar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'gato');
    await waitFor(() => expect(reads.at(-1)?.filters.type).toBe('eq.gato'));
    expect(location()).toBe('/admin/things?kind=gato');
  });

  it('searches every declared column, quoting what would break the or-list', () => {
    expect(searchAny(['name', 'description'], 'a,b')).toBe(
      'name.ilike."%a,b%",description.ilike."%a,b%"',
    );
    expect(searchAny(['name'], '50%_"x"')).toBe('name.ilike."%50\\\\%\\\\_\\"x\\"%"');
  });

  it('says the filtered empty message when a filter finds nothing', async () => {
    setup('/admin/things?kind=gato', []);
    expect(await screen.findByText('Ninguna cosa coincide')).toBeInTheDocument();
  });

  it("dims inactive rows and offers 'Eliminar' only on rows the declaration allows", async () => {
    setup();
    expect((await findRow('Rascador')).querySelector('[data-inactive]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar Collar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Cama' })).not.toBeInTheDocument();
  });

  it('adds the declared row actions, hidden where the declaration says', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Duplicar Collar' }));
    expect(opened).toEqual(['t-collar']);
    expect(screen.queryByRole('button', { name: 'Duplicar Rascador' })).not.toBeInTheDocument();
  });

  it('deletes the selected rows in bulk after one confirmation, with Deshacer', async () => {
    supabaseMock.rpc('admin_delete', () => 2);
    supabaseMock.rpc('admin_restore', () => 2);
    const { user } = setup();
    await findRow('Collar');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Collar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Rascador' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Eliminar' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta cosa?' });
    expect(confirm).toHaveAccessibleDescription('Se eliminarán 2 cosas.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'bonus_store', p_ids: ['t-collar', 't-rascador'] },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'bonus_store', p_ids: ['t-collar', 't-rascador'] },
      ]),
    );
  });

  it('offers no bulk delete when a selected row may not be deleted', async () => {
    const { user } = setup();
    await findRow('Cama');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Cama' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Collar' }));
    expect(within(bulkBar()).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(bulkBar()).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('activates the selected rows and names how many in the toast', async () => {
    supabaseMock.table('bonus_store').patch([{ id: RASCADOR.id }]);
    const { user, requests } = setup();
    await findRow('Rascador');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Rascador' }));
    await user.click(within(bulkBar()).getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Cosas activadas', description: '1 cosa', tone: 'success' },
      ]),
    );
  });
});

describe("a resource's form dialog, from its declaration", () => {
  it('validates with the schema, saves once, toasts and closes', async () => {
    const { user, requests } = setup();
    await findRow('Collar');
    await user.click(screen.getByRole('button', { name: 'Nueva cosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva cosa' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear cosa' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Arnés');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Crear cosa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([{ id: undefined, values: { name: 'Arnés' } }]);
    expect(requests.toasts).toContainEqual({ title: 'Cosa creada', tone: 'success' });
  });

  it('edits the row it was opened for', async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Collar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar cosa' });
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    expect(name).toHaveValue('Collar');
    await user.clear(name);
    await user.type(name, 'Collar azul');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(saves).toEqual([{ id: 't-collar', values: { name: 'Collar azul' } }]),
    );
  });

  it('puts a refusal the declaration maps under its field, and keeps what was typed', async () => {
    saveError = { code: '23505', message: 'duplicate key value violates unique constraint' };
    const { user, requests } = setup();
    await findRow('Collar');
    await user.click(screen.getByRole('button', { name: 'Nueva cosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva cosa' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Collar');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cosa' }));
    expect(
      await within(dialog).findByText('Ya existe una cosa con ese nombre'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Collar');
    expect(requests.toasts).toEqual([]);
  });

  it("shows the database's own Spanish refusal, else the declared save error", async () => {
    saveError = { code: 'P0001', message: 'Ese nombre está reservado' };
    const { user, requests } = setup();
    await findRow('Collar');
    await user.click(screen.getByRole('button', { name: 'Nueva cosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva cosa' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cosa' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Ese nombre está reservado', tone: 'error' }]),
    );

    saveError = { code: 'XX000', message: 'internal error' };
    await user.click(within(dialog).getByRole('button', { name: 'Crear cosa' }));
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: 'No se pudo guardar la cosa',
        tone: 'error',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Nueva cosa' })).toBeInTheDocument();
  });
});
