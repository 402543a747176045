import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, onBusEvent, type ToastRequest } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import {
  callsOf,
  createFakeSupabase,
  postgrestError,
  type FakeResult,
  type RpcHandler,
} from '@bonis/supabase-client/testing';
import { renderWithProviders } from '../../../testing/render';
import type { Bonus } from '../api/get-bonuses';
import { BonusStoreModal } from './bonus-store-modal';

const bonus = (overrides: Partial<Bonus> & Pick<Bonus, 'id' | 'name'>): Bonus => ({
  description: null,
  icon: '🎁',
  category: 'todos',
  type: 'discount',
  value: 10,
  points_cost: 100,
  popular: false,
  ...overrides,
});

// as the query returns them: cheapest first
const BONUSES: Bonus[] = [
  bonus({
    id: 'b-ship',
    name: 'Envío gratis',
    icon: '🚚',
    type: 'free_shipping',
    value: 1,
    points_cost: 200,
    category: 'todos',
  }),
  bonus({
    id: 'b-sport',
    name: 'Descuento deportivo',
    description: '15% en tu próxima compra',
    icon: '⚽',
    type: 'discount',
    value: 15,
    points_cost: 500,
    category: 'deportes',
    popular: true,
  }),
  bonus({
    id: 'b-casino',
    name: 'Bono casino',
    icon: '🎰',
    type: 'voucher',
    value: 20000,
    points_cost: 1500,
    category: 'casino',
  }),
];

const USER_BONUS = { id: 'ub-1', expires_at: '2026-12-21T15:00:00+00:00' };

function setup({
  bonuses = (): FakeResult => ({ data: BONUSES }),
  purchase = (() => ({ data: USER_BONUS })) as RpcHandler,
  pointsAfter = 300,
} = {}) {
  const fake = createFakeSupabase({
    tables: {
      bonus_store: bonuses,
      user_points: () => ({ data: { current_points: pointsAfter } }),
    },
    rpc: { purchase_bonus: purchase },
  });
  provideSupabase(fake.client);
  return fake;
}

function signIn(points: number | null) {
  bus.getState().sessionChanged({
    userId: 'user-1',
    name: 'Ana',
    isAdmin: false,
    membershipType: 'regular',
  });
  bus.getState().pointsChanged(points);
}

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => {};

beforeEach(() => {
  toasts = [];
  stopToasts = onBusEvent('toastRequested', (toast) => toasts.push(toast));
  bus.getState().signedOut();
});

afterEach(() => {
  stopToasts();
  vi.restoreAllMocks();
});

/** The names of the bonus cards on show, in order. */
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const cardNamed = (name: string) => screen.getByRole('article', { name });

