import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import type { AddressRow } from '@bonis/supabase-client/queries';
import { draftKey } from '../utils/checkout-draft';
import {
  ORDER,
  USER,
  renderCheckout,
  setupCheckout,
  silenceErrors,
} from '../testing/checkout-fixtures';
import { Checkout } from './checkout';

const PROFILE = { first_name: 'Ana', last_name: 'Pérez', phone: '+573001112233' };

const HOME: AddressRow = {
  id: 'address-home',
  label: 'Casa',
  address: 'Calle 80 # 10-20',
  department: 'Bogotá D.C.',
  city: 'Bogotá',
  phone: '3109998877',
  is_default: true,
  created_at: '2026-11-01T15:00:00Z',
};
const OFFICE: AddressRow = {
  id: 'address-office',
  label: 'Oficina',
  address: 'Carrera 43A # 1-50',
  department: 'Antioquia',
  city: 'Medellín',
  phone: null,
  is_default: false,
  created_at: '2026-11-20T15:00:00Z',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const picker = () => screen.getByRole('group', { name: 'Mis direcciones' });

/** Chooses tomorrow afternoon and cash, and places the order. */
async function placeOrder(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));
  await user.click(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));
  await user.click(screen.getByRole('radio', { name: 'Pago contra entrega' }));
  await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));
}

/** Types an address that is not saved. */
async function typeNewAddress(user: UserEvent) {
  await user.type(field(/^Dirección/), 'Avenida 68 # 22-10');
  await user.selectOptions(select(/^Departamento/), 'Cundinamarca');
  await user.selectOptions(select(/^Ciudad/), 'Chía');
}

/** The contact the profile fills, ready to order. */
async function renderReady(options: Parameters<typeof setupCheckout>[0] = {}) {
  setupCheckout({ profile: PROFILE, email: 'ana@correo.co', ...options });
  const view = await renderCheckout();
  await waitFor(() => expect(field(/^Email/)).toHaveValue('ana@correo.co'));
  return view;
}

