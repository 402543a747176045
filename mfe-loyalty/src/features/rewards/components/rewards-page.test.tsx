import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, type MembershipType } from '@bonis/design-system/bus';
import {
  SUPABASE_TEST_URL,
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableMock,
  type TableRequest,
} from '@bonis/test-utils';
import { hintStoredSession, serverThenHydrate } from '../../../testing/server-then-hydrate';
import { RewardsPage } from './rewards-page';

const reward = (
  id: string,
  name: string,
  tier: 'basic' | 'extended' | 'premium',
  points: number,
  stock = 10,
) => ({
  id,
  name,
  description: `Descripción de ${name}`,
  image_url: `rewards/${id}.svg`,
  points_required: points,
  stock,
  tier,
});

const CATALOG = [
  reward('snack', 'Snack sorpresa', 'basic', 300),
  reward('bolsas', 'Bolsas biodegradables', 'basic', 400),
  reward('gorra', 'Gorra Boñis', 'basic', 800, 0),
  reward('kong', 'Kong Classic', 'extended', 1_500),
  reward('spa', 'Spa completo', 'premium', 4_000),
];

/** The signed-in page's other reads, answered empty. */
function answerTheShoppersLists() {
  supabaseMock.table('user_bonuses').get([]);
  supabaseMock.table('roulette_wins').get([]);
  supabaseMock.table('points_history').get({ rows: [], count: 0 });
  supabaseMock.table('points_redemptions_v2').get({ rows: [], count: 0 });
}

