import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import { ResourceFormDialog } from '../../../components/admin-kit';
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

function setup(rate: ShippingRateRow | null = null) {
  const onClose = vi.fn();
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <ResourceFormDialog
      resource={shippingRates}
      form={shippingRateForm}
      open
      row={rate}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: rate ? 'Editar tarifa de envío' : 'Nueva tarifa de envío',
  });
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
  return { ...view, onClose, requests, dialog, field };
}

const writes = (method: 'POST' | 'PATCH') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/shipping_rates');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('creating a shipping rate', () => {
  it('requires the name, the base price and the minimum and maximum delivery hours', async () => {
    const { user, dialog, field } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

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
    const { user, dialog, field } = setup();
    await user.type(field(/^Nombre/), 'Estándar');
    await user.type(field(/^Precio base/), '8000');
    await user.type(field(/^Entrega mínima/), '72');
    await user.type(field(/^Entrega máxima/), '48');
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

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
    const { user, dialog, field, onClose, requests } = setup();
    expect(within(dialog).getByRole('switch', { name: 'Tarifa activa' })).toBeChecked();
    await user.type(field(/^Nombre/), 'Mismo día');
    await user.type(field(/^Precio base/), '22.000');
    await user.type(field(/^Entrega mínima/), '2');
    await user.type(field(/^Entrega máxima/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')).toHaveLength(1);
    expect(writes('POST')[0]?.body).toEqual({
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
    const { user, dialog, field, onClose } = setup();
    await user.type(field(/^Nombre/), 'Recogida');
    await user.type(field(/^Descripción/), 'En la tienda de Chapinero.');
    await user.type(field(/^Precio base/), '0');
    await user.type(field(/^Entrega mínima/), '4');
    await user.type(field(/^Entrega máxima/), '4');
    await user.click(within(dialog).getByRole('switch', { name: 'Tarifa activa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
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
    const { user, dialog, field, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Estándar');
    await user.type(field(/^Precio base/), '8000');
    await user.type(field(/^Entrega mínima/), '48');
    await user.type(field(/^Entrega máxima/), '72');
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

    expect(
      await within(dialog).findByText('La entrega máxima no puede ser menor que la mínima'),
    ).toBeInTheDocument();
    expect(field(/^Entrega máxima/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.toasts).toEqual([]);
  });

  it("toasts 'No se pudo guardar la tarifa de envío' when the save fails, and stays open", async () => {
    supabaseMock.table('shipping_rates').post(
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "shipping_rates" violates check constraint "shipping_rates_name_check"',
      }),
    );
    const { user, dialog, field, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Estándar');
    await user.type(field(/^Precio base/), '8000');
    await user.type(field(/^Entrega mínima/), '48');
    await user.type(field(/^Entrega máxima/), '72');
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarifa' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo guardar la tarifa de envío', tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^Nombre/)).toHaveValue('Estándar');
  });
});

describe('editing a shipping rate', () => {
  it("updates it by id, toasts 'Tarifa de envío actualizada' and shows its change history", async () => {
    supabaseMock.table('audit_log').get([
      {
        id: 7,
        occurred_at: '2026-11-20T15:00:00Z',
        actor_id: 'admin-1',
        actor_name: 'Ana Gómez',
        actor_email: 'ana@bonis.co',
        table_name: 'shipping_rates',
        row_id: EXPRESS.id,
        action: 'update',
        changes: { base_price: { before: 12000, after: 15000 } },
      },
    ]);
    supabaseMock.table('shipping_rates').patch(({ body }) => ({ ...EXPRESS, ...(body as object) }));
    const { user, dialog, field, onClose, requests } = setup(EXPRESS);

    expect(field(/^Nombre/)).toHaveValue('Express');
    expect(field(/^Descripción/)).toHaveValue('Entrega al día hábil siguiente.');
    expect(field(/^Precio base/)).toHaveValue('15000');
    expect(field(/^Entrega mínima/)).toHaveValue('12');
    expect(field(/^Entrega máxima/)).toHaveValue('24');
    const history = await within(dialog).findByRole('region', { name: 'Historial de cambios' });
    expect(await within(history).findByText('Ana Gómez')).toBeInTheDocument();
    expect(history).toHaveTextContent('Precio base: 12.000 → 15.000');

    await user.clear(field(/^Precio base/));
    await user.type(field(/^Precio base/), '16.500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${EXPRESS.id}` });
    expect(writes('PATCH')[0]?.body).toEqual({
      name: 'Express',
      description: 'Entrega al día hábil siguiente.',
      base_price: 16500,
      delivery_hours_min: 12,
      delivery_hours_max: 24,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Tarifa de envío actualizada', tone: 'success' }]);
  });

  it("toasts 'No se pudo guardar la tarifa de envío' when the update fails", async () => {
    supabaseMock.table('audit_log').get([]);
    supabaseMock.table('shipping_rates').patch(supabaseMock.networkError());
    const { user, dialog, onClose, requests } = setup(EXPRESS);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo guardar la tarifa de envío', tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
