import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import {
  describeResourceForm,
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { shippingRateForm } from './shipping-rate-form-dialog';
import { shippingRates } from './shipping-rates-page';

const EXPRESS: ShippingRateRow = {
  id: 'rate-express',
  name: 'Express',
  description: 'Entrega al día hábil siguiente.',
  base_price: 15000,
  delivery_hours_min: 12,
  delivery_hours_max: 24,
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};

const setup = (row: ShippingRateRow | null = null, history?: AuditChanges) =>
  renderResourceForm({ resource: shippingRates, form: shippingRateForm, row, history });

/** A rate the form accepts. */
const ESTANDAR = {
  Nombre: 'Estándar',
  'Precio base': '8000',
  'Entrega mínima': '48',
  'Entrega máxima': '72',
};

describeResourceForm('the shipping rate dialog', {
  resource: shippingRates,
  form: shippingRateForm,
  row: EXPRESS,
  values: ESTANDAR,
});

describe('creating a shipping rate', () => {
  it('requires the name, the base price and the minimum and maximum delivery hours', async () => {
    const { dialog, field, submit, writes } = setup();
    await submit();

    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('El precio base es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La entrega mínima es obligatoria')).toBeInTheDocument();
    expect(within(dialog).getByText('La entrega máxima es obligatoria')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveFocus();
    expect(field(/^Precio base/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(0);
  });

  it('marks the four required fields, and not the description', () => {
    const { field } = setup();
    expect(field(/^Nombre/)).toHaveAccessibleName('Nombre (obligatorio)');
    expect(field(/^Precio base \(COP\)/)).toHaveAccessibleName(/obligatorio/);
    expect(field(/^Entrega mínima/)).toHaveAccessibleName(/obligatorio/);
    expect(field(/^Entrega máxima/)).toHaveAccessibleName(/obligatorio/);
    expect(field(/^Descripción/)).not.toHaveAccessibleName(/obligatorio/);
  });

  it('refuses a maximum delivery time below the minimum', async () => {
    const { dialog, field, fill, submit, writes } = setup();
    await fill({ ...ESTANDAR, 'Entrega mínima': '72', 'Entrega máxima': '48' });
    await submit();

    expect(
      await within(dialog).findByText('La entrega máxima no puede ser menor que la mínima'),
    ).toBeInTheDocument();
    expect(field(/^Entrega máxima/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Entrega máxima/)).toHaveFocus();
    expect(writes('POST')).toHaveLength(0);
  });

  it("inserts it, toasts 'Tarifa de envío creada' and closes", async () => {
    supabaseMock.table('shipping_rates').post(({ body }) => ({
      ...EXPRESS,
      ...(body as object),
      id: 'rate-new',
    }));
    const { dialog, fill, submit, saved, requests } = setup();
    expect(within(dialog).getByRole('switch', { name: 'Tarifa activa' })).toBeChecked();
    await fill({
      Nombre: 'Mismo día',
      'Precio base': '22.000',
      'Entrega mínima': '2',
      'Entrega máxima': '8',
    });
    await submit();

    expect((await saved('POST')).body).toEqual({
      name: 'Mismo día',
      description: null,
      base_price: 22000,
      delivery_hours_min: 2,
      delivery_hours_max: 8,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Tarifa de envío creada', tone: 'success' }]);
  });

  it('accepts equal minimum and maximum hours, an optional description and an inactive rate', async () => {
    supabaseMock.table('shipping_rates').post(({ body }) => ({ ...EXPRESS, ...(body as object) }));
    const { user, dialog, fill, submit, saved } = setup();
    await fill({
      Nombre: 'Recogida',
      Descripción: 'En la tienda de Chapinero.',
      'Precio base': '0',
      'Entrega mínima': '4',
      'Entrega máxima': '4',
    });
    await user.click(within(dialog).getByRole('switch', { name: 'Tarifa activa' }));
    await submit();

    expect((await saved('POST')).body).toEqual({
      name: 'Recogida',
      description: 'En la tienda de Chapinero.',
      base_price: 0,
      delivery_hours_min: 4,
      delivery_hours_max: 4,
      is_active: false,
    });
  });

  it("shows the database's hours rule under the maximum when it refuses the save", async () => {
    supabaseMock.table('shipping_rates').post(
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "shipping_rates" violates check constraint "shipping_rates_hours_in_order"',
      }),
    );
    const { dialog, field, fill, submit, onClose, requests, writes } = setup();
    await fill(ESTANDAR);
    await submit();

    expect(
      await within(dialog).findByText('La entrega máxima no puede ser menor que la mínima'),
    ).toBeInTheDocument();
    expect(field(/^Entrega máxima/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.toasts).toEqual([]);
  });

  it("toasts 'No se pudo guardar la tarifa de envío' when another rule refuses the save", async () => {
    supabaseMock.table('shipping_rates').post(
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "shipping_rates" violates check constraint "shipping_rates_name_check"',
      }),
    );
    const { fill, submit, onClose, requests } = setup();
    await fill(ESTANDAR);
    await submit();

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo guardar la tarifa de envío', tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a shipping rate', () => {
  it("shows its values and history, and updates it by id: 'Tarifa de envío actualizada'", async () => {
    supabaseMock.table('shipping_rates').patch(({ body }) => ({ ...EXPRESS, ...(body as object) }));
    const { user, field, submit, saved, requests, findHistory } = setup(EXPRESS, {
      base_price: { before: 12000, after: 15000 },
    });

    expect(field(/^Nombre/)).toHaveValue('Express');
    expect(field(/^Descripción/)).toHaveValue('Entrega al día hábil siguiente.');
    expect(field(/^Precio base/)).toHaveValue('15000');
    expect(field(/^Entrega mínima/)).toHaveValue('12');
    expect(field(/^Entrega máxima/)).toHaveValue('24');
    const history = await findHistory();
    expect(history).toHaveTextContent('Precio base: $ 12.000 → $ 15.000');

    await user.clear(field(/^Precio base/));
    await user.type(field(/^Precio base/), '16.500');
    await submit();
    const patch = await saved('PATCH');
    expect(patch.query).toMatchObject({ id: `eq.${EXPRESS.id}` });
    expect(patch.body).toEqual({
      name: 'Express',
      description: 'Entrega al día hábil siguiente.',
      base_price: 16500,
      delivery_hours_min: 12,
      delivery_hours_max: 24,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Tarifa de envío actualizada', tone: 'success' }]);
  });
});