function setup({
  membershipType = 'regular' as MembershipType,
  points = 1_000 as number | null,
  catalog = CATALOG as Parameters<TableMock['get']>[0],
} = {}) {
  supabaseMock.table('rewards_catalog').get(catalog);
  answerTheShoppersLists();
  signInOnBus({ membershipType });
  act(() => {
    bus.getState().pointsChanged(points);
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(<RewardsPage titleId="rewards-title" />, { route: '/premios' });
  return { ...view, requests };
}

const catalogue = () => screen.findByRole('list', { name: 'Premios disponibles' });
const rewardNames = async () =>
  within(await catalogue())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const redeemButton = (name: string) => screen.findByRole('button', { name: `Canjear ${name}` });
const confirmation = (name: string) =>
  screen.findByRole('alertdialog', { name: `¿Canjear ${name}?` });

/** 'Canjear' on a reward, then 'Confirmar canje' in the confirmation it opens. */
async function redeemConfirmed(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(await redeemButton(name));
  const dialog = await confirmation(name);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
}

describe('/premios', () => {
  it('invites a signed-out visitor to sign in, with a way home', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<RewardsPage titleId="t" />, { route: '/premios' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mis Premios' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Inicia sesión para ver tus premios' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.requests).toEqual([]);
  });

  it.each<[MembershipType, string, string[]]>([
    ['regular', 'Regular', ['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis']],
    [
      'mensual',
      'Socio Mensual',
      ['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis', 'Kong Classic'],
    ],
    [
      'anual',
      'Socio Anual',
      ['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis', 'Kong Classic', 'Spa completo'],
    ],
    [
      'premium',
      'Socio Premium',
      ['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis', 'Kong Classic'],
    ],
    [
      'vip',
      'Socio VIP',
      ['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis', 'Kong Classic', 'Spa completo'],
    ],
  ])(
    'shows a %s shopper their level and the rewards of their tiers',
    async (type, level, names) => {
      setup({ membershipType: type });
      expect(await rewardNames()).toEqual(names);
      expect(screen.getByTestId('membership-level')).toHaveTextContent(`Nivel: ${level}`);
    },
  );

  it('reads the active rewards, cheapest first', async () => {
    const reads: TableRequest[] = [];
    setup({
      catalog: (request: TableRequest) => {
        reads.push(request);
        return CATALOG;
      },
    });
    await catalogue();
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      filters: { is_active: 'eq.true' },
      order: 'points_required.asc,name.asc',
    });
  });

  it('shows the balance from the header’s live points', async () => {
    setup({ points: 1_250 });
    const balance = screen.getByTestId('points-balance');
    expect(balance).toHaveTextContent('1.250 puntos disponibles');

    act(() => {
      bus.getState().pointsChanged(980);
    });
    expect(balance).toHaveTextContent('980 puntos disponibles');
  });

  it('invites a regular shopper to become a member, and not a member', async () => {
    const regular = setup();
    const upsell = screen.getByRole('region', { name: 'Desbloquea más premios' });
    expect(within(upsell).getByRole('link', { name: 'Ver membresías' })).toHaveAttribute(
      'href',
      '/membership',
    );
    regular.unmount();

    setup({ membershipType: 'mensual' });
    expect(
      screen.queryByRole('region', { name: 'Desbloquea más premios' }),
    ).not.toBeInTheDocument();
  });

  it('links the roulette teaser to /ruleta', () => {
    setup();
    const teaser = screen.getByRole('region', { name: 'Ruleta de premios' });
    expect(within(teaser).getByRole('link', { name: 'Ir a la ruleta' })).toHaveAttribute(
      'href',
      '/ruleta',
    );
  });

  it('shows each reward’s image, points and stock; a sold-out one reads "Agotado" and is disabled', async () => {
    setup();
    const snack = await screen.findByRole('article', { name: 'Snack sorpresa' });
    expect(within(snack).getByText('300 puntos')).toBeInTheDocument();
    expect(within(snack).getByText('Quedan 10 unidades')).toBeInTheDocument();
    expect(snack.querySelector('img')).toHaveAttribute(
      'src',
      `${SUPABASE_TEST_URL}/storage/v1/object/public/product-images/rewards/snack.svg`,
    );

    const cap = screen.getByRole('article', { name: 'Gorra Boñis' });
    expect(within(cap).getByText('Agotado')).toBeInTheDocument();
    expect(within(cap).getByRole('button', { name: 'Canjear Gorra Boñis' })).toBeDisabled();
  });

  it('offers a reward’s photo at the widths its card is drawn at, lazily', async () => {
    setup({
      catalog: [{ ...reward('kong', 'Kong clásico', 'basic', 100), image_url: 'rewards/kong.jpg' }],
    });
    const kong = await screen.findByRole('article', { name: 'Kong clásico' });
    const image = kong.querySelector('img');
    const render = `${SUPABASE_TEST_URL}/storage/v1/render/image/public/product-images`;
    expect(image).toHaveAttribute('src', `${render}/rewards/kong.jpg?width=720&quality=75`);
    expect(image?.getAttribute('srcset')?.split(', ')).toEqual(
      [360, 560, 720, 960, 1200].map(
        (width) => `${render}/rewards/kong.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    // one column on phones, 2 from 480 px, 3 from 1024 px in the 1200 px page
    expect(image).toHaveAttribute('sizes', expect.stringMatching(/^\(min-width: 1264px\) 373px, /));
    expect(image).toHaveAttribute('sizes', expect.stringMatching(/, calc\(100vw - 32px\)$/));
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('draws a placeholder for a reward without a usable image', async () => {
    setup({
      catalog: [
        { ...reward('a', 'Sin imagen', 'basic', 100), image_url: null },
        { ...reward('b', 'Imagen insegura', 'basic', 100), image_url: 'javascript:alert(1)' },
      ],
    });
    for (const name of ['Sin imagen', 'Imagen insegura']) {
      const card = await screen.findByRole('article', { name });
      expect(card.querySelector('img')).toBeNull();
      expect(card.querySelector('[data-icon="reward-placeholder"]')).not.toBeNull();
    }
  });

  describe('the reward card', () => {
    it('fills its width with the image, cropped to a fixed 4:3, never stretched', async () => {
      setup();
      const snack = await screen.findByRole('article', { name: 'Snack sorpresa' });
      const image = snack.querySelector('img');
      if (!image?.parentElement) throw new Error('no image');
      const frame = getComputedStyle(image.parentElement);
      expect(frame.aspectRatio).toMatch(/^4 \/ 3$/);
      expect(frame.overflow).toBe('hidden');
      const style = getComputedStyle(image);
      expect(style.objectFit).toBe('cover');
      expect(style.width).toBe('100%');
      expect(style.height).toBe('100%');
    });

    it('keeps the points and "Canjear" on one row, the points never wrapping', async () => {
      setup({ catalog: [reward('kong', 'Kong Classic', 'basic', 1_400)] });
      const card = await screen.findByRole('article', { name: 'Kong Classic' });
      const cost = within(card).getByText('1.400 puntos');
      const button = within(card).getByRole('button', { name: 'Canjear Kong Classic' });
      const row = cost.parentElement;
      if (!row) throw new Error('no row');
      expect(button.parentElement).toBe(row);

      expect(getComputedStyle(row).display).toBe('flex');
      expect(getComputedStyle(row).flexWrap).toBe('nowrap');
      expect(getComputedStyle(cost).whiteSpace).toBe('nowrap');
      // the points may shrink; the button never does
      expect(getComputedStyle(cost).minWidth).toMatch(/^0(px)?$/);
      expect(getComputedStyle(button).flexShrink).toBe('0');
    });
  });

  describe('Canjear', () => {
    it('redeems the reward, toasts it and publishes the balance read again', async () => {
      supabaseMock.rpc('redeem_reward', ({ body }) => ({
        id: 'redemption-1',
        reward_id: body.p_reward_id,
        reward_name: 'Snack sorpresa',
        points_used: 300,
        status: 'pending',
      }));
      supabaseMock.rpc('header_counts', () => ({ cart_units: 2, favorites: 1, points: 700 }));
      const { user, requests } = setup({ points: 1_000 });
      await redeemConfirmed(user, 'Snack sorpresa');

      await waitFor(() => expect(bus.getState().points).toBe(700));
      expect(supabaseMock.rpcCalls('redeem_reward')).toEqual([{ p_reward_id: 'snack' }]);
      expect(requests.toasts).toEqual([
        {
          title: '¡Premio canjeado exitosamente!',
          description: 'Snack sorpresa ya es tuyo. Sigue su entrega en "Mis canjes".',
          tone: 'success',
        },
      ]);
      expect(screen.getByTestId('points-balance')).toHaveTextContent('700 puntos disponibles');
      // the stock and the shopper's lists are read again
      await waitFor(() =>
        expect(
          supabaseMock.requests.filter((request) => request.path === '/rest/v1/rewards_catalog'),
        ).toHaveLength(2),
      );
    });

    it('asks first, with what it costs and the balance left; only "Confirmar canje" redeems', async () => {
      supabaseMock.rpc('redeem_reward', () => ({
        id: 'redemption-1',
        reward_name: 'Snack sorpresa',
        points_used: 300,
        status: 'pending',
      }));
      supabaseMock.rpc('header_counts', () => ({ cart_units: 0, favorites: 0, points: 1_100 }));
      const { user, requests } = setup({ points: 1_400 });
      await user.click(await redeemButton('Snack sorpresa'));

      const dialog = await confirmation('Snack sorpresa');
      expect(dialog).toHaveAccessibleDescription('Costo: 300 puntos Te quedarán: 1.100 puntos');
      expect(within(dialog).getByText('Costo: 300 puntos')).toBeInTheDocument();
      expect(within(dialog).getByText('Te quedarán: 1.100 puntos')).toBeInTheDocument();
      // focus starts on Cancelar, so Enter never spends by accident
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(supabaseMock.rpcCalls('redeem_reward')).toEqual([]);
      expect(requests.toasts).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(supabaseMock.rpcCalls('redeem_reward')).toEqual([{ p_reward_id: 'snack' }]),
      );
      await waitFor(() => expect(bus.getState().points).toBe(1_100));
    });

    it('redeems nothing when the shopper cancels or presses Escape', async () => {
      const { user, requests } = setup({ points: 1_400 });
      const snack = await redeemButton('Snack sorpresa');

      await user.click(snack);
      await user.click(
        within(await confirmation('Snack sorpresa')).getByRole('button', { name: 'Cancelar' }),
      );
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(snack).toHaveFocus();

      await user.click(snack);
      await confirmation('Snack sorpresa');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      expect(supabaseMock.rpcCalls('redeem_reward')).toEqual([]);
      expect(requests.toasts).toEqual([]);
      expect(snack).toBeEnabled();
    });

    it('redeems once on a double click of "Confirmar canje"', async () => {
      supabaseMock.rpc('redeem_reward', () => ({
        id: 'redemption-1',
        reward_name: 'Snack sorpresa',
        points_used: 300,
        status: 'pending',
      }));
      supabaseMock.rpc('header_counts', () => ({ cart_units: 0, favorites: 0, points: 700 }));
      const { user, requests } = setup({ points: 1_000 });
      await user.click(await redeemButton('Snack sorpresa'));
      const dialog = await confirmation('Snack sorpresa');

      await user.dblClick(within(dialog).getByRole('button', { name: 'Confirmar canje' }));

      await waitFor(() => expect(bus.getState().points).toBe(700));
      expect(supabaseMock.rpcCalls('redeem_reward')).toHaveLength(1);
      expect(requests.toasts.filter((toast) => toast.tone === 'success')).toHaveLength(1);
    });

    it('answers "Puntos insuficientes" without calling the database when short of points', async () => {
      const { user, requests } = setup({ points: 1_000 });
      const bolsas = await screen.findByRole('article', { name: 'Bolsas biodegradables' });
      expect(within(bolsas).queryByText(/Te faltan/)).not.toBeInTheDocument();

      act(() => {
        bus.getState().pointsChanged(250);
      });
      expect(within(bolsas).getByText('Te faltan 150 puntos')).toBeInTheDocument();
      const button = within(bolsas).getByRole('button', { name: 'Canjear Bolsas biodegradables' });
      expect(button).toBeEnabled();
      expect(button).toHaveAccessibleDescription('Te faltan 150 puntos');
      await user.click(button);

      expect(requests.toasts).toEqual([
        { title: 'Puntos insuficientes', description: 'Necesitas 150 puntos más', tone: 'error' },
      ]);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(supabaseMock.rpcCalls('redeem_reward')).toEqual([]);
    });

    it('shows the database’s refusal', async () => {
      supabaseMock.rpc('redeem_reward', () =>
        supabaseMock.error({
          code: 'P0001',
          message: 'Premio agotado - Este premio ya no tiene unidades disponibles',
        }),
      );
      const { user, requests } = setup();
      await redeemConfirmed(user, 'Snack sorpresa');

      await waitFor(() =>
        expect(requests.toasts).toEqual([
          {
            title: 'Premio agotado',
            description: 'Este premio ya no tiene unidades disponibles',
            tone: 'error',
          },
        ]),
      );
      expect(await redeemButton('Snack sorpresa')).toBeEnabled();
    });

    it('says "Error al canjear premio" for any other failure', async () => {
      supabaseMock.rpc('redeem_reward', () => supabaseMock.networkError());
      const { user, requests } = setup();
      await redeemConfirmed(user, 'Snack sorpresa');

      await waitFor(() =>
        expect(requests.toasts).toEqual([{ title: 'Error al canjear premio', tone: 'error' }]),
      );
    });

    it('leaves the check to the database while the balance is unknown', async () => {
      supabaseMock.rpc('redeem_reward', () =>
        supabaseMock.error({
          code: 'P0001',
          message: 'Puntos insuficientes - Necesitas 50 puntos más',
        }),
      );
      const { user, requests } = setup({ points: null });
      await user.click(await redeemButton('Snack sorpresa'));
      // the balance is unknown: the confirmation says what it costs, not what is left
      const dialog = await confirmation('Snack sorpresa');
      expect(dialog).toHaveAccessibleDescription('Costo: 300 puntos');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));

      await waitFor(() =>
        expect(requests.toasts).toEqual([
          { title: 'Puntos insuficientes', description: 'Necesitas 50 puntos más', tone: 'error' },
        ]),
      );
      expect(supabaseMock.rpcCalls('redeem_reward')).toHaveLength(1);
    });

    it('redeems one reward at a time', async () => {
      const answer = deferred();
      supabaseMock.rpc('redeem_reward', async () => {
        await answer.promise;
        return {
          id: 'redemption-1',
          reward_name: 'Snack sorpresa',
          points_used: 300,
          status: 'pending',
        };
      });
      supabaseMock.rpc('header_counts', () => ({ cart_units: 0, favorites: 0, points: 700 }));
      const { user } = setup();
      const snack = await redeemButton('Snack sorpresa');
      await redeemConfirmed(user, 'Snack sorpresa');
      await user.click(snack);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      expect(snack).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Canjear Bolsas biodegradables' })).toBeDisabled();
      answer.resolve();
      await waitFor(() => expect(bus.getState().points).toBe(700));
      expect(supabaseMock.rpcCalls('redeem_reward')).toHaveLength(1);
      expect(await redeemButton('Bolsas biodegradables')).toBeEnabled();
    });
  });

  it('says when the catalogue could not be read, and reads it again', async () => {
    const { user } = setup({ catalog: () => supabaseMock.networkError() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los premios');

    supabaseMock.table('rewards_catalog').get(CATALOG);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await rewardNames()).toEqual(['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis']);
  });

  it('shows a skeleton while the catalogue loads', () => {
    setup({ catalog: () => new Promise(() => {}) });
    expect(screen.getByText('Cargando premios…')).toBeInTheDocument();
  });
});

describe('/premios drawn on the server, then hydrated', () => {
  const invitation = () =>
    screen.getByRole('heading', { name: 'Inicia sesión para ver tus premios' });
  /** the invitation's heading, visible or not (a hidden heading has no role for queries) */
  const invitationText = () => screen.getByText('Inicia sesión para ver tus premios');
  const page = () => serverThenHydrate(<RewardsPage titleId="t" />, { route: '/premios' });

  it('shows a browser without a stored session the invitation before any script runs, and keeps it once the session is read as signed out', () => {
    const { hydrate, recoverableErrors } = page();

    // the server's HTML, as painted before hydration
    expect(invitation()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Cargando/)).not.toBeInTheDocument();
    const painted = invitationText();

    hydrate();
    act(() => signOutOnBus());

    expect(recoverableErrors).toEqual([]);
    // the same element throughout: hydrated, never drawn again
    expect(invitationText()).toBe(painted);
    expect(invitation()).toBeVisible();
  });

  it('never shows a signed-in shopper the invitation: the overview’s outline until the session is read, then their points', async () => {
    supabaseMock.table('rewards_catalog').get(CATALOG);
    answerTheShoppersLists();
    hintStoredSession();
    const { hydrate, recoverableErrors } = page();

    // before any script runs, the invitation is in the HTML but not displayed
    expect(invitationText()).not.toBeVisible();
    hydrate();
    expect(recoverableErrors).toEqual([]);
    // hydrated, the session still unknown: the same
    expect(invitationText()).not.toBeVisible();

    act(() => {
      signInOnBus();
      bus.getState().pointsChanged(1_250);
    });

    expect(screen.getByTestId('points-balance')).toHaveTextContent('1.250 puntos disponibles');
    expect(screen.queryByText('Inicia sesión para ver tus premios')).not.toBeInTheDocument();
    expect(await rewardNames()).toEqual(['Snack sorpresa', 'Bolsas biodegradables', 'Gorra Boñis']);
  });

  it('hydrates the server’s markup when the session was read before hydration, then shows the shopper’s page', () => {
    supabaseMock.table('rewards_catalog').get(CATALOG);
    answerTheShoppersLists();
    hintStoredSession();
    const { hydrate, recoverableErrors } = page();

    act(() => signInOnBus());
    hydrate();

    // the first render in the browser drew the server's markup (no mismatch to recover from)
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('region', { name: 'Tus puntos' })).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para ver tus premios')).not.toBeInTheDocument();
  });

  it('shows the invitation once a stored session turns out to have expired', () => {
    hintStoredSession();
    const { hydrate } = page();
    hydrate();
    expect(invitationText()).not.toBeVisible();

    act(() => signOutOnBus());

    expect(invitation()).toBeVisible();
  });
});
