import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import { publishCounts } from '@bonis/supabase-client/queries';
import {
  createTestQueryClient,
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { SpinResult } from '@bonis/supabase-client';
import { hintStoredSession, serverThenHydrate } from '../../../testing/server-then-hydrate';
import { roulettePrizesQueryOptions } from '../api/get-roulette-prizes';
import { SPIN_DURATION_MS } from '../hooks/use-spin';
import { PRIZES, spinAnswer } from '../testing/roulette-fixtures';
import { segmentAtPointer } from '../utils/wheel-geometry';
import { Roulette } from './roulette';

const prize = (id: string) => {
  const found = PRIZES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no prize ${id}`);
  return found;
};

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion') ? reduce : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * The page with the test's database: the prizes, and the shopper signed in with `points`
 * (or signed out). The clock is fake (and moves with real time, so requests and Testing
 * Library's waits work): a test moves it past the 4-second spin itself.
 */
function setup({
  prizes = PRIZES,
  points = 250 as number | null,
  signedIn = true,
}: { prizes?: typeof PRIZES; points?: number | null; signedIn?: boolean } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const prizeReads: TableRequest[] = [];
  supabaseMock.table('roulette_prizes').get((request) => {
    prizeReads.push(request);
    return prizes;
  });
  if (signedIn) {
    supabaseMock.signedIn();
    signInOnBus();
    publishCounts.points(points);
  } else {
    signOutOnBus();
  }
  const requests = recordBusRequests();
  const view = renderWithProviders(<Roulette titleId="ruleta" title="Ruleta de premios" />, {
    route: '/ruleta',
    userOptions: {
      advanceTimers: (ms: number) => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
      },
    },
  });
  return { ...view, requests, prizeReads };
}

/** 'Girar' on the page (the confirmation has a 'Girar' of its own). */
const spinButton = () => {
  const [button] = screen
    .getAllByRole('button', { name: 'Girar' })
    .filter((candidate) => !candidate.closest('[role="alertdialog"]'));
  if (!button) throw new Error("no 'Girar' on the page");
  return button;
};
const confirmation = () => screen.findByRole('alertdialog', { name: '¿Girar la ruleta?' });

type User = ReturnType<typeof setup>['user'];

/** 'Girar' on the page, then 'Girar' in the confirmation a low balance asks with. */
async function spinConfirmed(user: User) {
  await user.click(spinButton());
  await user.click(within(await confirmation()).getByRole('button', { name: 'Girar' }));
}
const wheel = () => screen.getByTestId('roulette-wheel');
const rotation = () => Number(wheel().dataset.rotation);
/** The segments drawn on the wheel, by prize id, in drawing order (clockwise from the top). */
const segmentIds = () =>
  Array.from(wheel().querySelectorAll('[data-prize-id]')).map((g) =>
    g.getAttribute('data-prize-id'),
  );

async function spinsOut() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SPIN_DURATION_MS);
  });
}

describe('/ruleta', () => {
  it('draws one equal segment per active prize, in the order the database draws them, and lists them with probabilities', async () => {
    const { prizeReads } = setup();

    const list = await screen.findByRole('list', { name: 'Premios de la ruleta' });
    expect(segmentIds()).toEqual(PRIZES.map((p) => p.id));
    expect(wheel().querySelectorAll('path')).toHaveLength(8);
    expect(prizeReads[0]?.filters).toEqual({ is_active: 'eq.true' });
    expect(prizeReads[0]?.order).toBe('created_at.asc,id.asc');

    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '🪙50 puntosSuma 50 puntos a tu saldo.Probabilidad: 30%',
      '🏷️10% de descuentoPara tu próxima compra.Probabilidad: 18%',
      '💰100 puntosSuma 100 puntos a tu saldo.Probabilidad: 20%',
      '🚚Envío gratisTu próximo pedido sin costo de envío.Probabilidad: 12%',
      '⭐250 puntosSuma 250 puntos a tu saldo.Probabilidad: 8%',
      '🎉20% de descuentoPara tu próxima compra.Probabilidad: 7%',
      '🦴Snack sorpresaUn paquete de snacks con tu próximo pedido.Probabilidad: 3,5%',
      '🏆500 puntos¡El premio mayor!Probabilidad: 1,5%',
    ]);
    expect(screen.getByText('Tus puntos').nextElementSibling).toHaveTextContent('250');
    expect(screen.getByText('Costo por giro').nextElementSibling).toHaveTextContent('100 puntos');
    expect(spinButton()).toBeEnabled();
  });

  it('asks the database first, turns the wheel to the prize it drew for 4 s, then names it', async () => {
    const answer = deferred<SpinResult>();
    supabaseMock.rpc('spin_roulette', () => answer.promise);
    const { user } = setup({ points: 250 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await spinConfirmed(user);

    // the database chooses before anything turns
    await waitFor(() => expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([{}]));
    expect(rotation()).toBe(0);
    expect(spinButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Girando la ruleta…');

    // it drew the 4th segment ('Envío gratis'), not the most likely one
    answer.resolve(spinAnswer(prize('p-ship'), 150));
    await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
    expect(segmentAtPointer(rotation(), 8)).toBe(3);
    expect(rotation()).toBeGreaterThanOrEqual(5 * 360);
    expect(spinButton()).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the balance follows when the wheel stops, not before
    expect(bus.getState().points).toBe(250);

    await spinsOut();

    const modal = await screen.findByRole('dialog', {
      name: '¡Felicidades! Ganaste: Envío gratis',
    });
    expect(modal).toHaveAccessibleDescription('Tu próximo pedido sin costo de envío.');
    expect(modal).toHaveTextContent(
      'Lo encuentras en «Mis bonos» y puedes usarlo en el checkout durante 30 días (vence el 24 de diciembre de 2026).',
    );
    expect(within(modal).getByRole('link', { name: 'Ver mis bonos' })).toHaveAttribute(
      'href',
      '/premios',
    );
    // the spec's words exactly, without a full stop of its own
    expect(screen.getByRole('status').textContent).toBe('¡Felicidades! Ganaste: Envío gratis');
    expect(wheel()).toHaveAttribute('data-state', 'idle');
    expect(segmentAtPointer(rotation(), 8)).toBe(3);
    // the header chip and the page's balance: current_points of the answer
    expect(bus.getState().points).toBe(150);
    expect(screen.getByText('Tus puntos').nextElementSibling).toHaveTextContent('150');
  });

  it('turns forward from where it stopped on the next spin, and gives focus back to Girar', async () => {
    let balance = 400;
    const draws = ['p-50', 'p-50'];
    supabaseMock.rpc('spin_roulette', () => {
      balance = balance - 100 + 50;
      return spinAnswer(prize(draws.shift() ?? 'p-50'), balance);
    });
    const { user } = setup({ points: 400 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await user.click(spinButton());
    await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
    const first = rotation();
    await spinsOut();
    const modal = await screen.findByRole('dialog', { name: '¡Felicidades! Ganaste: 50 puntos' });
    expect(modal).toHaveTextContent('Sumamos 50 puntos a tu saldo. Ahora tienes 350 puntos.');
    expect(within(modal).queryByRole('link', { name: 'Ver mis bonos' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Seguir jugando' }));

    await waitFor(() => expect(spinButton()).toHaveFocus());
    await user.click(spinButton());
    await waitFor(() => expect(rotation()).toBeGreaterThan(first));
    expect(rotation() - first).toBeGreaterThanOrEqual(5 * 360);
    expect(segmentAtPointer(rotation(), 8)).toBe(0);
    await spinsOut();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ahora tienes 300 puntos.');
    expect(supabaseMock.rpcCalls('spin_roulette')).toHaveLength(2);
  });

  it('shows the result at once, without turning, under prefers-reduced-motion', async () => {
    stubReducedMotion(true);
    supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-20off'), 100));
    const { user } = setup({ points: 200 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await spinConfirmed(user);

    // no time passes: the modal is there as soon as the database answered
    expect(
      await screen.findByRole('dialog', { name: '¡Felicidades! Ganaste: 20% de descuento' }),
    ).toBeInTheDocument();
    expect(wheel()).toHaveAttribute('data-state', 'idle');
    expect(segmentAtPointer(rotation(), 8)).toBe(5);
    expect(bus.getState().points).toBe(100);
  });

  describe('a spin that leaves few points', () => {
    it('asks once before a spin that would leave under 200 points, and spins on its Girar', async () => {
      supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-50'), 200));
      const { user } = setup({ points: 250 });
      await screen.findByRole('list', { name: 'Premios de la ruleta' });

      await user.click(spinButton());

      const dialog = await confirmation();
      expect(dialog).toHaveAccessibleDescription('Costo: 100 puntos Te quedarán: 150 puntos');
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Cancelar', 'Girar']);
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([]);
      expect(rotation()).toBe(0);

      await user.click(within(dialog).getByRole('button', { name: 'Girar' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
      expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([{}]);
      await spinsOut();
      expect(await screen.findByRole('dialog', { name: '¡Felicidades! Ganaste: 50 puntos' }));
      // asked once: no second confirmation came with the spin
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('spins at once when 200 points or more are left', async () => {
      supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-50'), 250));
      const { user } = setup({ points: 300 });
      await screen.findByRole('list', { name: 'Premios de la ruleta' });

      await user.click(spinButton());

      await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([{}]);
    });

    it('spins nothing when the shopper cancels or presses Escape', async () => {
      supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-50'), 150));
      const { user } = setup({ points: 200 });
      await screen.findByRole('list', { name: 'Premios de la ruleta' });

      await user.click(spinButton());
      await user.click(within(await confirmation()).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(spinButton()).toHaveFocus();

      await user.click(spinButton());
      await confirmation();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([]);
      expect(rotation()).toBe(0);
      expect(spinButton()).toBeEnabled();
      expect(bus.getState().points).toBe(200);
    });

    it('spins once on a double click of its Girar', async () => {
      supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-50'), 200));
      const { user } = setup({ points: 250 });
      await screen.findByRole('list', { name: 'Premios de la ruleta' });

      await user.click(spinButton());
      await user.dblClick(within(await confirmation()).getByRole('button', { name: 'Girar' }));

      await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
      await spinsOut();
      await screen.findByRole('dialog', { name: '¡Felicidades! Ganaste: 50 puntos' });
      expect(supabaseMock.rpcCalls('spin_roulette')).toHaveLength(1);
    });
  });

  it('shows the new balance, on the page and in the header, only when the wheel stops', async () => {
    const answer = deferred<SpinResult>();
    supabaseMock.rpc('spin_roulette', () => answer.promise);
    const { user } = setup({ points: 400 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });
    const balance = () => screen.getByText('Tus puntos').nextElementSibling;

    await user.click(spinButton());
    await waitFor(() => expect(supabaseMock.rpcCalls('spin_roulette')).toHaveLength(1));
    // the shell's realtime update of user_points may come before the answer…
    act(() => publishCounts.points(300));
    expect(bus.getState().points).toBe(400);
    expect(balance()).toHaveTextContent('400');

    answer.resolve(spinAnswer(prize('p-50'), 350));
    await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
    // …or about a second into the 4-second spin
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    act(() => publishCounts.points(350));
    expect(bus.getState().points).toBe(400);
    expect(balance()).toHaveTextContent('400');

    // three seconds in (the clock also moves with real time: a second of room)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(wheel()).toHaveAttribute('data-state', 'spinning');
    expect(bus.getState().points).toBe(400);
    expect(balance()).toHaveTextContent('400');

    await spinsOut();
    await screen.findByRole('dialog', { name: '¡Felicidades! Ganaste: 50 puntos' });
    expect(bus.getState().points).toBe(350);
    expect(balance()).toHaveTextContent('350');

    // held no longer: later updates go straight through
    act(() => publishCounts.points(420));
    expect(bus.getState().points).toBe(420);
  });

  it('lets the balance published during a refused spin through once the refusal is shown', async () => {
    const refused = deferred();
    supabaseMock.rpc('spin_roulette', async () => {
      await refused.promise;
      return supabaseMock.error({ code: 'P0001', message: 'No hay premios disponibles' });
    });
    const { user, requests } = setup({ points: 400 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await user.click(spinButton());
    await waitFor(() => expect(supabaseMock.rpcCalls('spin_roulette')).toHaveLength(1));
    // a points credit from elsewhere (an order) while the spin is asked
    act(() => publishCounts.points(900));
    expect(bus.getState().points).toBe(400);

    refused.resolve();
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'No hay premios disponibles', tone: 'error' }]),
    );
    await waitFor(() => expect(spinButton()).toBeEnabled());
    expect(bus.getState().points).toBe(900);
    expect(screen.getByText('Tus puntos').nextElementSibling).toHaveTextContent('900');
  });

  it('turns the names on the left half of the wheel over, so they read left-to-right', async () => {
    setup();
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    const labels = Array.from(wheel().querySelectorAll('[data-prize-id] [data-label]'));
    // 8 segments: centres at 22.5°, 67.5°, … 337.5°; the last four are on the left half
    expect(labels.map((label) => label.getAttribute('data-label'))).toEqual([
      'outwards',
      'outwards',
      'outwards',
      'outwards',
      'flipped',
      'flipped',
      'flipped',
      'flipped',
    ]);
    expect(labels[4]).toHaveAttribute('transform', 'rotate(180 58 0)');
    expect(labels[0]).not.toHaveAttribute('transform');
  });

  it("can't spin under 100 points and says why", async () => {
    supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-50'), 0));
    const { user } = setup({ points: 99 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    expect(spinButton()).toBeDisabled();
    expect(spinButton()).toHaveAccessibleDescription('Necesitas 100 puntos para girar. Tienes 99.');
    await user.click(spinButton());
    expect(supabaseMock.rpcCalls('spin_roulette')).toEqual([]);
  });

  it('falls below 100 points after a spin: Girar is disabled once the modal closes', async () => {
    supabaseMock.rpc('spin_roulette', () => spinAnswer(prize('p-10off'), 20));
    const { user } = setup({ points: 120 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await spinConfirmed(user);
    await waitFor(() => expect(wheel()).toHaveAttribute('data-state', 'spinning'));
    await spinsOut();
    await user.click(await screen.findByRole('button', { name: 'Seguir jugando' }));

    expect(spinButton()).toBeDisabled();
    expect(screen.getByText(/^Necesitas 100 puntos para girar/)).toBeInTheDocument();
  });

  it("can't spin without active prizes", async () => {
    setup({ prizes: [] });

    expect(
      await screen.findByRole('heading', { name: 'No hay premios disponibles' }),
    ).toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
  });

  it("toasts the function's refusal and lets the shopper try again", async () => {
    supabaseMock.rpc('spin_roulette', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'Puntos insuficientes - Necesitas 100 puntos para girar',
      }),
    );
    const { user, requests } = setup({ points: 100 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await spinConfirmed(user);

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Puntos insuficientes',
          description: 'Necesitas 100 puntos para girar',
          tone: 'error',
        },
      ]),
    );
    await waitFor(() => expect(spinButton()).toBeEnabled());
    expect(rotation()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts 'Error al girar la ruleta' when the spin fails for another reason", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    supabaseMock.rpc('spin_roulette', () => supabaseMock.networkError());
    const { user, requests } = setup({ points: 300 });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    await user.click(spinButton());

    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Error al girar la ruleta', tone: 'error' }]),
    );
    await waitFor(() => expect(spinButton()).toBeEnabled());
    expect(logged).toHaveBeenCalled();
  });

  it('invites a signed-out visitor to sign in, still showing the wheel and the prizes', async () => {
    const { user, requests } = setup({ signedIn: false });
    await screen.findByRole('list', { name: 'Premios de la ruleta' });

    expect(screen.getByText('Inicia sesión para usar la ruleta')).toBeInTheDocument();
    expect(segmentIds()).toHaveLength(8);
    expect(spinButton()).toBeDisabled();
    expect(spinButton()).toHaveAccessibleDescription(/Inicia sesión para usar la ruleta/);

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(requests.logins).toEqual(['login']);
  });

  it('offers a retry when the prizes fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    supabaseMock
      .table('roulette_prizes')
      .get(() => supabaseMock.error({ code: 'PGRST000', message: 'down', status: 503 }), {
        once: true,
      });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los premios');
    expect(spinButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('list', { name: 'Premios de la ruleta' })).toBeInTheDocument();
    expect(spinButton()).toBeEnabled();
  });
});

describe('/ruleta drawn on the server, then hydrated', () => {
  /** The page with its prizes read by the server's prefetch. */
  function page() {
    supabaseMock.table('roulette_prizes').get(PRIZES);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(roulettePrizesQueryOptions().queryKey, PRIZES);
    return serverThenHydrate(<Roulette titleId="ruleta" title="Ruleta de premios" />, {
      route: '/ruleta',
      queryClient,
    });
  }
  const invitation = () => screen.getByText('Inicia sesión para usar la ruleta');
  /** what 'Tus puntos' says for nobody signed in */
  const noBalance = () => screen.getByText('—');

  it('shows a browser without a stored session the invitation and no balance before any script runs, and keeps them once the session is read as signed out', async () => {
    const { hydrate, recoverableErrors } = page();

    expect(invitation()).toBeVisible();
    expect(noBalance()).toBeVisible();
    expect(screen.queryByText(/Cargando/)).not.toBeInTheDocument();
    const painted = invitation();

    hydrate();
    act(() => signOutOnBus());

    expect(recoverableErrors).toEqual([]);
    expect(invitation()).toBe(painted);
    expect(invitation()).toBeVisible();
    expect(noBalance()).toBeVisible();
    expect(spinButton()).toHaveAccessibleDescription(/Inicia sesión para usar la ruleta/);
    expect(await screen.findByRole('list', { name: 'Premios de la ruleta' })).toBeInTheDocument();
  });

  it('never shows a signed-in shopper the invitation or the empty balance: their points once the session is read', () => {
    hintStoredSession();
    const { hydrate, recoverableErrors } = page();

    expect(invitation()).not.toBeVisible();
    expect(noBalance()).not.toBeVisible();
    hydrate();
    expect(recoverableErrors).toEqual([]);
    expect(invitation()).not.toBeVisible();
    expect(noBalance()).not.toBeVisible();

    act(() => {
      supabaseMock.signedIn();
      signInOnBus();
      publishCounts.points(250);
    });

    expect(screen.queryByText('Inicia sesión para usar la ruleta')).not.toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(screen.getByText('Tus puntos').nextElementSibling).toHaveTextContent('250');
    expect(spinButton()).toBeEnabled();
  });
});
