import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { recordBusRequests, supabaseMock } from '@bonis/test-utils';
import {
  BONUSES,
  NOW,
  PRIZES,
  pricing,
  renderCheckout,
  setupCheckout,
} from '../testing/checkout-fixtures';

const codeField = () => screen.getByRole('textbox', { name: 'Código de descuento' });
const applyCode = () => screen.getByRole('button', { name: 'Aplicar' });
const summary = () => screen.getByRole('region', { name: 'Resumen del pedido' });
const amount = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Descuentos y bonos', () => {
  it('applies a code typed in lower case, uppercased, and prices the order with it', async () => {
    setupCheckout();
    const requests = recordBusRequests();
    const { user } = await renderCheckout();

    await user.type(codeField(), 'bienvenido10');
    expect(codeField()).toHaveValue('BIENVENIDO10');
    await user.click(applyCode());

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: '¡Código aplicado!',
        description: 'Descuento aplicado correctamente',
        tone: 'success',
      }),
    );
    expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
      p_discount_code: 'BIENVENIDO10',
    });
    await waitFor(() => expect(amount('Descuento (BIENVENIDO10)')).toBe(`−${formatCOP(8500)}`));
    expect(amount('Total')).toBe(formatCOP(76500));
    expect(screen.getByText('Descuento aplicado: BIENVENIDO10')).toBeInTheDocument();
    expect(codeField()).toBeDisabled();
  });

  it("refuses an unknown code with the database's message as title and description", async () => {
    setupCheckout();
    const requests = recordBusRequests();
    const { user } = await renderCheckout();

    await user.type(codeField(), 'nope');
    await user.click(applyCode());

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Código inválido',
        description: 'El código ingresado no es válido o ha expirado',
        tone: 'error',
      }),
    );
    expect(codeField()).toBeEnabled();
    expect(codeField()).toHaveValue('NOPE');
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
  });

  it('asks for a code when the field is empty, without asking the database', async () => {
    setupCheckout();
    const requests = recordBusRequests();
    const { user } = await renderCheckout();

    await user.type(codeField(), '   ');
    await user.click(applyCode());

    expect(requests.toasts).toEqual([
      { title: 'Error', description: 'Ingresa un código', tone: 'error' },
    ]);
    expect(
      supabaseMock.rpcCalls('preview_checkout').filter((call) => 'p_discount_code' in call),
    ).toEqual([]);
  });

  it('applies a code with Enter without placing the order', async () => {
    setupCheckout();
    const requests = recordBusRequests();
    const { user } = await renderCheckout();

    await user.type(codeField(), 'bienvenido10{Enter}');

    await screen.findByRole('button', { name: 'Quitar' });
    expect(requests.toasts.map((toast) => toast.title)).toEqual(['¡Código aplicado!']);
  });

  it("lists the shopper's bonuses (roulette ones labelled) and unclaimed prizes once each", async () => {
    setupCheckout({ bonuses: BONUSES, prizes: PRIZES });
    await renderCheckout();

    const list = within(await screen.findByRole('list', { name: 'Tus bonos y premios' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Envío gratis');
    expect(items[0]).not.toHaveTextContent('Ruleta');
    expect(items[1]).toHaveTextContent('Descuento 15%Ruleta15% de descuento');
    expect(items[2]).toHaveTextContent('Envío gratis ruletaRuletaEnvío gratis');
    expect(list.getAllByRole('button', { name: /^Aplicar / })).toHaveLength(3);
  });

  it('offers only what can be applied: no product bonus or prize, from the shared reads', async () => {
    setupCheckout({
      bonuses: [
        ...BONUSES,
        {
          id: 'bonus-product',
          bonus_name: 'Snack de la suerte',
          bonus_type: 'product',
          bonus_value: 12900,
          expires_at: '2026-12-21T05:00:00+00:00',
          roulette_win_id: null,
        },
      ],
      prizes: [
        ...PRIZES,
        {
          id: 'win-product',
          prize_name: 'Snack sorpresa',
          prize_type: 'product',
          prize_value: 12900,
          expires_at: '2026-12-11T05:00:00+00:00',
        },
      ],
    });
    await renderCheckout();
    const list = within(await screen.findByRole('list', { name: 'Tus bonos y premios' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.queryByText('Snack de la suerte')).not.toBeInTheDocument();
    expect(list.queryByText('Snack sorpresa')).not.toBeInTheDocument();

    const reads = (path: string) =>
      supabaseMock.requests.filter((request) => request.path === path).map((r) => r.query);
    expect(reads('/rest/v1/user_bonuses')).toContainEqual(
      expect.objectContaining({
        user_id: 'eq.user-1',
        status: 'eq.active',
        expires_at: `gt.${NOW.toISOString()}`,
      }),
    );
    expect(reads('/rest/v1/roulette_wins')).toEqual([
      expect.objectContaining({
        user_id: 'eq.user-1',
        redeemed: 'eq.false',
        prize_type: 'neq.points',
        or: `(expires_at.is.null,expires_at.gt."${NOW.toISOString()}")`,
      }),
    ]);
    expect(reads('/rest/v1/shipping_time_ranges')).toEqual([
      expect.objectContaining({ is_active: 'eq.true', order: 'priority.asc' }),
    ]);
  });

  it('applies a bonus, disables the code field and the list, and Quitar gives them back', async () => {
    setupCheckout({ bonuses: BONUSES, prizes: PRIZES });
    const requests = recordBusRequests();
    const { user } = await renderCheckout();
    await user.type(codeField(), 'abc');

    await user.click(await screen.findByRole('button', { name: 'Aplicar Envío gratis' }));

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: '¡Bono aplicado!',
        description: 'Envío gratis aplicado',
        tone: 'success',
      }),
    );
    expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
      p_user_bonus_id: 'bonus-ship',
    });
    expect(codeField()).toBeDisabled();
    expect(applyCode()).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Aplicar / })) {
      expect(button).toBeDisabled();
    }
    await waitFor(() => expect(amount('Envío')).toBe('GratisBono de envío gratis'));

    await user.click(screen.getByRole('button', { name: 'Quitar' }));

    expect(requests.toasts.at(-1)).toEqual({ title: 'Descuento removido', tone: 'info' });
    expect(codeField()).toBeEnabled();
    expect(codeField()).toHaveValue('');
    for (const button of screen.getAllByRole('button', { name: /^Aplicar/ })) {
      expect(button).toBeEnabled();
    }
    await waitFor(() => expect(amount('Envío')).toBe('Selecciona un horario'));
  });

  it('applies a percentage bonus and a roulette prize with their own arguments and toasts', async () => {
    setupCheckout({ bonuses: BONUSES, prizes: PRIZES });
    const requests = recordBusRequests();
    const { user } = await renderCheckout();

    await user.click(await screen.findByRole('button', { name: 'Aplicar Descuento 15%' }));
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: '¡Bono aplicado!',
        description: '15% de descuento',
        tone: 'success',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar' }));

    await user.click(screen.getByRole('button', { name: 'Aplicar Envío gratis ruleta' }));
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: '¡Bono aplicado!',
        description: 'Envío gratis aplicado',
        tone: 'success',
      }),
    );
    expect(supabaseMock.rpcCalls('preview_checkout')).toContainEqual({
      p_roulette_win_id: 'win-ship',
    });
  });

  it("shows a bonus's refusal as the database words it", async () => {
    setupCheckout({
      bonuses: BONUSES,
      preview: (request) =>
        request.body.p_user_bonus_id
          ? supabaseMock.error({
              code: 'P0001',
              message: 'Bono no aplicable - Tu pedido ya tiene envío gratis',
            })
          : pricing(request),
    });
    const requests = recordBusRequests();
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Aplicar Envío gratis' }));

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Bono no aplicable',
        description: 'Tu pedido ya tiene envío gratis',
        tone: 'error',
      }),
    );
    expect(codeField()).toBeEnabled();
  });
});
