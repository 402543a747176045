import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type RpcHandler,
  type TableRequest,
} from '@bonis/test-utils';
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

/**
 * The store as the test's database holds it: the active bonuses, `purchase_bonus`, and the
 * balance read after a purchase. Returns the reads of the bonuses and of the points.
 */
function setup({ purchase = (() => USER_BONUS) as RpcHandler, pointsAfter = 300 } = {}) {
  const bonusReads: TableRequest[] = [];
  const pointsReads: TableRequest[] = [];
  supabaseMock.table('bonus_store').get((request) => {
    bonusReads.push(request);
    return BONUSES;
  });
  supabaseMock.table('user_points').get((request) => {
    pointsReads.push(request);
    return [{ current_points: pointsAfter }];
  });
  supabaseMock.rpc('purchase_bonus', purchase);
  return { bonusReads, pointsReads };
}

/** Signs in (Supabase session and the bus, with the balance the shell publishes). */
function signIn(points: number | null) {
  supabaseMock.signedIn();
  signInOnBus();
  bus.getState().pointsChanged(points);
}

/** Keeps an expected console.error out of the output; returns the spy. */
function silenceErrors() {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
}

/** The names of the bonus cards on show, in order. */
const cardNames = () =>
  screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);
const cardNamed = (name: string) => screen.getByRole('article', { name });
const confirmation = (name: string) =>
  screen.findByRole('alertdialog', { name: `¿Comprar ${name}?` });

type User = ReturnType<typeof renderWithProviders>['user'];

