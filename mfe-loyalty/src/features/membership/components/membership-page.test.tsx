import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MembershipType } from '@bonis/design-system/bus';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { PENDING_PLAN_KEY, PENDING_PLAN_TTL_MS } from '../utils/pending-plan';
import { MembershipPage } from './membership-page';

const MONTHLY = {
  id: 'plan-m',
  name: 'Mensual',
  description: 'Ahorra en cada compra.',
  price: 29_900,
  duration_days: 30,
  benefits: ['10% de descuento en toda la tienda', 'Envío gratis en todos tus pedidos'],
  membership_type: 'mensual',
};
const ANNUAL = {
  id: 'plan-a',
  name: 'Anual',
  description: 'El plan más completo.',
  price: 299_900,
  duration_days: 365,
  benefits: ['15% de descuento en toda la tienda', '2 meses gratis'],
  membership_type: 'anual',
};

/** es-CO puts a no-break space after '$'. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

function setup({
  plans = [MONTHLY, ANNUAL] as unknown[],
  session = 'signed-out' as 'signed-out' | MembershipType,
  expiry = '2027-01-05' as string | null,
} = {}) {
  supabaseMock.table('membership_plans').get(plans);
  supabaseMock.table('user_profiles').get([{ membership_expiry: expiry }]);
  if (session === 'signed-out') signOutOnBus();
  else signInOnBus({ membershipType: session });
  const requests = recordBusRequests();
  const view = renderWithProviders(<MembershipPage titleId="membership-title" />, {
    route: '/membership',
  });
  return { ...view, requests };
}

const planCard = (name: string) => screen.findByRole('article', { name });

/** The struck-through (`<s>`) reference price of a card, as a screen reader reads it. */
const struckPrice = (card: HTMLElement) =>
  within(card).getByText('Precio anterior').closest('s')?.textContent;

afterEach(() => {
  sessionStorage.clear();
});

