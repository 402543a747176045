import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { recordBusRequests, supabaseMock } from '@bonis/test-utils';
import { CLOCK_TICK_MS } from '../hooks/use-now';
import { bogota, renderCheckout, setupCheckout } from '../testing/checkout-fixtures';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const place = () => screen.getByRole('button', { name: 'Realizar pedido' });
/** A radio's visible label, as one string. */
const labelText = (radio: HTMLElement) => (radio as HTMLInputElement).labels?.[0]?.textContent;
const optionLabels = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the checkout form', () => {
  it("tells the first problem in the spec's order, marking and focusing its fields", async () => {
    setupCheckout();
    const requests = recordBusRequests();
    const { user } = await renderCheckout();
    const lastToast = () => requests.toasts.at(-1);

    // (1) every required field empty
    await user.click(place());
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Campos incompletos',
        description: 'Por favor completa todos los campos requeridos',
        tone: 'error',
      }),
    );
    for (const name of [/^Nombre/, /^Apellido/, /^Teléfono/, /^Email/, /^Dirección/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(select(/^Departamento/)).toHaveAttribute('aria-invalid', 'true');
    expect(select(/^Ciudad/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nombre/)).toHaveFocus();

    await user.type(field(/^Nombre/), 'Ana');
    await user.type(field(/^Apellido/), 'Pérez');
    await user.type(field(/^Teléfono/), '310123');
    await user.type(field(/^Email/), 'ana.correo.co');
    await user.type(field(/^Dirección/), 'Calle 80 # 10-20');
    await user.selectOptions(select(/^Departamento/), 'Antioquia');
    await user.click(place());
    // (1) still: the city is missing, only it is marked
    await waitFor(() => expect(select(/^Ciudad/)).toHaveFocus());
    expect(lastToast()?.title).toBe('Campos incompletos');
    expect(field(/^Nombre/)).not.toHaveAttribute('aria-invalid');

    // (2) a +57 phone needs ten digits
    await user.selectOptions(select(/^Ciudad/), 'Medellín');
    await user.click(place());
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Teléfono inválido',
        description: 'El teléfono debe tener 10 dígitos',
        tone: 'error',
      }),
    );
    expect(field(/^Teléfono/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Teléfono/)).toHaveFocus();

    // (3) the email needs an '@'
    await user.type(field(/^Teléfono/), '4567');
    await user.click(place());
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Email inválido',
        description: 'Por favor ingresa un email válido',
        tone: 'error',
      }),
    );
    expect(field(/^Email/)).toHaveFocus();

    // (4) a delivery slot
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'ana@correo.co');
    await user.click(place());
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Selecciona envío',
        description: 'Por favor selecciona una opción de envío',
        tone: 'error',
      }),
    );
    const afternoon = screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ });
    expect(afternoon).toHaveAttribute('aria-invalid', 'true');
    expect(afternoon).toHaveFocus();

    // (5) a payment method
    await user.click(afternoon);
    await user.click(place());
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Selecciona pago',
        description: 'Por favor selecciona un método de pago',
        tone: 'error',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Pago contra entrega' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Pago contra entrega' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(supabaseMock.rpcCalls('place_order')).toEqual([]);
  });

  it('keeps digits only in the phone, at most ten, and a pasted +57 loses its code', async () => {
    setupCheckout();
    const { user } = await renderCheckout();
    const phone = field(/^Teléfono/);

    await user.type(phone, 'tel: 310-123 45678 99');
    expect(phone).toHaveValue('3101234567');

    await user.clear(phone);
    await user.click(phone);
    await user.paste('+57 300 555 1234');
    expect(phone).toHaveValue('3005551234');
  });

  it('offers +57 first, and the other country codes of the spec', async () => {
    setupCheckout();
    await renderCheckout();

    const code = screen.getByRole('combobox', { name: 'Indicativo del país' });
    expect(code).toHaveValue('+57');
    expect(optionLabels(code)).toEqual(['+57', '+1', '+52', '+34', '+54']);
  });

  it("lists the department's cities, and changing the department clears the city", async () => {
    setupCheckout();
    const { user } = await renderCheckout();
    const department = select(/^Departamento/);
    const city = select(/^Ciudad/);
    expect(city).toBeDisabled();
    expect(optionLabels(department)).toHaveLength(34); // the placeholder and 33

    await user.selectOptions(department, 'Antioquia');
    await user.selectOptions(city, 'Envigado');
    expect(city).toHaveValue('Envigado');

    await user.selectOptions(department, 'Valle del Cauca');

    expect(city).toHaveValue('');
    expect(optionLabels(city)).toContain('Cali');
    expect(optionLabels(city)).not.toContain('Envigado');
  });

  it('offers only Bogotá in Bogotá D.C.', async () => {
    setupCheckout();
    const { user } = await renderCheckout();

    await user.selectOptions(select(/^Departamento/), 'Bogotá D.C.');

    expect(optionLabels(select(/^Ciudad/))).toEqual(['Selecciona una ciudad', 'Bogotá']);
  });

  it('limits the notes to 500 characters', async () => {
    setupCheckout();
    await renderCheckout();

    expect(field(/^Notas/)).toHaveAttribute('maxlength', '500');
  });
});

