import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatCOP } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { deferred, recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import {
  ORDER,
  TOMORROW,
  USER,
  item,
  pricing,
  quote,
  renderCheckout,
  setupCheckout,
  silenceErrors,
} from '../testing/checkout-fixtures';
import { Checkout } from './checkout';

const PROFILE = { first_name: 'Ana', last_name: 'Pérez', phone: '+573101234567' };

const summary = () => screen.getByRole('region', { name: 'Resumen del pedido' });
/** The amount the summary shows next to a label ('Subtotal', 'Envío', 'Total'). */
const amount = (label: string | RegExp) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Completes what the profile did not fill: address, Bogotá, tomorrow afternoon, cash. */
async function completeForm(user: UserEvent, payment = 'Pago contra entrega') {
  await user.type(screen.getByRole('textbox', { name: /^Dirección/ }), 'Calle 80 # 10-20');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Departamento/ }), 'Bogotá D.C.');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Ciudad/ }), 'Bogotá');
  await user.type(screen.getByRole('textbox', { name: /^Notas/ }), 'Portería 2');
  await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));
  await user.click(screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));
  await user.click(screen.getByRole('radio', { name: payment }));
}

/** The place_order arguments of the completed form. */
const PLACED = {
  p_shipping_address: {
    firstName: 'Ana',
    lastName: 'Pérez',
    countryCode: '+57',
    phone: '3101234567',
    email: 'ana@correo.co',
    address: 'Calle 80 # 10-20',
    city: 'Bogotá',
    department: 'Bogotá D.C.',
    notes: 'Portería 2',
  },
  p_shipping_time_range_id: 'range-afternoon',
  p_payment_method: 'cash',
  p_delivery_date: TOMORROW,
};