/** 'Canjear' on a bonus, then 'Confirmar compra' in the confirmation it opens. */
async function buyConfirmed(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Canjear ${name}` }));
  const dialog = await confirmation(name);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));
}

describe('BonusStoreModal', () => {
  it('shows every active bonus under Todos, cheapest first, with its details', async () => {
    const { bonusReads } = setup();
    signIn(1000);
    renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Tienda de Bonos' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todos', 'Deportes', 'Casino', 'VIP']);
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tus puntos:').parentElement).toHaveTextContent('1.000');

    await screen.findByRole('article', { name: 'Envío gratis' });
    expect(cardNames()).toEqual(['Envío gratis', 'Descuento deportivo', 'Bono casino']);

    const sport = cardNamed('Descuento deportivo');
    expect(sport).toHaveTextContent('⚽');
    expect(sport).toHaveTextContent('15% en tu próxima compra');
    expect(sport).toHaveTextContent('15% de descuento');
    expect(sport).toHaveTextContent('500 puntos');
    expect(sport).toHaveTextContent('Válido por 30 días desde la compra');
    expect(within(sport).getByText('Popular')).toBeInTheDocument();
    expect(within(cardNamed('Bono casino')).queryByText('Popular')).not.toBeInTheDocument();
    expect(cardNamed('Bono casino')).toHaveTextContent('1.500 puntos');
    expect(
      within(sport).getByRole('button', { name: 'Canjear Descuento deportivo' }),
    ).toBeInTheDocument();

    // the active bonuses, cheapest first
    expect(bonusReads).toHaveLength(1);
    expect(bonusReads[0]).toMatchObject({
      filters: { is_active: 'eq.true' },
      order: 'points_cost.asc,name.asc',
    });
  });

  it('filters by category and says when a category has none', async () => {
    setup();
    signIn(1000);
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);
    await screen.findByRole('article', { name: 'Envío gratis' });

    await user.click(screen.getByRole('tab', { name: 'Deportes' }));
    expect(cardNames()).toEqual(['Descuento deportivo']);

    // keyboard: ArrowRight moves to the next tab and selects it
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Casino' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Casino' })).toHaveFocus();
    expect(cardNames()).toEqual(['Bono casino']);

    await user.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(cardNames()).toEqual([]);
    expect(
      screen.getByRole('heading', { name: 'No hay bonos disponibles en esta categoría' }),
    ).toBeInTheDocument();
    // the empty state's picture is the store's drawn gift, not an emoji that needs a font
    const empty = screen.getByRole('heading', {
      name: 'No hay bonos disponibles en esta categoría',
    }).parentElement;
    expect(empty?.querySelector('svg[data-icon="gift"]')).toBeInTheDocument();
    expect(empty).not.toHaveTextContent('🎁');
  });

  it('shows the bonuses to a signed-out visitor but asks them to sign in to buy', async () => {
    setup();
    signOutOnBus();
    const requests = recordBusRequests();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<BonusStoreModal onClose={onClose} />);

    expect(screen.getByText('Inicia sesión para comprar bonos')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));
    expect(requests.logins).toEqual(['login']);
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(requests.logins).toEqual(['login', 'login']);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([]);
  });

  it('refuses a bonus the balance does not cover without calling the server', async () => {
    setup();
    signIn(400);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    await user.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));

    expect(requests.toasts).toEqual([
      {
        title: 'Puntos insuficientes',
        description: 'Necesitas 500 puntos y tienes 400.',
        tone: 'error',
      },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([]);
  });

  it('asks first, with what it costs and the balance left; only "Confirmar compra" buys', async () => {
    setup({ pointsAfter: 900 });
    signIn(1400);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    await user.click(await screen.findByRole('button', { name: 'Canjear Descuento deportivo' }));

    const dialog = await confirmation('Descuento deportivo');
    expect(dialog).toHaveAccessibleDescription('Costo: 500 puntos Te quedarán: 900 puntos');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([]);
    expect(requests.toasts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([{ p_bonus_id: 'b-sport' }]),
    );
    await waitFor(() => expect(bus.getState().points).toBe(900));
    // the store stays open
    expect(screen.getByRole('dialog', { name: 'Tienda de Bonos' })).toBeInTheDocument();
  });

  it('buys nothing when the shopper cancels or presses Escape, and the store stays open', async () => {
    setup();
    signIn(1500);
    const requests = recordBusRequests();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<BonusStoreModal onClose={onClose} />);
    const button = await screen.findByRole('button', { name: 'Canjear Bono casino' });

    await user.click(button);
    await user.click(
      within(await confirmation('Bono casino')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(button);
    expect(await confirmation('Bono casino')).toHaveAccessibleDescription(
      'Costo: 1.500 puntos Te quedarán: 0 puntos',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Tienda de Bonos' })).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([]);
    expect(requests.toasts).toEqual([]);
  });

  it('buys once on a double click of "Confirmar compra"', async () => {
    setup({ pointsAfter: 800 });
    signIn(1000);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Canjear Envío gratis' }));
    const dialog = await confirmation('Envío gratis');

    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirmar compra' }));

    await waitFor(() => expect(bus.getState().points).toBe(800));
    expect(supabaseMock.rpcCalls('purchase_bonus')).toHaveLength(1);
    expect(requests.toasts).toHaveLength(1);
  });

  it('buys a bonus, toasts it and publishes the balance read again', async () => {
    const { pointsReads } = setup({ pointsAfter: 500 });
    signIn(1000);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    await buyConfirmed(user, 'Descuento deportivo');

    await waitFor(() => expect(bus.getState().points).toBe(500));
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([{ p_bonus_id: 'b-sport' }]);
    expect(requests.toasts).toHaveLength(1);
    expect(requests.toasts[0]?.title).toBe('¡Bono adquirido!');
    expect(requests.toasts[0]?.tone).toBe('success');
    expect(requests.toasts[0]?.description).toContain('Descuento deportivo');
    expect(requests.toasts[0]?.description).toContain('21 de diciembre de 2026');
    expect(pointsReads).toHaveLength(1);
    expect(pointsReads[0]).toMatchObject({ filters: { user_id: 'eq.user-1' }, userId: 'user-1' });
    expect(screen.getByText('Tus puntos:').parentElement).toHaveTextContent('500');
  });

  it('keeps the buttons busy while buying, so a bonus is bought once', async () => {
    const answer = deferred();
    setup({
      purchase: async () => {
        await answer.promise;
        return USER_BONUS;
      },
    });
    signIn(1000);
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    const button = await screen.findByRole('button', { name: 'Canjear Descuento deportivo' });
    await buyConfirmed(user, 'Descuento deportivo');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const other = screen.getByRole('button', { name: 'Canjear Envío gratis' });
    expect(other).toBeDisabled();
    await user.click(other);
    await waitFor(() => expect(supabaseMock.rpcCalls('purchase_bonus')).toHaveLength(1));

    answer.resolve();
    await waitFor(() => expect(other).toBeEnabled());
    expect(supabaseMock.rpcCalls('purchase_bonus')).toEqual([{ p_bonus_id: 'b-sport' }]);
  });

  it("shows the server's message when it refuses the purchase", async () => {
    silenceErrors();
    setup({
      purchase: () => supabaseMock.error({ code: 'P0001', message: 'Puntos insuficientes' }),
    });
    // balance not known yet: the server decides
    signIn(null);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    await user.click(await screen.findByRole('button', { name: 'Canjear Envío gratis' }));
    // the balance is unknown: the confirmation says what it costs, not what is left
    const dialog = await confirmation('Envío gratis');
    expect(dialog).toHaveAccessibleDescription('Costo: 200 puntos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Puntos insuficientes', tone: 'error' }]),
    );
  });

  it('says "Error al comprar bono" for any other failure', async () => {
    silenceErrors();
    setup({
      purchase: () => supabaseMock.error({ code: '08006', message: 'connection reset' }),
    });
    signIn(1000);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    await buyConfirmed(user, 'Envío gratis');

    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Error al comprar bono', tone: 'error' }]),
    );
    expect(bus.getState().points).toBe(1000);
  });

  it('shows a loading state, then a load error with a retry', async () => {
    const printed = silenceErrors();
    const { bonusReads } = setup();
    supabaseMock.table('bonus_store').get(() => supabaseMock.networkError(), { once: true });
    signIn(1000);
    const { user } = renderWithProviders(<BonusStoreModal onClose={() => {}} />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando bonos…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los bonos');
    expect(printed).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Bono casino' })).toBeInTheDocument();
    expect(bonusReads).toHaveLength(1); // the failed read got no answer; the retry did
  });

  it('closes on Escape and on a click outside', async () => {
    setup();
    signOutOnBus();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<BonusStoreModal onClose={onClose} />);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
