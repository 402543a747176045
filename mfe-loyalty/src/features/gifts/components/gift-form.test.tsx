import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient, supabaseMock } from '@bonis/test-utils';
import { giftPlansQueryOptions } from '../api/get-gift-plans';
import { TODAY_TICK_MS } from '../hooks/use-bogota-today';
import { GiftForm } from './gift-form';
import { GIFT_ID, TODAY, bogota, renderGiftsPage, setupGifts } from '../testing/gift-fixtures';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const dateField = () => screen.getByLabelText(/^Fecha de entrega/);
const buyButton = () => screen.getByRole('button', { name: 'Comprar' });
const purchase = () => screen.getByRole('form', { name: 'Comprar un regalo' });

const REQUIRED = {
  title: 'Error',
  description: 'Por favor completa todos los campos requeridos',
  tone: 'error',
};

/** The page, once the membership plans are on it. */
async function renderLoaded(route?: string) {
  const view = renderGiftsPage(route);
  await screen.findByRole('radio', { name: 'Membresía Mensual' });
  return view;
}

async function fillRecipient(
  user: Awaited<ReturnType<typeof renderLoaded>>['user'],
  { name = 'Laura Gómez', email = 'laura@correo.co' } = {},
) {
  if (name) await user.type(field(/^Nombre del destinatario/), name);
  if (email) await user.type(field(/^Email del destinatario/), email);
}