describe('saved addresses at checkout', () => {
  it('reads the shopper’s addresses, default first, and fills the form with the default', async () => {
    await renderReady({ savedAddresses: [HOME, OFFICE] });

    const options = within(await screen.findByRole('group', { name: 'Mis direcciones' }));
    expect(options.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'address-home',
      'address-office',
      'other',
    ]);
    expect(options.getByRole('radio', { name: 'Casa (predeterminada)' })).toBeChecked();
    expect(field(/^Dirección/)).toHaveValue('Calle 80 # 10-20');
    expect(select(/^Departamento/)).toHaveValue('Bogotá D.C.');
    expect(select(/^Ciudad/)).toHaveValue('Bogotá');
    // the address's phone, not the profile's
    expect(field(/^Teléfono/)).toHaveValue('3109998877');

    const read = supabaseMock.requests.find((r) => r.path === '/rest/v1/user_addresses');
    expect(read?.query).toMatchObject({
      user_id: `eq.${USER}`,
      order: 'is_default.desc,created_at.desc',
    });
  });

  it('fills the fields with the address chosen, and empties them for another one', async () => {
    const { user } = await renderReady({ savedAddresses: [HOME, OFFICE] });
    await screen.findByRole('group', { name: 'Mis direcciones' });

    await user.click(within(picker()).getByRole('radio', { name: 'Oficina' }));
    expect(field(/^Dirección/)).toHaveValue('Carrera 43A # 1-50');
    expect(select(/^Departamento/)).toHaveValue('Antioquia');
    expect(select(/^Ciudad/)).toHaveValue('Medellín');
    // no phone saved with it: the one in the field stays
    expect(field(/^Teléfono/)).toHaveValue('3109998877');

    await user.click(within(picker()).getByRole('radio', { name: 'Otra dirección' }));
    expect(field(/^Dirección/)).toHaveValue('');
    expect(select(/^Departamento/)).toHaveValue('');
    expect(select(/^Ciudad/)).toHaveValue('');
  });

  it('moves the choice to another address when the fields are edited', async () => {
    const { user } = await renderReady({ savedAddresses: [HOME] });
    await waitFor(() => expect(field(/^Dirección/)).toHaveValue(HOME.address));

    await user.type(field(/^Dirección/), ' apto 301');

    expect(within(picker()).getByRole('radio', { name: 'Otra dirección' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Guardar esta dirección/ })).toBeInTheDocument();
  });

  it('does not replace an address restored from the draft with the default', async () => {
    sessionStorage.setItem(
      draftKey(USER),
      JSON.stringify({ version: 1, values: { address: 'Transversal 5 # 1-1' } }),
    );
    setupCheckout({ savedAddresses: [HOME] });
    renderWithProviders(<Checkout userId={USER} />, { route: '/checkout' });

    await screen.findByRole('group', { name: 'Mis direcciones' });
    expect(field(/^Dirección/)).toHaveValue('Transversal 5 # 1-1');
    expect(within(picker()).getByRole('radio', { name: 'Otra dirección' })).toBeChecked();
  });

  it('offers no saved addresses to a shopper who has none', async () => {
    await renderReady();
    expect(screen.queryByRole('group', { name: 'Mis direcciones' })).not.toBeInTheDocument();
    expect(field(/^Dirección/)).toHaveValue('');
  });

  it('saves the typed address under its name once the order is placed', async () => {
    supabaseMock.table('user_addresses').post();
    const { user, location } = await renderReady();
    await typeNewAddress(user);

    await user.click(screen.getByRole('checkbox', { name: /Guardar esta dirección/ }));
    await user.type(screen.getByRole('textbox', { name: /Nombre de la dirección/ }), 'Finca');
    await placeOrder(user);

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    await waitFor(() =>
      expect(
        supabaseMock.requests.filter(
          (r) => r.path === '/rest/v1/user_addresses' && r.method === 'POST',
        ),
      ).toHaveLength(1),
    );
    const insert = supabaseMock.requests.find(
      (r) => r.method === 'POST' && r.path.endsWith('user_addresses'),
    );
    expect(insert?.body).toEqual({
      user_id: USER,
      label: 'Finca',
      address: 'Avenida 68 # 22-10',
      department: 'Cundinamarca',
      city: 'Chía',
      phone: '3001112233',
    });
  });

  it('saves nothing unless asked', async () => {
    supabaseMock.table('user_addresses').post();
    const { user, location } = await renderReady();
    await typeNewAddress(user);
    await placeOrder(user);

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    expect(
      supabaseMock.requests.filter((r) => r.method === 'POST' && r.path.endsWith('user_addresses')),
    ).toEqual([]);
  });

  it("names it 'Casa' when no name is typed", async () => {
    supabaseMock.table('user_addresses').post();
    const { user } = await renderReady();
    await typeNewAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /Guardar esta dirección/ }));
    expect(screen.getByRole('textbox', { name: /Nombre de la dirección/ })).toHaveAttribute(
      'placeholder',
      'Casa',
    );
    await placeOrder(user);

    const inserts = () =>
      supabaseMock.requests.filter((r) => r.method === 'POST' && r.path.endsWith('user_addresses'));
    await waitFor(() => expect(inserts()).toHaveLength(1));
    expect(inserts()[0]?.body).toMatchObject({ label: 'Casa' });
  });

  it('places the order even when the address can’t be saved, and says why', async () => {
    supabaseMock
      .table('user_addresses')
      .post(() =>
        supabaseMock.error({ code: 'P0001', message: 'Puedes guardar hasta 10 direcciones' }),
      );
    const requests = recordBusRequests();
    const { user, location } = await renderReady();
    await typeNewAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /Guardar esta dirección/ }));
    await placeOrder(user);

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Puedes guardar hasta 10 direcciones',
        tone: 'error',
      }),
    );
    expect(requests.toasts).toContainEqual(
      expect.objectContaining({ title: '¡Pedido creado!', tone: 'success' }),
    );
  });

  it("says 'No se pudo guardar la dirección' when the database gives no reason", async () => {
    silenceErrors();
    supabaseMock.table('user_addresses').post(() => supabaseMock.networkError());
    const requests = recordBusRequests();
    const { user, location } = await renderReady();
    await typeNewAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /Guardar esta dirección/ }));
    await placeOrder(user);

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'No se pudo guardar la dirección',
        tone: 'error',
      }),
    );
    expect(location()).toBe(`/orders/${ORDER.order_number}`);
  });

  it('saves nothing when the order is refused', async () => {
    supabaseMock.table('user_addresses').post();
    const { user, location } = await renderReady({
      placeOrder: () =>
        supabaseMock.error({
          code: 'P0001',
          message: 'Horario no disponible - Esa franja de hoy ya pasó, elige otra',
        }),
    });
    const requests = recordBusRequests();
    await typeNewAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /Guardar esta dirección/ }));
    await placeOrder(user);

    await waitFor(() => expect(requests.toasts.at(-1)?.title).toBe('Horario no disponible'));
    expect(location()).toBe('/checkout');
    expect(
      supabaseMock.requests.filter((r) => r.method === 'POST' && r.path.endsWith('user_addresses')),
    ).toEqual([]);
  });

  it('offers no saving for an address already saved', async () => {
    await renderReady({ savedAddresses: [HOME] });
    await waitFor(() => expect(field(/^Dirección/)).toHaveValue(HOME.address));

    expect(
      screen.queryByRole('checkbox', { name: /Guardar esta dirección/ }),
    ).not.toBeInTheDocument();
  });
});
