// @vitest-environment node
/**
 * The server render of the loyalty pages (ARCHITECTURE §3, the README's "Server rendering"):
 * `./prefetch` against Supabase's REST API (msw), then `./App` rendered as the shell's server
 * renders it (StaticRouter, the QueryClient prefetch filled, the theme, styled-components'
 * sheet, React's streaming renderer read to the end: the lazy pages too), for nobody signed in;
 * then the page hydrated in a new QueryClient from the dehydrated state: it renders the same
 * HTML, and mounting every query it rendered with (what the browser's hydration does) sends no
 * request at all.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { supabaseMock } from '@bonis/test-utils';
import { cop, createServerRender, serverQueryClient } from '@bonis/test-utils/server-render';
import App from '../app/app';
import { PRIZES } from '../features/roulette/testing/roulette-fixtures';
import prefetch from './prefetch';

const ORIGIN = 'https://tienda.bonis.test';

const { serverRender, expectHydratesWithoutRequests } = createServerRender({
  App,
  prefetch,
  origin: ORIGIN,
});

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

/**
 * The server's invitations are drawn while the session is unknown (`data-awaiting-session`), and
 * its styles hide them for a browser whose head script says it holds a session
 * (`<html data-session="maybe">`): a signed-in shopper never sees them before their page fills
 * in (the behaviour itself: `src/components/signed-out-view.test.tsx` and the pages' hydration
 * tests).
 */
function expectsNoFlashForAStoredSession(html: string, styles: string) {
  expect(html).toContain('data-awaiting-session=""');
  expect(html).toContain('data-session-view="signed-out"');
  expect(styles).toMatch(
    /html\[data-session='maybe'\] \.[\w-]+\[data-awaiting-session\] ?> ?\[data-session-view='signed-out'\]\{display:none;\}/,
  );
}

/** Supabase as the server sees it for nobody signed in. */
function serveStore() {
  supabaseMock
    .table('membership_plans')
    .get(({ order }) => (order?.startsWith('price.desc') ? [ANNUAL, MONTHLY] : [MONTHLY, ANNUAL]));
  supabaseMock.table('roulette_prizes').get(PRIZES);
}

describe('the loyalty pages rendered on the server', () => {
  beforeEach(() => serveStore());

  it('/membership: the plans with their prices, benefits and the annual saving', async () => {
    const { result, html, styles, text, state } = await serverRender('/membership');

    expect(result).toEqual({
      status: 200,
      head: {
        title: 'Membresías',
        description: `Hazte socio Boñis: precios de socio en toda la tienda, envío gratis en cada pedido y más puntos con cada compra. Planes desde ${cop('29.900')}.`,
        type: 'website',
      },
    });
    expect(text).toContain('Membresías');
    expect(text).toContain('Mensual');
    expect(text).toContain(cop('29.900'));
    expect(text).toContain('Anual');
    expect(text).toContain(cop('299.900'));
    expect(text).toContain(`Ahorras ${cop('58.900')}`);
    expect(text).toContain('Duración: 12 meses');
    expect(text).toContain('15% de descuento en toda la tienda');
    expect(text).toContain('Más popular');
    // drawn before the session is known: the member's line holds the invitation, the buttons
    // wait for the session
    expect(text).toContain('Hazte socio y ahorra desde tu próxima compra.');
    expect(text).not.toContain('Tu membresía');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Seleccionar Plan Mensual"/);
    expect(styles).toMatch(/^<style[^>]*data-styled/);

    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['loyalty', 'membership-plans', 'active'],
    ]);
    await expectHydratesWithoutRequests('/membership', html, state);
  });

  it('/ruleta: the wheel and the prizes with their probabilities, and the sign-in invitation', async () => {
    const { result, html, styles, text, state } = await serverRender('/ruleta');

    expect(result.status).toBe(200);
    expect(result.head?.title).toBe('Ruleta de premios');
    expect(text).toContain('Premios y probabilidades');
    for (const prize of PRIZES) expect(text).toContain(prize.name);
    expect(text).toContain('30%');
    expect(html).toContain('data-testid="roulette-wheel"');
    expect(text).toContain('Costo por giro');
    // for nobody signed in: the invitation and no balance, nothing left loading
    expect(text).toContain('Inicia sesión para usar la ruleta');
    expect(text).toMatch(/Tus puntos —/);
    expect(text).not.toContain('Cargando');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:<span[^>]*>)?Girar</);
    expectsNoFlashForAStoredSession(html, styles);

    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['loyalty', 'roulette', 'prizes', 'active'],
    ]);
    await expectHydratesWithoutRequests('/ruleta', html, state);
  });

  it.each(['/regalos', '/gifts'])(
    "%s: the membership gifts' prices, the coupons and the sign-in invitations; the delivery date waits for the browser's day",
    async (path) => {
      const { result, html, styles, text, state } = await serverRender(path);

      expect(result.status).toBe(200);
      expect(result.head?.title).toBe('Regala Boñis');
      expect(text).toContain('Membresía Mensual');
      expect(text).toContain(cop('29.900'));
      expect(text).toContain('Membresía Anual');
      expect(text).toContain(cop('299.900'));
      expect(text).toContain('Cupones');
      // the server's clock never decides the day the form starts at (it may not be the
      // shopper's): no date and no minimum until the browser has hydrated
      expect(html).toMatch(/<input[^>]*type="date"[^>]*value=""/);
      expect(html).not.toMatch(/<input[^>]*type="date"[^>]*min=/);
      // for nobody signed in: both invitations, no sent gifts, nothing left loading
      expect(text).toContain('Necesitas iniciar sesión para comprar un regalo.');
      expect(text).toContain('Inicia sesión para canjear un regalo');
      expect(text).not.toContain('Mis regalos enviados');
      expect(text).not.toContain('Cargando');
      expectsNoFlashForAStoredSession(html, styles);

      expect(state.queries.map((query) => query.queryKey)).toEqual([
        ['loyalty', 'gifts', 'membership-plans'],
      ]);
      await expectHydratesWithoutRequests(path, html, state);
    },
  );

  it.each(['/premios', '/rewards'])(
    '%s: the page, its heading and the sign-in invitation with a way home; nothing is read',
    async (path) => {
      const reads = supabaseMock.requests.length;
      const { result, html, styles, text, state } = await serverRender(path);

      expect(result).toEqual({
        status: 200,
        head: {
          title: 'Mis Premios',
          description:
            'Canjea tus puntos Boñis por premios para tu mascota y revisa todo lo que has ganado.',
          type: 'website',
        },
      });
      expect(text).toContain('Mis Premios');
      expect(text).toContain('Inicia sesión para ver tus premios');
      expect(html).toMatch(/<button type="button"[^>]*>(?:<span[^>]*>)?Iniciar sesión</);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Ir al inicio<\/a>/);
      expect(text).not.toContain('Cargando');
      expectsNoFlashForAStoredSession(html, styles);
      expect(supabaseMock.requests.length).toBe(reads);
      expect(state.queries).toEqual([]);
      await expectHydratesWithoutRequests(path, html, state);
    },
  );

  it('a URL this remote does not serve is a 404', async () => {
    expect(
      await prefetch({ url: new URL('/no-existe', ORIGIN), queryClient: serverQueryClient() }),
    ).toEqual({ status: 404 });
  });

  it('a failed read throws: the server leaves the page to the browser', async () => {
    supabaseMock.table('membership_plans').get(() => supabaseMock.networkError());
    await expect(
      prefetch({ url: new URL('/membership', ORIGIN), queryClient: serverQueryClient() }),
    ).rejects.toThrow();
  });
});