describe('the gift purchase', () => {
  it("offers the memberships at membership_plans' prices and the three coupons, on tabs moved with the arrow keys", async () => {
    setupGifts();
    const { user } = await renderLoaded();

    const tabs = screen.getByRole('tablist', { name: 'Tipo de regalo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Membresías', 'Cupones']);
    const monthly = screen.getByRole('radio', { name: 'Membresía Mensual' });
    const annual = screen.getByRole('radio', { name: 'Membresía Anual' });
    expect(monthly).toHaveAccessibleDescription(/^\$\s29\.900 30 días 10% de descuento/);
    // the annual plan: 12 × the monthly price struck through, and the savings
    expect(annual).toHaveAccessibleDescription(
      /^\$\s299\.900 Precio anterior \$\s358\.800 Ahorras \$\s58\.900 12 meses 15% de descuento/,
    );

    await user.click(screen.getByRole('tab', { name: 'Membresías' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Cupones' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cupones' })).toHaveFocus();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /^Cupón \$\s50\.000$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Cupón \$\s100\.000$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Cupón \$\s200\.000$/ })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Membresías' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps the item picked on the other tab, and shows it with its price', async () => {
    setupGifts();
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('tab', { name: 'Cupones' }));
    await user.click(screen.getByRole('radio', { name: /^Cupón \$\s200\.000$/ }));
    await user.click(screen.getByRole('tab', { name: 'Membresías' }));
    await user.click(screen.getByRole('tab', { name: 'Cupones' }));

    expect(screen.getByRole('radio', { name: /^Cupón \$\s200\.000$/ })).toBeChecked();
    expect(purchase()).toHaveTextContent(/Cupón \$\s200\.000\$\s200\.000/);
  });

  it("says 'Por favor completa todos los campos requeridos' when the item, the name or the email is missing", async () => {
    const { requests } = setupGifts();
    const { user } = await renderLoaded();

    await user.click(buyButton());

    await waitFor(() => expect(requests.toasts).toEqual([REQUIRED]));
    expect(screen.getByRole('radio', { name: 'Membresía Mensual' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Membresía Mensual' })).toHaveFocus();
    expect(field(/^Nombre del destinatario/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email del destinatario/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Teléfono/)).not.toHaveAttribute('aria-invalid');
    // each field says the message alone; the toast has the title 'Error'
    expect(
      within(purchase())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Por favor completa todos los campos requeridos',
      'Por favor completa todos los campos requeridos',
      'Por favor completa todos los campos requeridos',
    ]);
    expect(field(/^Nombre del destinatario/)).toHaveAccessibleDescription(
      'Por favor completa todos los campos requeridos',
    );
    expect(purchase()).not.toHaveTextContent(/Error -/);

    // the item and the name: only the email is missing now
    await user.click(screen.getByRole('radio', { name: 'Membresía Anual' }));
    await fillRecipient(user, { email: '' });
    await user.click(buyButton());

    await waitFor(() => expect(field(/^Email del destinatario/)).toHaveFocus());
    expect(requests.toasts).toEqual([REQUIRED, REQUIRED]);
    expect(field(/^Nombre del destinatario/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Membresía Anual' })).not.toHaveAttribute(
      'aria-invalid',
    );

    // blanks are not a name
    await user.clear(field(/^Nombre del destinatario/));
    await user.type(field(/^Nombre del destinatario/), '   ');
    await user.type(field(/^Email del destinatario/), 'laura@correo.co');
    await user.click(buyButton());
    await waitFor(() => expect(field(/^Nombre del destinatario/)).toHaveFocus());
    expect(requests.toasts).toHaveLength(3);
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
  });

  it("refuses an email that isn't one", async () => {
    const { requests } = setupGifts();
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user, { email: 'laura.correo.co' });

    await user.click(buyButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Email inválido',
          description: 'Por favor ingresa un email válido',
          tone: 'error',
        },
      ]),
    );
    expect(field(/^Email del destinatario/)).toHaveFocus();
    expect(field(/^Email del destinatario/)).toHaveAttribute('aria-invalid', 'true');
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
  });

  it('keeps digits only in the optional phone, at most 20, and wants at least 7', async () => {
    const { requests } = setupGifts();
    const { user } = await renderLoaded();
    const phone = field(/^Teléfono/);

    await user.type(phone, 'tel: +57 (300) 123-4567 ext 8901234567');
    expect(phone).toHaveValue('57300123456789012345');

    await user.clear(phone);
    await user.type(phone, '12-34-56');
    expect(phone).toHaveValue('123456');
    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user);
    await user.click(buyButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Teléfono inválido',
          description: 'Ingresa solo números (7 a 20 dígitos)',
          tone: 'error',
        },
      ]),
    );
    expect(phone).toHaveFocus();
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
  });

  it("starts the delivery date at Bogotá's today, not UTC's, and refuses a day before it", async () => {
    // 21:30 on the 24th in Bogotá: 02:30 on the 25th in UTC
    const { requests } = setupGifts({ now: bogota('2026-11-24T21:30:00') });
    const { user } = await renderLoaded();
    expect(dateField()).toHaveValue('2026-11-24');
    expect(dateField()).toHaveAttribute('min', '2026-11-24');

    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user);
    await user.clear(dateField());
    await user.type(dateField(), '2026-11-23');
    await user.click(buyButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Fecha inválida',
          description: 'La fecha de entrega no puede ser anterior a hoy',
          tone: 'error',
        },
      ]),
    );
    expect(dateField()).toHaveFocus();
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
  });

  it("moves the untouched date and its minimum to the new day at Bogotá's midnight", async () => {
    const { requests } = setupGifts({ now: bogota('2026-11-24T23:59:50'), fakeClockTicks: true });
    const { user } = await renderLoaded();
    expect(dateField()).toHaveValue('2026-11-24');

    // 00:00:20 on the 25th in Bogotá (05:00:20 UTC)
    act(() => vi.advanceTimersByTime(TODAY_TICK_MS));

    expect(dateField()).toHaveValue('2026-11-25');
    expect(dateField()).toHaveAttribute('min', '2026-11-25');

    // a date typed before midnight for the old today is checked against the new one
    await user.clear(dateField());
    await user.type(dateField(), '2026-11-24');
    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user);
    await user.click(buyButton());
    await waitFor(() => expect(requests.toasts.at(-1)?.title).toBe('Fecha inválida'));
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
  });

  it("hydrates a server-rendered form without a day, then starts at the browser's today", async () => {
    // 21:30 on the 24th in Bogotá: the server's clock may say another day, so it says none
    setupGifts({ now: bogota('2026-11-24T21:30:00') });
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(giftPlansQueryOptions());
    const page = (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/regalos']}>
          <GiftForm />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('input[type="date"]')).toHaveValue('');
    expect(container.querySelector('input[type="date"]')).not.toHaveAttribute('min');

    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => void mismatches.push(error),
      });
    });
    await waitFor(() => expect(dateField()).toHaveValue('2026-11-24'));
    expect(dateField()).toHaveAttribute('min', '2026-11-24');
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });

  it('counts the message as it is typed, up to 500 characters', async () => {
    setupGifts();
    const { user } = await renderLoaded();
    const message = field(/^Mensaje/);
    expect(message).toHaveAccessibleDescription(/0\/500 caracteres/);

    await user.type(message, '¡Feliz cumpleaños!');
    expect(message).toHaveAccessibleDescription(/18\/500 caracteres/);

    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(520));
    expect(message).toHaveValue('a'.repeat(500));
    expect(message).toHaveAccessibleDescription(/500\/500 caracteres/);
  });

  it('creates the pending purchase with buy_gift and goes to pay it on /payment?gift=', async () => {
    setupGifts();
    const { user, location } = await renderLoaded('/gifts');

    await user.click(screen.getByRole('tab', { name: 'Cupones' }));
    await user.click(screen.getByRole('radio', { name: /^Cupón \$\s100\.000$/ }));
    await fillRecipient(user, { name: '  Laura Gómez ', email: 'laura@correo.co' });
    await user.type(field(/^Teléfono/), '3001234567');
    await user.type(field(/^Mensaje/), 'Para los consentidos de la casa');
    await user.click(buyButton());

    expect(await screen.findByText('Página de pago')).toBeInTheDocument();
    expect(location()).toBe(`/payment?gift=${GIFT_ID}`);
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([
      {
        p_gift_type: 'coupon',
        p_gift_value: 'c100',
        p_recipient_name: 'Laura Gómez',
        p_recipient_email: 'laura@correo.co',
        p_recipient_phone: '3001234567',
        p_message: 'Para los consentidos de la casa',
        p_delivery_date: TODAY,
      },
    ]);
  });

  it("sends no optional field it wasn't given, and today in Bogotá as the date", async () => {
    setupGifts();
    const { user } = await renderLoaded();

    await user.click(screen.getByRole('radio', { name: 'Membresía Anual' }));
    await fillRecipient(user);
    await user.click(buyButton());

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('buy_gift')).toEqual([
        {
          p_gift_type: 'membership',
          p_gift_value: 'anual',
          p_recipient_name: 'Laura Gómez',
          p_recipient_email: 'laura@correo.co',
          p_delivery_date: '2026-11-24',
        },
      ]),
    );
  });

  it("toasts the database's refusal, marking its field, or 'Error al procesar regalo'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: 'refuse' | 'fail' = 'refuse';
    const { requests } = setupGifts({
      buy: () =>
        answer === 'refuse'
          ? supabaseMock.error({
              code: 'P0001',
              message: 'Email inválido - Por favor ingresa un email válido',
            })
          : supabaseMock.networkError(),
    });
    const { user, location } = await renderLoaded();
    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user);

    await user.click(buyButton());
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Email inválido',
          description: 'Por favor ingresa un email válido',
          tone: 'error',
        },
      ]),
    );
    expect(field(/^Email del destinatario/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email del destinatario/)).toHaveFocus();
    expect(within(purchase()).getByRole('alert')).toHaveTextContent(
      /^Por favor ingresa un email válido$/,
    );

    answer = 'fail';
    await user.click(buyButton());
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({ title: 'Error al procesar regalo', tone: 'error' }),
    );
    expect(logged).toHaveBeenCalled();
    expect(location()).toBe('/regalos');
    expect(buyButton()).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in, keeping what they filled in', async () => {
    const { requests } = setupGifts({ signedIn: false });
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('radio', { name: 'Membresía Mensual' }));
    await fillRecipient(user);

    await user.click(buyButton());

    expect(requests.toasts).toEqual([
      {
        title: 'Inicia sesión',
        description: 'Debes iniciar sesión para comprar un regalo',
        tone: 'error',
      },
    ]);
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.rpcCalls('buy_gift')).toEqual([]);
    expect(field(/^Nombre del destinatario/)).toHaveValue('Laura Gómez');
    expect(screen.getByRole('radio', { name: 'Membresía Mensual' })).toBeChecked();
  });
});