describe('/membership', () => {
  it('shows the hero, each plan with its price, duration and benefits, and the value blurbs', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Membresías' })).toBeInTheDocument();

    const monthly = await planCard('Mensual');
    expect(plain(monthly.textContent)).toContain('$ 29.900');
    expect(within(monthly).getByText('Duración: 30 días')).toBeInTheDocument();
    expect(
      within(within(monthly).getByRole('list', { name: 'Beneficios del plan Mensual' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(MONTHLY.benefits);
    expect(within(monthly).queryByText('Más popular')).not.toBeInTheDocument();
    expect(within(monthly).queryByText(/Ahorras/)).not.toBeInTheDocument();

    const annual = await planCard('Anual');
    expect(within(annual).getByText('Duración: 12 meses')).toBeInTheDocument();
    expect(within(annual).getByText('Más popular')).toBeInTheDocument();

    for (const title of ['Ahorro garantizado', 'Acceso prioritario', 'Experiencia premium']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('strikes through 12 monthly payments on the annual plan and shows the savings', async () => {
    setup();
    const annual = await planCard('Anual');
    // 12 × 29 900 = 358 800; 358 800 − 299 900 = 58 900
    expect(plain(struckPrice(annual))).toBe('Precio anterior $ 358.800');
    expect(plain(within(annual).getByText(/^Ahorras/).textContent)).toBe('Ahorras $ 58.900');
  });

  it('computes the struck price from the monthly plan the database holds', async () => {
    setup({
      plans: [
        { ...MONTHLY, price: 20_000 },
        { ...ANNUAL, price: 199_000 },
      ],
    });
    const annual = await planCard('Anual');
    expect(plain(struckPrice(annual))).toBe('Precio anterior $ 240.000');
    expect(plain(within(annual).getByText(/^Ahorras/).textContent)).toBe('Ahorras $ 41.000');
  });

  it.each<[MembershipType, string]>([
    ['mensual', 'Mensual'],
    ['anual', 'Anual'],
  ])('disables "Plan Actual" on a %s member’s own plan and shows its expiry', async (type, own) => {
    setup({ session: type });
    const mine = await planCard(own);
    expect(within(mine).getByRole('button', { name: `Plan Actual: ${own}` })).toBeDisabled();
    expect(
      within(mine).queryByRole('button', { name: /Seleccionar Plan/ }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === `Tu membresía ${own} vence el 5 de enero de 2027.`
          : false,
      ),
    ).toBeInTheDocument();
  });

  it('lets a monthly member choose the annual plan: an upgrade', async () => {
    setup({ session: 'mensual' });
    const annual = await planCard('Anual');
    expect(within(annual).getByRole('button', { name: 'Seleccionar Plan Anual' })).toBeEnabled();
    expect(within(annual).queryByText('Incluido en tu plan')).not.toBeInTheDocument();
  });

  it.each<MembershipType>(['anual', 'vip'])(
    'disables "Incluido en tu plan" on the monthly plan for a %s member, whose plan includes it',
    async (type) => {
      setup({ session: type });
      const monthly = await planCard('Mensual');
      const included = within(monthly).getByRole('button', { name: /Incluido en tu plan/ });
      expect(included).toBeDisabled();
      expect(included).toHaveTextContent('Incluido en tu plan');
      expect(included).toHaveAccessibleName('Incluido en tu plan: Mensual');
      expect(
        within(monthly).queryByRole('button', { name: /Seleccionar Plan/ }),
      ).not.toBeInTheDocument();
      expect(within(monthly).queryByText('Plan Actual')).not.toBeInTheDocument();
    },
  );

  it("holds the member's line with an invitation for everyone else, so a member's fills it in place", async () => {
    setup();
    await planCard('Mensual');
    expect(screen.getByText('Hazte socio y ahorra desde tu próxima compra.')).toBeInTheDocument();

    signInOnBus({ membershipType: 'anual' });
    expect(
      await screen.findByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === 'Tu membresía Anual vence el 5 de enero de 2027.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Hazte socio y ahorra desde tu próxima compra.'),
    ).not.toBeInTheDocument();
  });

  it('offers every plan to a regular shopper', async () => {
    setup({ session: 'regular' });
    await planCard('Anual');
    expect(screen.getAllByRole('button', { name: /^Seleccionar Plan/ })).toHaveLength(2);
    expect(screen.queryByText(/Tu membresía/)).not.toBeInTheDocument();
  });

  describe('a signed-in shopper choosing a plan', () => {
    it('starts the purchase in the database and goes on to pay it', async () => {
      supabaseMock.rpc('start_membership_purchase', ({ body }) => ({
        id: 'purchase-1',
        plan_name: 'Anual',
        membership_type: 'anual',
        amount: 299_900,
        activated: false,
        plan: body.p_plan_id,
      }));
      const { user, location } = setup({ session: 'regular' });
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }));

      await waitForLocation(location, '/payment?membership=purchase-1');
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toEqual([{ p_plan_id: 'plan-a' }]);
    });

    it('activates a free plan at once with its expiry', async () => {
      supabaseMock.rpc('start_membership_purchase', () => ({
        id: 'purchase-2',
        plan_name: 'Prueba',
        membership_type: 'mensual',
        amount: 0,
        activated: true,
        expires_on: '2026-12-26',
      }));
      const { user, location, requests } = setup({
        session: 'regular',
        plans: [{ ...MONTHLY, id: 'plan-free', name: 'Prueba', price: 0 }, ANNUAL],
      });
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Prueba' }));

      await expectToasts(requests.toasts, [
        {
          title: '¡Membresía Prueba activada exitosamente!',
          description: 'Vence el 26 de diciembre de 2026',
          tone: 'success',
        },
      ]);
      expect(location()).toBe('/membership');
      expect(screen.getByRole('button', { name: 'Seleccionar Plan Prueba' })).toBeEnabled();
    });

    it.each([
      ['Plan actual', 'Ya tienes esta membresía activa'],
      ['Incluido en tu plan', 'Tu membresía Anual ya incluye este plan'],
    ])('shows the database’s refusal “%s” and stays', async (title, description) => {
      // the page offered the plan (the session was behind the database): the database decides
      supabaseMock.rpc('start_membership_purchase', () =>
        supabaseMock.error({ code: 'P0001', message: `${title} - ${description}` }),
      );
      const { user, location, requests } = setup({ session: 'regular' });
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Mensual' }));

      await expectToasts(requests.toasts, [{ title, description, tone: 'error' }]);
      expect(location()).toBe('/membership');
    });

    it('says "Error al activar la membresía" for any other failure', async () => {
      supabaseMock.rpc('start_membership_purchase', () => supabaseMock.networkError());
      const { user, requests } = setup({ session: 'regular' });
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Mensual' }));

      await expectToasts(requests.toasts, [
        {
          title: 'Error al activar la membresía',
          description: 'Por favor intenta de nuevo',
          tone: 'error',
        },
      ]);
    });

    it('starts one purchase at a time', async () => {
      const answer = deferred();
      supabaseMock.rpc('start_membership_purchase', async () => {
        await answer.promise;
        return {
          id: 'purchase-1',
          plan_name: 'Anual',
          membership_type: 'anual',
          amount: 1,
          activated: false,
        };
      });
      const { user, location } = setup({ session: 'regular' });
      const annual = await screen.findByRole('button', { name: 'Seleccionar Plan Anual' });
      await user.click(annual);
      await user.click(annual);

      expect(annual).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Seleccionar Plan Mensual' })).toBeDisabled();
      answer.resolve();
      await waitForLocation(location, '/payment?membership=purchase-1');
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toHaveLength(1);
    });
  });

  describe('an anonymous shopper choosing a plan', () => {
    it('is asked to register or sign in, and the plan is remembered', async () => {
      const { user, requests } = setup();
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }));

      const dialog = screen.getByRole('dialog', { name: 'Crea tu cuenta para continuar' });
      expect(dialog).toHaveAccessibleDescription(/plan Anual/);
      await user.click(within(dialog).getByRole('button', { name: 'Crear mi cuenta gratis' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requests.logins).toEqual(['register']);
      expect(JSON.parse(sessionStorage.getItem(PENDING_PLAN_KEY) ?? '{}')).toMatchObject({
        planId: 'plan-a',
      });
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toEqual([]);
    });

    it('opens the sign-in from "Ya tengo cuenta - Iniciar sesión"', async () => {
      const { user, requests } = setup();
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Mensual' }));
      await user.click(screen.getByRole('button', { name: 'Ya tengo cuenta - Iniciar sesión' }));

      expect(requests.logins).toEqual(['login']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('goes straight on to pay the remembered plan once signed in on this page', async () => {
      supabaseMock.rpc('start_membership_purchase', () => ({
        id: 'purchase-9',
        plan_name: 'Anual',
        membership_type: 'anual',
        amount: 299_900,
        activated: false,
      }));
      const { user, location } = setup();
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }));
      await user.click(screen.getByRole('button', { name: 'Crear mi cuenta gratis' }));

      act(() => {
        signInOnBus({ membershipType: 'regular' }); // registered: the shell publishes the session
      });

      await waitForLocation(location, '/payment?membership=purchase-9');
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toEqual([{ p_plan_id: 'plan-a' }]);
      expect(sessionStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    });

    it('forgets the plan when the dialog is dismissed', async () => {
      const { user, location } = setup();
      await user.click(await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }));
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() => {
        signInOnBus();
      });

      // a purchase would have made the button busy at once
      expect(
        await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }),
      ).not.toHaveAttribute('aria-busy');
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toEqual([]);
      expect(location()).toBe('/membership');
    });

    it('does not start a plan remembered more than 30 minutes ago', async () => {
      sessionStorage.setItem(
        PENDING_PLAN_KEY,
        JSON.stringify({ planId: 'plan-a', savedAt: Date.now() - PENDING_PLAN_TTL_MS - 1 }),
      );
      const { location } = setup();
      await planCard('Anual');

      act(() => {
        signInOnBus();
      });

      // a purchase would have made the button busy at once
      expect(
        await screen.findByRole('button', { name: 'Seleccionar Plan Anual' }),
      ).not.toHaveAttribute('aria-busy');
      expect(supabaseMock.rpcCalls('start_membership_purchase')).toEqual([]);
      expect(location()).toBe('/membership');
    });
  });

  it('says when the plans could not be read, and reads them again', async () => {
    supabaseMock.table('membership_plans').get(() => supabaseMock.networkError());
    signOutOnBus();
    const { user } = renderWithProviders(<MembershipPage titleId="t" />, { route: '/membership' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los planes');

    supabaseMock.table('membership_plans').get([MONTHLY, ANNUAL]);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await planCard('Anual')).toBeInTheDocument();
  });

  it('shows a skeleton while the plans load, and a message when there are none', async () => {
    const plans = deferred<unknown[]>();
    supabaseMock.table('membership_plans').get(async () => plans.promise);
    signOutOnBus();
    renderWithProviders(<MembershipPage titleId="t" />, { route: '/membership' });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando planes…');
    plans.resolve([]);
    expect(await screen.findByText('No hay planes disponibles por ahora')).toBeInTheDocument();
  });
});

async function expectToasts(actual: unknown[], expected: unknown[]) {
  await waitFor(() => expect(actual).toEqual(expected));
}

async function waitForLocation(location: () => string, expected: string) {
  await waitFor(() => expect(location()).toBe(expected));
}