describe('the delivery calendar', () => {
  it("offers four days in Bogotá time, today flagged 'Entrega hoy', and every range with its cost", async () => {
    setupCheckout(); // Tuesday 24 November, 13:00 in Bogotá
    await renderCheckout();

    const days = within(await screen.findByRole('group', { name: 'Día de entrega' }));
    expect(days.getAllByRole('radio').map(labelText)).toEqual([
      'Hoy24 de noviembreEntrega hoy',
      'Mañana25 de noviembre',
      'Jueves26 de noviembre',
      'Viernes27 de noviembre',
    ]);
    expect(days.getByRole('radio', { name: /^Hoy/ })).toBeChecked();

    const ranges = within(screen.getByRole('group', { name: /^Horario de entrega/ }));
    expect(ranges.getAllByRole('radio').map(labelText)).toEqual(
      [
        '🌅8:00 AM - 12:00 PMEntrega en la mañanaYa pasó',
        '☀️2:00 PM - 6:00 PMEntrega en la tarde$ 10.000',
        '⚡ExpressEn menos de 2 horas$ 15.000',
      ].map((text) => text.replace(/\$ /g, '$\u00a0')),
    );
    expect(ranges.getByRole('radio', { name: /^8:00 AM/ })).toBeDisabled();
    expect(ranges.getByRole('radio', { name: /^2:00 PM/ })).toBeEnabled();
  });

  it("opens today's ended range on the next days", async () => {
    setupCheckout();
    const { user } = await renderCheckout();

    await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));

    const morning = screen.getByRole('radio', { name: /^8:00 AM - 12:00 PM/ });
    expect(morning).toBeEnabled();
    expect(screen.getByRole('group', { name: /^Horario de entrega/ })).toHaveAccessibleName(
      'Horario de entrega · Mañana, 25 de noviembre',
    );
  });

  it('is operable with the keyboard: arrows move between days and ranges, Space chooses', async () => {
    setupCheckout();
    const { user } = await renderCheckout();
    const today = await screen.findByRole('radio', { name: /^Hoy/ });

    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Mañana/ })).toBeChecked();

    const afternoon = screen.getByRole('radio', { name: /^2:00 PM/ });
    afternoon.focus();
    await user.keyboard(' ');
    expect(afternoon).toBeChecked();
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
        p_shipping_time_range_id: 'range-afternoon',
      }),
    );
  });

  it('keeps the chosen range when another day has it open, and drops it when not', async () => {
    setupCheckout();
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /^Mañana/ }));
    await user.click(screen.getByRole('radio', { name: /^8:00 AM/ }));

    await user.click(screen.getByRole('radio', { name: /^Jueves/ }));
    expect(screen.getByRole('radio', { name: /^8:00 AM/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^Hoy/ }));
    expect(screen.getByRole('radio', { name: /^8:00 AM/ })).not.toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Resumen del pedido' })).getByText(
        'Selecciona un horario',
      ),
    ).toBeInTheDocument();
  });

  it("closes today's chosen range when it ends and rolls the days at Bogotá's midnight", async () => {
    setupCheckout({ now: bogota('2026-11-24T17:59:50'), fakeClockTicks: true });
    const { user } = await renderCheckout();
    const afternoon = () => screen.getByRole('radio', { name: /^2:00 PM - 6:00 PM/ });
    await user.click(await screen.findByRole('radio', { name: /^2:00 PM - 6:00 PM/ }));
    expect(afternoon()).toBeChecked();

    // 18:00:05 in Bogotá: the afternoon range of today has ended
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));

    expect(afternoon()).toBeDisabled();
    expect(afternoon()).not.toBeChecked();
    expect(afternoon()).toHaveAccessibleName(/Ya pasó$/);
    expect(
      await screen.findByText('El horario que elegiste ya no está disponible. Elige otro.'),
    ).toBeInTheDocument();

    // 00:00:05 on Wednesday in Bogotá (05:00 UTC): Wednesday is today
    act(() => vi.setSystemTime(bogota('2026-11-24T23:59:55')));
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));

    expect(screen.getByRole('radio', { name: /^Hoy/ })).toHaveAccessibleName(
      'Hoy 25 de noviembre Entrega hoy',
    );
    expect(screen.getByRole('radio', { name: /^Sábado/ })).toBeInTheDocument();
    expect(afternoon()).toBeEnabled();
  });
});
