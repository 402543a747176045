import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { MembershipPlanRow } from '../api/get-membership-plans';
import { membershipForm } from './membership-form-dialog';
import { membershipPlans } from './memberships-page';

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

const setup = (row: MembershipPlanRow | null = null, history?: AuditChanges) =>
  renderResourceForm({ resource: membershipPlans, form: membershipForm, row, history });

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
    const { user, field, submit, onClose, requests, writes } = setup();
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
    const { user, field, submit, writes } = setup();
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
    supabaseMock.table('membership_plans').patch(({ body }) => ({ ...ANUAL, ...(body as object) }));
    const { user, field, submit, onClose, requests, dialog, writes, findHistory } = setup(ANUAL, {
      price: { before: 289900, after: 299900 },
    });

    expect(field(/^Nombre/)).toHaveValue('Anual');
    expect(field(/^Precio/)).toHaveValue('299900');
    expect(field(/^Beneficios/)).toHaveValue('15% de descuento\nEnvío gratis');
    const history = await findHistory();
    expect(history).toHaveTextContent('Precio: $ 289.900 → $ 299.900');

    await user.click(within(dialog).getByRole('switch', { name: 'Membresía activa' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${ANUAL.id}` });
    // the plan as stored, but inactive; never its id, type or creation
    const stored = Object.fromEntries(
      Object.entries(ANUAL).filter(
        ([key]) => !['id', 'membership_type', 'created_at'].includes(key),
      ),
    );
    expect(writes('PATCH')[0]?.body).toEqual({ ...stored, is_active: false });
    expect(requests.toasts).toEqual([{ title: 'Membresía actualizada', tone: 'success' }]);
  });
});
