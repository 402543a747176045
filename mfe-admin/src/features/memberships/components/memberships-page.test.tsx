import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { MembershipsPage } from './memberships-page';

const MENSUAL: MembershipPlanRow = {
  id: 'plan-mensual',
  name: 'Mensual',
  description: 'Ahorra en cada compra.',
  price: 29900,
  duration_days: 30,
  discount_percent: 10,
  points_multiplier: 1.5,
  benefits: ['10% de descuento en toda la tienda', 'Envío gratis en todos tus pedidos'],
  is_active: true,
  membership_type: 'mensual',
  created_at: '2026-10-01T15:00:00Z',
};
const ANUAL: MembershipPlanRow = {
  ...MENSUAL,
  id: 'plan-anual',
  name: 'Anual',
  description: null,
  price: 299900,
  duration_days: 365,
  discount_percent: 12.5,
  points_multiplier: 2,
  benefits: [],
  is_active: false,
  membership_type: 'anual',
};

function setup({ rows = [MENSUAL, ANUAL], failFirstRead = false } = {}) {
  const reads: TableRequest[] = [];
  supabaseMock.table('membership_plans').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return rows;
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <MembershipsPage />
      <Toaster />
    </>,
    { route: '/admin/memberships' },
  );
  return { ...view, reads, requests };
}

const findPlan = (name: string) => screen.findByRole('listitem', { name });
const queryPlan = (name: string) => screen.queryByRole('listitem', { name });
const deletes = () =>
  supabaseMock.requests.filter(
    (r) => r.method === 'DELETE' && r.path === '/rest/v1/membership_plans',
  );
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the plans', () => {
  it('are listed by price, cheapest first, with every detail', async () => {
    const { reads } = setup();
    const mensual = await findPlan('Mensual');
    expect(reads[0]?.order).toBe('price.asc,name.asc,id.asc');
    expect(within(mensual).getByRole('heading', { name: 'Mensual' })).toBeInTheDocument();
    expect(mensual).toHaveTextContent(/\$\s29\.900/);
    expect(mensual).toHaveTextContent('Duración30 días');
    expect(mensual).toHaveTextContent(/Descuento10\s%/);
    expect(mensual).toHaveTextContent('Puntos1,5×');
    expect(mensual).toHaveTextContent('Tipo: Mensual');
    expect(
      within(within(mensual).getByRole('list', { name: 'Beneficios de Mensual' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(mensual).not.toHaveTextContent('Inactivo');
    expect(mensual).not.toHaveAttribute('data-inactive');

    const anual = await findPlan('Anual');
    expect(anual).toHaveTextContent(/Descuento12,5\s%/);
    expect(anual).toHaveTextContent('Puntos2×');
    expect(anual).toHaveTextContent('365 días');
    expect(anual).toHaveTextContent('Sin beneficios');
    // inactive: tagged and dimmed
    expect(anual).toHaveTextContent('Inactivo');
    expect(anual).toHaveAttribute('data-inactive');
  });

  it("shows 'Error al cargar las membresías' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    const error = await screen.findByText('Error al cargar las membresías');
    expect(requests.toasts).toEqual([{ title: 'Error al cargar las membresías', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findPlan('Mensual')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
  });

  it("says 'No hay membresías' and offers to create one", async () => {
    const { user } = setup({ rows: [] });
    const empty = await screen.findByRole('heading', { name: 'No hay membresías' });
    expect(empty).toBeInTheDocument();
    const create = screen.getAllByRole('button', { name: 'Nueva membresía' });
    await user.click(create.at(-1) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Nueva membresía' })).toBeInTheDocument();
  });

  it("opens a plan in 'Editar membresía'", async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Anual' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar membresía' });
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Anual');
  });

  it('exports the plans as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:membresias';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup();
    await findPlan('Mensual');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nombre;Tipo;Precio;Duración (días);Descuento (%);Multiplicador de puntos;Beneficios;Descripción;Activa;Creada',
    );
    expect(lines[1]).toBe(
      'Mensual;Mensual;29.900;30;10;1,5;10% de descuento en toda la tienda | Envío gratis en todos tus pedidos;Ahorra en cada compra.;Sí;01/10/2026',
    );
    expect(lines[2]).toBe('Anual;Anual;299.900;365;12,5;2;;;No;01/10/2026');
  });
});

describe('deleting a plan', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar Mensual' }));
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Estás seguro de eliminar esta membresía?',
    });
    expect(confirm).toHaveAccessibleDescription(
      'Se eliminará el plan «Mensual» de la página de membresías. Si hay clientes con esta membresía y ningún otro plan la ofrece, no se podrá eliminar: desactívalo en su lugar.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  it("asks first, deletes it at once through admin_delete and offers 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', () => {
      supabaseMock.table('membership_plans').get([ANUAL]);
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'membership_plans', p_ids: ['plan-mensual'] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('Mensual');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() => expect(queryPlan('Mensual')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
  });

  it("shows the database's refusal while shoppers hold the plan, the plan again, and never 'Eliminado'", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: hay clientes con esta membresía',
      }),
    );
    const { user } = setup();
    await confirmDelete(user);
    await waitFor(() =>
      expect(alerts()).toContain('No se puede eliminar: hay clientes con esta membresía'),
    );
    expect(await findPlan('Mensual')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });

  it("says 'Error al eliminar la membresía' when the delete fails otherwise", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);
    await waitFor(() => expect(alerts()).toContain('Error al eliminar la membresía'));
    expect(await findPlan('Mensual')).toBeInTheDocument();
  });
});
