import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { membershipPlans } from './memberships-page';

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

const list = { resource: membershipPlans, route: '/admin/memberships', rows: [MENSUAL, ANUAL] };

describeResourceList('the plans', {
  ...list,
  // by price, cheapest first (spec §7)
  order: 'price.asc,name.asc,id.asc',
});

describe('the plans', () => {
  it('are cards with every detail, the inactive ones tagged', async () => {
    const { findRow } = setupResourceList(list);
    const mensual = await findRow('Mensual');
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

    const anual = await findRow('Anual');
    expect(anual).toHaveTextContent(/Descuento12,5\s%/);
    expect(anual).toHaveTextContent('Puntos2×');
    expect(anual).toHaveTextContent('365 días');
    expect(anual).toHaveTextContent('Sin beneficios');
    expect(anual).toHaveTextContent('Inactivo');
  });

  it("offers 'Nueva membresía' when there are none", async () => {
    const { user } = setupResourceList({ ...list, rows: [] });
    expect(await screen.findByRole('heading', { name: 'No hay membresías' })).toBeInTheDocument();
    const create = screen.getAllByRole('button', { name: 'Nueva membresía' });
    await user.click(create.at(-1) as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Nueva membresía' })).toBeInTheDocument();
  });

  it('export a row per plan, the benefits together', async () => {
    const { findRow, exportCsv } = setupResourceList(list);
    await findRow('Mensual');
    const lines = await exportCsv();
    expect(lines[1]).toBe(
      'Mensual;Mensual;29.900;30;10;1,5;10% de descuento en toda la tienda | Envío gratis en todos tus pedidos;Ahorra en cada compra.;Sí;01/10/2026',
    );
    expect(lines[2]).toBe('Anual;Anual;299.900;365;12,5;2;;;No;01/10/2026');
  });

  it("can't be deleted while shoppers hold them: the database's refusal, and the plan again", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: hay clientes con esta membresía',
      }),
    );
    const { deleteRow, alerts, findRow, statuses } = setupResourceList(list);
    await deleteRow('Mensual');
    await waitFor(() =>
      expect(alerts()).toContain('No se puede eliminar: hay clientes con esta membresía'),
    );
    expect(await findRow('Mensual')).toBeInTheDocument();
    expect(statuses()).not.toContain('Eliminado');
  });
});