describe('Checkout', () => {
  it('says the cart is empty, with a link to keep shopping', async () => {
    setupCheckout({ preview: () => quote({ items: [], item_count: 0, subtotal: 0, total: 0 }) });
    renderWithProviders(<Checkout userId={USER} />, { route: '/checkout' });

    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Realizar pedido' })).not.toBeInTheDocument();
  });

  it('shows the lines and every amount as the database priced them, never its own sums', async () => {
    // numbers that do not add up: the page must show them as they come
    setupCheckout({
      preview: ({ body }) =>
        body.p_shipping_time_range_id
          ? quote({ subtotal: 85000, shipping_cost: 10000, total: 94321 })
          : quote({ subtotal: 85000, total: 85001 }),
    });
    const { user } = await renderCheckout();

    const lines = within(summary()).getByRole('list', { name: 'Productos' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      `Concentrado Premium 2 kg × 2${formatCOP(60000)}`,
      `Collar reflectivo × 1${formatCOP(25000)}`,
    ]);
    expect(amount('Subtotal')).toBe(formatCOP(85000));
    expect(amount('Envío')).toBe('Selecciona un horario');
    expect(amount('Total')).toBe(formatCOP(85001));

    await user.click(await screen.findByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));

    await waitFor(() => expect(amount('Total')).toBe(formatCOP(94321)));
    expect(amount('Envío')).toBe(formatCOP(10000));
    expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
      p_shipping_time_range_id: 'range-afternoon',
    });
  });

  it('shows free shipping with its reason and the discount with its name', async () => {
    setupCheckout({
      preview: () =>
        quote({
          membership_type: 'anual',
          free_shipping: true,
          free_shipping_reason: 'membership',
          discount: { kind: 'code', id: 'c1', code: 'BIENVENIDO10', type: 'percentage', value: 10 },
          discount_amount: 8500,
          total: 76500,
        }),
    });
    await renderCheckout();

    expect(amount('Envío')).toBe('GratisBeneficio de tu membresía');
    expect(amount('Descuento (BIENVENIDO10)')).toBe(`−${formatCOP(8500)}`);
    expect(amount('Total')).toBe(formatCOP(76500));
  });

  it('blocks the order and sends the shopper to the cart when a line cannot be bought', async () => {
    setupCheckout({
      preview: () =>
        quote({
          items: [item(), item({ cart_item_id: 'line-2', name: 'Arena', available: false })],
          unavailable_count: 1,
        }),
    });
    await renderCheckout();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algunos productos de tu carrito ya no están disponibles');
    expect(within(alert).getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.getByRole('button', { name: 'Realizar pedido' })).toBeDisabled();
    expect(within(summary()).getByText('No disponible')).toBeInTheDocument();
  });

  it("prefills the contact fields once from the profile and the account's email", async () => {
    const profile = deferred<undefined>();
    setupCheckout({ email: 'ana@correo.co' });
    supabaseMock.table('user_profiles').get(async () => {
      await profile.promise;
      return [PROFILE];
    });
    const { user } = await renderCheckout();

    // the shopper types before the profile arrives: what they typed stays
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Anita');
    profile.resolve(undefined);

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Pérez'),
    );
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Anita');
    expect(screen.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('3101234567');
    expect(screen.getByRole('combobox', { name: 'Indicativo del país' })).toHaveValue('+57');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co');
  });

  it('places a cash order with one place_order call, toasts and opens the order', async () => {
    setupCheckout({ profile: PROFILE, email: 'ana@correo.co' });
    const requests = recordBusRequests();
    const { user, location } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user);

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    expect(supabaseMock.rpcCalls('place_order')).toEqual([PLACED]);
    expect(requests.toasts).toContainEqual({
      title: '¡Pedido creado!',
      description: `Tu pedido ${ORDER.order_number} ha sido registrado exitosamente`,
      tone: 'success',
    });
    // the header's counts are read again and published: the cart badge empties
    await waitFor(() => expect(bus.getState().points).toBe(150));
    expect(bus.getState().cartCount).toBe(0);
  });

  it('takes an online order to its payment', async () => {
    setupCheckout({
      profile: PROFILE,
      email: 'ana@correo.co',
      placeOrder: () => ({ ...ORDER, payment_method: 'online' }),
    });
    const { user, location } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user, 'Pago en línea');

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() => expect(location()).toBe('/payment?order=order-1'));
    expect(supabaseMock.rpcCalls('place_order')).toEqual([
      { ...PLACED, p_payment_method: 'online' },
    ]);
  });

  it('sends the applied discount with the order', async () => {
    setupCheckout({ profile: PROFILE, email: 'ana@correo.co', preview: pricing });
    const { user } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Código de descuento' }), 'bienvenido10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('button', { name: 'Quitar' });

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() => expect(supabaseMock.rpcCalls('place_order')).toHaveLength(1));
    expect(supabaseMock.rpcCalls('place_order')[0]).toEqual({
      ...PLACED,
      p_discount_code: 'BIENVENIDO10',
    });
  });

  it('drops a discount the database refuses when it prices the cart again, saying why', async () => {
    let codesValid = true;
    setupCheckout({
      preview: (request) =>
        request.body.p_discount_code && !codesValid
          ? supabaseMock.error({
              code: 'P0001',
              message: 'Código inválido - El código ingresado no es válido o ha expirado',
            })
          : pricing(request),
    });
    const requests = recordBusRequests();
    const { user } = await renderCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Código de descuento' }), 'bienvenido10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('button', { name: 'Quitar' });

    // the code expires; another tab changes the cart, so the page prices it again
    codesValid = false;
    act(() => bus.getState().cartChanged(4));

    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: 'Código inválido',
        description: 'El código ingresado no es válido o ha expirado',
        tone: 'error',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Código de descuento' })).toBeEnabled();
    await waitFor(() => expect(amount('Total')).toBe(formatCOP(85000)));
  });

  it('places one order when the button is clicked twice', async () => {
    const answer = deferred<undefined>();
    setupCheckout({
      profile: PROFILE,
      email: 'ana@correo.co',
      placeOrder: async () => {
        await answer.promise;
        return ORDER;
      },
    });
    const { user, location } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user);
    const place = screen.getByRole('button', { name: 'Realizar pedido' });

    await user.dblClick(place);
    await waitFor(() => expect(place).toHaveAttribute('aria-busy', 'true'));
    await user.click(place);
    answer.resolve(undefined);

    await waitFor(() => expect(location()).toBe(`/orders/${ORDER.order_number}`));
    expect(supabaseMock.rpcCalls('place_order')).toHaveLength(1);
  });

  it("shows the database's refusal as its toast and marks the field it is about", async () => {
    setupCheckout({
      profile: PROFILE,
      email: 'ana@correo.co',
      placeOrder: () =>
        supabaseMock.error({
          code: 'P0001',
          message: 'Horario no disponible - Esa franja de hoy ya pasó, elige otra',
        }),
    });
    const requests = recordBusRequests();
    const { user, location } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user);

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Horario no disponible',
        description: 'Esa franja de hoy ya pasó, elige otra',
        tone: 'error',
      }),
    );
    const range = screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ });
    expect(range).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/checkout');
  });

  it('says the order could not be created when the database gives no reason', async () => {
    silenceErrors();
    setupCheckout({
      profile: PROFILE,
      email: 'ana@correo.co',
      placeOrder: () => supabaseMock.networkError(),
    });
    const requests = recordBusRequests();
    const { user } = await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@correo.co'),
    );
    await completeForm(user);

    await user.click(screen.getByRole('button', { name: 'Realizar pedido' }));

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Error',
        description: 'No se pudo crear el pedido',
        tone: 'error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Realizar pedido' })).toBeEnabled();
  });
});
