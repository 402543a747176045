import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { MembershipFormDialog } from './membership-form-dialog';

const ANUAL: MembershipPlanRow = {
  id: 'plan-anual',
  name: 'Anual',
  description: 'El plan más completo.',
  price: 299900,
  duration_days: 365,
  discount_percent: 15,
  points_multiplier: 1.5,
  benefits: ['15% de descuento', 'Envío gratis'],
  is_active: true,
  membership_type: 'anual',
  created_at: '2026-10-01T15:00:00Z',
};

function setup(plan: MembershipPlanRow | null = null) {
  const onClose = vi.fn();
  const requests = recordBusRequests();
  const view = renderWithProviders(<MembershipFormDialog open plan={plan} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', {
    name: plan ? 'Editar membresía' : 'Nueva membresía',
  });
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
  const submit = () =>
    view.user.click(
      within(dialog).getByRole('button', { name: plan ? 'Guardar cambios' : 'Crear membresía' }),
    );
  return { ...view, onClose, requests, dialog, field, submit };
}

const writes = (method: 'POST' | 'PATCH') =>
  supabaseMock.requests.filter(
    (r) => r.method === method && r.path === '/rest/v1/membership_plans',
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a new plan', () => {
  it("starts with the spec's defaults: price 0, 30 days, 10 %, 1.5× points, active", () => {
    const { field, dialog } = setup();
    expect(field(/^Precio/)).toHaveValue('0');
    expect(field(/^Duración/)).toHaveValue('30');
    expect(field(/^Descuento/)).toHaveValue('10');
    expect(field(/^Multiplicador de puntos/)).toHaveValue('1,5');
    expect(field(/^Beneficios/)).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Membresía activa' })).toBeChecked();
  });

  it("sends the benefits as a list without blank lines, and toasts 'Membresía creada'", async () => {
    supabaseMock.table('membership_plans').post(({ body }) => ({
      ...ANUAL,
      ...(body as object),
      id: 'plan-new',
    }));
    const { user, field, submit, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Mensual');
    await user.type(
      field(/^Beneficios/),
      '  Envío gratis {Enter}{Enter}10% de descuento{Enter}   {Enter}Puntos x1.5{Enter}',
    );
    expect(field(/^Beneficios/)).toHaveAccessibleDescription(
      'Uno por línea; las líneas en blanco no se guardan. 3 beneficios.',
    );
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
      name: 'Mensual',
      description: null,
      price: 0,
      duration_days: 30,
      discount_percent: 10,
      points_multiplier: 1.5,
      benefits: ['Envío gratis', '10% de descuento', 'Puntos x1.5'],
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Membresía creada', tone: 'success' }]);
  });

  it('says which membership type the name gives (the generated column)', async () => {
    const { user, field } = setup();
    expect(field(/^Nombre/)).toHaveAccessibleDescription(/^Tipo: Mensual según el nombre\./);
    await user.type(field(/^Nombre/), 'Plan Anual');
    expect(field(/^Nombre/)).toHaveAccessibleDescription(/^Tipo: Anual según el nombre\./);
  });

  it('takes the discount and the multiplier in 0.1 steps', async () => {
    const { user, field, submit } = setup();
    await user.type(field(/^Nombre/), 'Mensual');
    await user.clear(field(/^Descuento/));
    await user.type(field(/^Descuento/), '12,55');
    await user.clear(field(/^Multiplicador de puntos/));
    await user.type(field(/^Multiplicador de puntos/), '1,25');
    await submit();
    expect(
      await screen.findByText('El descuento va de 0 a 100 %, en pasos de 0,1'),
    ).toBeInTheDocument();
    expect(screen.getByText('El multiplicador va de 0 a 10, en pasos de 0,1')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it("toasts 'Error al guardar la membresía' when the save fails", async () => {
    supabaseMock.table('membership_plans').post(supabaseMock.networkError());
    const { user, field, submit, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Mensual');
    await submit();
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Error al guardar la membresía', tone: 'error' }]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a plan', () => {
  it("updates it by id, toasts 'Membresía actualizada' and shows its change history", async () => {
    supabaseMock.table('audit_log').get([
      {
        id: 1,
        occurred_at: '2026-11-20T15:00:00Z',
        actor_id: 'admin-1',
        actor_name: 'Ana Gómez',
        actor_email: 'ana@bonis.co',
        table_name: 'membership_plans',
        row_id: ANUAL.id,
        action: 'update',
        changes: { price: { before: 289900, after: 299900 } },
      },
    ]);
    supabaseMock.table('membership_plans').patch(({ body }) => ({ ...ANUAL, ...(body as object) }));
    const { user, field, submit, onClose, requests, dialog } = setup(ANUAL);

    expect(field(/^Nombre/)).toHaveValue('Anual');
    expect(field(/^Precio/)).toHaveValue('299900');
    expect(field(/^Beneficios/)).toHaveValue('15% de descuento\nEnvío gratis');
    const history = await within(dialog).findByRole('region', { name: 'Historial de cambios' });
    expect(await within(history).findByText('Ana Gómez')).toBeInTheDocument();
    expect(history).toHaveTextContent('Precio: 289.900 → 299.900');

    await user.click(within(dialog).getByRole('switch', { name: 'Membresía activa' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${ANUAL.id}` });
    expect(writes('PATCH')[0]?.body).toEqual({
      name: 'Anual',
      description: 'El plan más completo.',
      price: 299900,
      duration_days: 365,
      discount_percent: 15,
      points_multiplier: 1.5,
      benefits: ['15% de descuento', 'Envío gratis'],
      is_active: false,
    });
    expect(requests.toasts).toEqual([{ title: 'Membresía actualizada', tone: 'success' }]);
  });
});
