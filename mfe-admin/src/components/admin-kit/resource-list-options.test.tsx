import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { defineResource, readListPage, type ResourceCardProps } from './resource';
import { ResourceList } from './resource-list';

/** A made-up plan on a real table: the kit's optional parts, declared once each. */
interface Plan {
  id: string;
  name: string;
  is_active: boolean;
}

const BASIC: Plan = { id: 'p-basic', name: 'Básico', is_active: true };
const GOLD: Plan = { id: 'p-gold', name: 'Oro', is_active: false };

const ran: string[] = [];
let finishRun: () => void = () => undefined;
let failRun = false;

function PlanCard({ row, actions }: ResourceCardProps<Plan>) {
  return (
    <div>
      <h2>{row.name}</h2>
      {actions}
    </div>
  );
}

const base = defineResource({
  queryKey: ['test', 'plans'],
  table: 'membership_plans',
  fetchPage: (client, query, range) =>
    readListPage(
      client.from('membership_plans').select('id, name, is_active', { count: 'exact' }),
      query,
      range,
      { search: 'name' },
    ),
  sorts: ['name'] as const,
  defaultSort: { key: 'name', direction: 'asc' },
  columns: [{ key: 'name', header: 'Nombre', cell: (row: Plan) => row.name }],
  getRowId: (row: Plan) => row.id,
  getRowLabel: (row: Plan) => row.name,
  isInactive: (row: Plan) => !row.is_active,
  texts: {
    caption: 'Planes',
    loadError: 'No se pudieron cargar los planes',
    empty: 'No hay planes',
    emptyFiltered: 'Ningún plan coincide',
    search: { label: 'Buscar planes' },
  },
});

const cards = defineResource({
  ...base,
  deletable: true,
  cards: { Card: PlanCard, emptyIcon: '⭐', emptyDescription: 'Crea el primero.' },
  texts: {
    ...base.texts,
    confirmDelete: {
      title: '¿Eliminar este plan?',
      message: (row) => `Se eliminará «${row.name}».`,
    },
  },
});

const commands = defineResource({
  ...base,
  rowCommands: [
    {
      label: 'Pausar',
      variant: 'ghost',
      hidden: (row) => !row.is_active,
      run: (_client, row) =>
        new Promise<void>((resolve, reject) => {
          ran.push(row.id);
          finishRun = () => (failRun ? reject(new Error('no')) : resolve());
        }),
      done: (row) => ({ title: 'Plan pausado', description: row.name }),
      error: 'No se pudo pausar el plan',
    },
  ],
  csv: [{ header: 'Nombre', value: (row) => row.name }],
  csvRows: async () => [GOLD],
  texts: {
    ...base.texts,
    csvFileName: 'planes',
    csvLabel: 'Exportar pausados (CSV)',
    csvExported: 'Planes exportados',
  },
});

function setup(
  resource: typeof cards | typeof commands,
  {
    rows = [BASIC, GOLD],
    route = '/admin/plans',
    csvDisabled = undefined as boolean | undefined,
  } = {},
) {
  let reads = 0;
  supabaseMock.table('membership_plans').get(() => {
    reads += 1;
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <ResourceList resource={resource} csvDisabled={csvDisabled} />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, requests, reads: () => reads };
}

beforeEach(() => {
  toast.dismiss();
  ran.length = 0;
  failRun = false;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a resource laid out as cards', () => {
  it('lists a card per row, named by the row, the inactive ones marked, with the row actions', async () => {
    setup(cards);
    const gold = await screen.findByRole('listitem', { name: 'Oro' });
    expect(screen.getByRole('list', { name: 'Planes' })).toBeInTheDocument();
    expect(within(gold).getByRole('heading', { name: 'Oro' })).toBeInTheDocument();
    expect(gold).toHaveAttribute('data-inactive');
    expect(screen.getByRole('listitem', { name: 'Básico' })).not.toHaveAttribute('data-inactive');
    expect(within(gold).getByRole('button', { name: 'Eliminar Oro' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows an empty state with its line when there are no rows', async () => {
    setup(cards, { rows: [] });
    expect(await screen.findByRole('heading', { name: 'No hay planes' })).toBeInTheDocument();
    expect(screen.getByText('Crea el primero.')).toBeInTheDocument();
  });

  it('says the filtered message, without the first-one line, when a search finds nothing', async () => {
    setup(cards, { rows: [], route: '/admin/plans?q=zz' });
    expect(
      await screen.findByRole('heading', { name: 'Ningún plan coincide' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Crea el primero.')).not.toBeInTheDocument();
  });

  it("shows the load error with 'Reintentar'", async () => {
    supabaseMock
      .table('membership_plans')
      .get(() => supabaseMock.error({ code: 'XX000', message: 'internal error' }));
    renderWithProviders(<ResourceList resource={cards} />, { route: '/admin/plans' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los planes');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('deletes from a card behind the confirmation', async () => {
    supabaseMock.rpc('admin_delete', () => 1);
    const { user } = setup(cards);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Oro' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar este plan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'membership_plans', p_ids: ['p-gold'] },
      ]),
    );
  });
});

describe("a resource's row commands", () => {
  it('runs one with its button busy, toasts, and reads the list again', async () => {
    const { user, requests, reads } = setup(commands);
    const pause = await screen.findByRole('button', { name: 'Pausar Básico' });
    // hidden where it doesn't apply
    expect(screen.queryByRole('button', { name: 'Pausar Oro' })).not.toBeInTheDocument();
    const before = reads();
    await user.click(pause);
    expect(ran).toEqual(['p-basic']);
    await waitFor(() => expect(pause).toHaveAttribute('aria-busy', 'true'));

    finishRun();
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Plan pausado', description: 'Básico', tone: 'success' },
      ]),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('says its error when the command fails', async () => {
    failRun = true;
    const { user, requests } = setup(commands);
    await user.click(await screen.findByRole('button', { name: 'Pausar Básico' }));
    finishRun();
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'No se pudo pausar el plan', tone: 'error' }]),
    );
  });
});

describe("a resource's own CSV rows and texts", () => {
  it('exports the declared rows with its label and success message', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:planes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup(commands);
    await screen.findByRole('button', { name: 'Pausar Básico' });
    await user.click(screen.getByRole('button', { name: 'Exportar pausados (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(((await files[0]?.text()) ?? '').slice(1).split('\r\n')).toEqual(['Nombre', 'Oro', '']);
    expect(await screen.findByText('Planes exportados')).toBeInTheDocument();
  });

  it('is disabled when the page says so, whatever the list holds', async () => {
    setup(commands, { csvDisabled: true });
    await screen.findByRole('button', { name: 'Pausar Básico' });
    expect(screen.getByRole('button', { name: 'Exportar pausados (CSV)' })).toBeDisabled();
  });
});
