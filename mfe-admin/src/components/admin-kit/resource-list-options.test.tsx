import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { SessionSummary } from '@bonis/design-system/bus';
import { FormTextField } from '@bonis/forms';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { STAFF_REFUSAL, readOnlyNotice } from '../../lib/permissions';
import {
  defineResource,
  readListPage,
  type Resource,
  type ResourceCardProps,
  type ResourceFieldsProps,
  type ResourceForm,
} from './resource';
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

const ADMIN: Partial<SessionSummary> = { userId: 'admin-1', isAdmin: true, role: 'admin' };
const STAFF: Partial<SessionSummary> = { userId: 'staff-1', isAdmin: false, role: 'staff' };

/** The plan's name, in a form. */
const planForm: ResourceForm<Plan, { name: string }, { name: string }> = {
  schema: z.object({ name: z.string().trim().min(1, 'El nombre es obligatorio') }),
  defaults: (row) => ({ name: row?.name ?? '' }),
  Fields: ({ form }: ResourceFieldsProps<Plan, { name: string }, { name: string }>) => (
    <FormTextField control={form.control} name="name" label="Nombre" />
  ),
  save: async () => undefined,
  title: { create: 'Nuevo plan', edit: 'Editar plan' },
  submit: { create: 'Crear plan', edit: 'Guardar' },
  created: 'Plan creado',
  updated: 'Plan actualizado',
  saveError: 'No se pudo guardar el plan',
};

/** Every change a list offers, behind the permissions of the roles (lib/permissions.ts). */
const guarded = defineResource({
  ...commands,
  form: planForm,
  activatable: true,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  rowActions: [
    { label: 'Ver', onClick: () => undefined },
    { label: 'Ajustar puntos', onClick: () => undefined, permission: 'points.adjust' },
  ],
  texts: {
    ...commands.texts,
    create: 'Nuevo plan',
    activated: 'Activados',
    deactivated: 'Desactivados',
  },
});

function setup<Input extends FieldValues, Values>(
  resource: Resource<Plan, 'name', Input, Values>,
  {
    rows = [BASIC, GOLD],
    route = '/admin/plans',
    csvDisabled = undefined as boolean | undefined,
    session = ADMIN as Partial<SessionSummary> | null,
  } = {},
) {
  if (session) signInOnBus(session);
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

describe('who may change a resource (its permissions)', () => {
  it('gives an admin every button: new, edit, its commands and actions, delete and the bulk ones', async () => {
    const { user } = setup(guarded);
    const basic = await screen.findByRole('row', { name: /Básico/ });
    expect(screen.getByRole('button', { name: 'Nuevo plan' })).toBeInTheDocument();
    for (const name of [
      'Editar Básico',
      'Pausar Básico',
      'Ver Básico',
      'Ajustar puntos Básico',
      'Eliminar Básico',
    ]) {
      expect(within(basic).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(basic).getByRole('checkbox', { name: 'Seleccionar Básico' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    for (const name of ['Activar', 'Desactivar']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText(readOnlyNotice('admin'))).not.toBeInTheDocument();
  });

  it("leaves out for staff ('Personal') what their role may not do, and says the list is read-only", async () => {
    setup(guarded, { session: STAFF });
    const basic = await screen.findByRole('row', { name: /Básico/ });
    expect(screen.queryByRole('button', { name: 'Nuevo plan' })).not.toBeInTheDocument();
    for (const name of [
      'Editar Básico',
      'Pausar Básico',
      'Ajustar puntos Básico',
      'Eliminar Básico',
    ]) {
      expect(within(basic).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // reading stays everyone's
    expect(within(basic).getByRole('button', { name: 'Ver Básico' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar pausados (CSV)' })).toBeInTheDocument();
    // nothing to select for: no bulk 'Activar', 'Desactivar' or 'Eliminar'
    expect(within(basic).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `Solo lectura: tu rol (Personal) puede consultar esta sección. Crear, editar o eliminar: ${STAFF_REFUSAL.toLowerCase()}.`,
      ),
    ).toBeInTheDocument();
  });

  it('lets staff activate when the resource says so, without edit or delete', async () => {
    const stockLike = defineResource({
      ...guarded,
      permissions: { edit: 'catalog.edit', activate: 'products.stock' },
    });
    const { user } = setup(stockLike, { session: STAFF });
    const basic = await screen.findByRole('row', { name: /Básico/ });
    await user.click(within(basic).getByRole('checkbox', { name: 'Seleccionar Básico' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    expect(within(bar).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByText(readOnlyNotice('staff'))).not.toBeInTheDocument();
  });

  it('keeps deletes for admins even when a resource declares no permissions', async () => {
    setup(cards, { session: STAFF });
    const gold = await screen.findByRole('listitem', { name: 'Oro' });
    expect(within(gold).queryByRole('button', { name: 'Eliminar Oro' })).not.toBeInTheDocument();
    // nothing else was declared: no read-only notice
    expect(screen.queryByText(readOnlyNotice('staff'))).not.toBeInTheDocument();
  });

  it('gives nothing to change while no back-office role is known', async () => {
    setup(guarded, { session: null });
    const basic = await screen.findByRole('row', { name: /Básico/ });
    expect(within(basic).queryByRole('button', { name: 'Editar Básico' })).not.toBeInTheDocument();
    expect(screen.getByText(readOnlyNotice(undefined))).toBeInTheDocument();
  });
});