describe('BonusStoreModal', () => {
  it('shows every active bonus under Todos, cheapest first, with its details', async () => {
    const fake = setup();
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Tienda de Bonos' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todos', 'Deportes', 'Casino', 'VIP']);
    expect(screen.getByRole('tab', { name: 'Todos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Tus puntos:').parentElement?.textContent).toContain('1.000');

    await screen.findByRole('article', { name: 'Envío gratis' });
    expect(cardNames()).toEqual(['Envío gratis', 'Descuento deportivo', 'Bono casino']);

    const sport = cardNamed('Descuento deportivo');
    expect(sport.textContent).toContain('⚽');
    expect(sport.textContent).toContain('15% en tu próxima compra');
    expect(sport.textContent).toContain('15% de descuento');
    expect(sport.textContent).toContain('500 puntos');
    expect(within(sport).getByText('Popular')).toBeTruthy();
    expect(within(cardNamed('Bono casino')).queryByText('Popular')).toBeNull();
    expect(cardNamed('Bono casino').textContent).toContain('1.500 puntos');
    expect(within(sport).getByRole('button', { name: 'Canjear Descuento deportivo' })).toBeTruthy();

    const [query] = fake.queries;
    expect(callsOf(query, 'eq')).toEqual([['is_active', true]]);
    expect(callsOf(query, 'order')[0]).toEqual(['points_cost', { ascending: true }]);
  });

  it('filters by category and says when a category has none', async () => {
    setup();
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);
    await screen.findByRole('article', { name: 'Envío gratis' });

    fireEvent.click(screen.getByRole('tab', { name: 'Deportes' }));
    expect(cardNames()).toEqual(['Descuento deportivo']);

    // keyboard: ArrowRight moves to the next tab and selects it
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Deportes' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Casino' }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toEqual(['Bono casino']);

    fireEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(cardNames()).toEqual([]);
    expect(
      screen.getByRole('heading', { name: 'No hay bonos disponibles en esta categoría' }),
    ).toBeTruthy();
  });

  it('shows the bonuses to a signed-out visitor but asks them to sign in to buy', async () => {
    const fake = setup();
    const onClose = vi.fn();
    const login = vi.fn();
    const stop = onBusEvent('loginRequested', login);
    renderWithProviders(<BonusStoreModal onClose={onClose} />);

    expect(screen.getByText('Inicia sesión para comprar bonos')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));
    expect(login).toHaveBeenCalledWith({ modal: 'login' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fake.rpcCalls).toHaveLength(0);
    stop();
  });

  it('refuses a bonus the balance does not cover without calling the server', async () => {
    const fake = setup();
    signIn(400);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));

    expect(toasts).toEqual([
      {
        title: 'Puntos insuficientes',
        description: 'Necesitas 500 puntos y tienes 400.',
        tone: 'error',
      },
    ]);
    expect(fake.rpcCalls).toHaveLength(0);
  });

  it('buys a bonus, toasts it and publishes the balance read again', async () => {
    const fake = setup({ pointsAfter: 500 });
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));

    await waitFor(() => expect(bus.getState().points).toBe(500));
    expect(fake.rpcCalls).toEqual([{ fn: 'purchase_bonus', args: { p_bonus_id: 'b-sport' } }]);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.title).toBe('¡Bono adquirido!');
    expect(toasts[0]?.tone).toBe('success');
    expect(toasts[0]?.description).toContain('Descuento deportivo');
    expect(toasts[0]?.description).toContain('21 de diciembre de 2026');
    const pointsRead = fake.queries.find((query) => query.table === 'user_points');
    expect(callsOf(pointsRead, 'eq')).toEqual([['user_id', 'user-1']]);
    expect(screen.getByText('Tus puntos:').parentElement?.textContent).toContain('500');
  });

  it('keeps the buttons busy while buying, so a bonus is bought once', async () => {
    let finish: (result: FakeResult) => void = () => {};
    const fake = setup({
      purchase: () =>
        new Promise<FakeResult>((resolve) => {
          finish = resolve;
        }),
    });
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    const button = await screen.findByRole('button', { name: 'Canjear Descuento deportivo' });
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const other = screen.getByRole('button', { name: 'Canjear Envío gratis' }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    fireEvent.click(other);
    expect(fake.rpcCalls).toHaveLength(1);

    finish({ data: USER_BONUS });
    await waitFor(() => expect(other.disabled).toBe(false));
    expect(fake.rpcCalls).toHaveLength(1);
  });

  it("shows the server's message when it refuses the purchase", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ purchase: () => ({ error: postgrestError('Puntos insuficientes') }) });
    // balance not known yet: the server decides
    signIn(null);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Canjear Envío gratis' }));

    await waitFor(() => expect(toasts).toEqual([{ title: 'Puntos insuficientes', tone: 'error' }]));
  });

  it('says "Error al comprar bono" for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ purchase: () => ({ error: postgrestError('connection reset', '08006') }) });
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Canjear Envío gratis' }));

    await waitFor(() =>
      expect(toasts).toEqual([{ title: 'Error al comprar bono', tone: 'error' }]),
    );
    expect(bus.getState().points).toBe(1000);
  });

  it('shows a loading state, then a load error with a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    setup({
      bonuses: () => {
        if (!fail) return { data: BONUSES };
        fail = false;
        return { error: postgrestError('network down', '') };
      },
    });
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    expect(screen.getByRole('status').textContent).toContain('Cargando bonos…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar los bonos');
    expect(error).toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Bono casino' })).toBeTruthy();
  });

  it('closes on Escape and on a click outside', () => {
    setup();
    const onClose = vi.fn();
    renderWithProviders(<BonusStoreModal onClose={onClose} />);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
