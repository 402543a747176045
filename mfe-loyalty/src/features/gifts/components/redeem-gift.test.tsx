import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import { renderGiftsPage, setupGifts } from '../testing/gift-fixtures';

const section = () => screen.getByRole('region', { name: 'Canjear un regalo' });
const codeField = () => within(section()).getByRole('textbox', { name: /^Código del regalo/ });
const redeemButton = () => within(section()).getByRole('button', { name: 'Canjear' });

async function renderLoaded() {
  const view = renderGiftsPage();
  await screen.findByRole('textbox', { name: /^Código del regalo/ });
  return view;
}

describe('redeeming a gift', () => {
  it('activates a membership gift, trimming and uppercasing the code', async () => {
    const { requests } = setupGifts({
      redeem: () => ({
        redeemed: true,
        gift_type: 'membership',
        plan_name: 'Anual',
        membership_type: 'anual',
        expires_on: '2027-11-24',
      }),
    });
    const { user } = await renderLoaded();

    await user.type(codeField(), '  gift48213907 ');
    expect(codeField()).toHaveValue('  GIFT48213907 ');
    await user.click(redeemButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: '¡Regalo canjeado!',
          description: 'Tu membresía Anual está activa hasta el 24 de noviembre de 2027',
          tone: 'success',
        },
      ]),
    );
    expect(supabaseMock.rpcCalls('redeem_gift')).toEqual([{ p_code: 'GIFT48213907' }]);
    expect(within(section()).getByRole('status')).toHaveTextContent(
      '¡Regalo canjeado! Tu membresía Anual está activa hasta el 24 de noviembre de 2027.',
    );
    expect(codeField()).toHaveValue('');
  });

  it('puts a coupon gift in the account as a discount code to copy and use in checkout', async () => {
    const { requests } = setupGifts({
      redeem: () => ({
        redeemed: true,
        gift_type: 'coupon',
        discount_code: 'REGALOK7Q2M9XA',
        value: 100_000,
      }),
    });
    const { user } = await renderLoaded();

    await user.type(codeField(), 'GIFT48213907');
    await user.click(redeemButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: '¡Regalo canjeado!',
          description: expect.stringMatching(
            /^Tu cupón REGALOK7Q2M9XA de \$\s100\.000 ya está en tu cuenta$/,
          ),
          tone: 'success',
        },
      ]),
    );
    const result = within(section()).getByRole('status');
    expect(within(result).getByText('REGALOK7Q2M9XA')).toBeInTheDocument();
    expect(result).toHaveTextContent('Úsalo en el checkout, en «Código de descuento».');

    await user.click(within(result).getByRole('button', { name: 'Copiar código REGALOK7Q2M9XA' }));
    // user-event puts a clipboard of its own on the page
    await expect(navigator.clipboard.readText()).resolves.toBe('REGALOK7Q2M9XA');
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: 'Código copiado',
        description: 'REGALOK7Q2M9XA',
        tone: 'success',
      }),
    );
  });

  it("toasts the database's refusal and marks the code", async () => {
    const { requests } = setupGifts({
      redeem: () => ({ redeemed: false, message: 'Regalo ya canjeado - Este código ya fue usado' }),
    });
    const { user } = await renderLoaded();

    await user.type(codeField(), 'GIFT48213907');
    await user.click(redeemButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Regalo ya canjeado', description: 'Este código ya fue usado', tone: 'error' },
      ]),
    );
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('Este código ya fue usado');
    expect(codeField()).toHaveFocus();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['the buyer’s own account', 'No puedes canjear un regalo que compraste'],
    [
      'a gift before its delivery date',
      'Este regalo se podrá canjear desde el 9 de diciembre de 2026',
    ],
  ])('shows the database’s refusal of %s as a toast and on the code', async (_, message) => {
    const { requests } = setupGifts({ redeem: () => ({ redeemed: false, message }) });
    const { user } = await renderLoaded();

    await user.type(codeField(), 'GIFT48213907');
    await user.click(redeemButton());

    await waitFor(() => expect(requests.toasts).toEqual([{ title: message, tone: 'error' }]));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('GIFT48213907');
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says what's wrong without asking the database for an empty or malformed code", async () => {
    const { requests } = setupGifts();
    const { user } = await renderLoaded();

    await user.click(redeemButton());
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Ingresa el código',
          description: 'Escribe el código de tu regalo',
          tone: 'error',
        },
      ]),
    );
    // the field says the message alone; the toast has the title
    expect(codeField()).toHaveAccessibleDescription('Escribe el código de tu regalo');

    await user.type(codeField(), 'REGALO123');
    await user.click(redeemButton());
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: 'Código inválido',
        description: 'Revisa el código de tu regalo',
        tone: 'error',
      }),
    );
    expect(codeField()).toHaveAccessibleDescription('Revisa el código de tu regalo');
    expect(supabaseMock.rpcCalls('redeem_gift')).toEqual([]);
  });

  it('invites a signed-out visitor to sign in to redeem', async () => {
    const { requests } = setupGifts({ signedIn: false });
    const { user } = renderGiftsPage();

    const invitation = await within(section()).findByText('Inicia sesión para canjear un regalo');
    expect(invitation).toBeInTheDocument();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Iniciar sesión' }));
    expect(requests.logins).toEqual(['login']);
  });
});
