import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, renderWithProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { PERFORMANCE_LOAD_ERROR, PerformancePage } from './performance-page';

/** 8 Dec 2026, 10:00 in Bogotá. */
const NOW = new Date('2026-12-08T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const row = (
  route: string,
  remote: string,
  release: string,
  metric: string,
  p75: number,
  samples: number,
) => ({ route, remote, release, metric, p75, samples });

/** What `web_vitals_summary` answers: a product page in two releases, and the cart. */
const SUMMARY = [
  row('/cart', 'checkout', '0.3.0', 'LCP', 1500, 1),
  row('/product/:id', 'catalog', '0.4.0', 'CLS', 0.18, 120),
  row('/product/:id', 'catalog', '0.4.0', 'FCP', 1200, 120),
  row('/product/:id', 'catalog', '0.4.0', 'INP', 650, 80),
  row('/product/:id', 'catalog', '0.4.0', 'LCP', 2100, 120),
  row('/product/:id', 'catalog', '0.4.0', 'TTFB', 450, 120),
  row('/product/:id', 'catalog', '0.5.0', 'LCP', 4300, 12),
  row('/product/:id', 'catalog', '0.5.0', 'TTFB', 1900, 12),
];

const COLUMNS = ['Ruta', 'App', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'Vistas'] as const;

const table = () => screen.getByRole('table', { name: 'Percentil 75 por ruta, app y versión' });

/** The body rows of the table, each as its cells' text by column. */
function shownRows(): Record<(typeof COLUMNS)[number], string>[] {
  const [, ...rows] = within(table()).getAllByRole('row');
  return rows.map((tableRow) => {
    const cells = within(tableRow).getAllByRole('cell');
    return Object.fromEntries(
      COLUMNS.map((column, index) => [
        column,
        (cells[index]?.textContent ?? '').replace(/\s+/g, ' '),
      ]),
    ) as Record<(typeof COLUMNS)[number], string>;
  });
}

const asked = () => supabaseMock.rpcCalls('web_vitals_summary');
const filter = (name: string) => screen.getByRole('combobox', { name });

function renderPage(route = '/admin/rendimiento') {
  return renderWithProviders(<PerformancePage />, { route });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  signInOnBus({ userId: 'admin-1', isAdmin: true, role: 'admin' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the admin's 'Rendimiento' screen", () => {
  it('shows the p75 of each metric per route, app and release, rated in words, with its samples', async () => {
    supabaseMock.rpc('web_vitals_summary', () => SUMMARY);
    renderPage();

    await waitFor(() => expect(shownRows()).toHaveLength(3));
    const [cart, productOld, productNew] = shownRows();
    expect(productOld).toEqual({
      Ruta: '/product/:id',
      App: 'CatálogoVersión 0.4.0',
      LCP: '2,1 sBueno120 muestras',
      INP: '650 msMalo80 muestras',
      CLS: '0,18Mejorable120 muestras',
      FCP: '1,2 sBueno120 muestras',
      TTFB: '450 msBueno120 muestras',
      Vistas: '120',
    });
    expect(productNew).toMatchObject({
      App: 'CatálogoVersión 0.5.0',
      LCP: '4,3 sMalo12 muestras',
      INP: 'Sin datos',
      TTFB: '1,9 sMalo12 muestras',
      Vistas: '12',
    });
    expect(cart).toMatchObject({
      Ruta: '/cart',
      App: 'CompraVersión 0.3.0',
      LCP: '1,5 sBueno1 muestra',
    });
    // a phone scrolls the table sideways in a region the keyboard reaches
    expect(
      screen.getByRole('region', { name: 'Percentil 75 por ruta, app y versión' }),
    ).toHaveAttribute('tabindex', '0');
    // the last 7 days by default, every release, device and render source
    expect(asked()).toEqual([{ p_since: new Date(NOW.getTime() - 7 * DAY).toISOString() }]);
  });

  it('compares releases: each its own row, or only the one chosen, kept in the URL', async () => {
    supabaseMock.rpc('web_vitals_summary', () => SUMMARY);
    const { user, location } = renderPage();
    await waitFor(() => expect(shownRows()).toHaveLength(3));

    const releases = within(filter('Versión')).getAllByRole('option');
    expect(releases.map((option) => option.textContent)).toEqual([
      'Todas las versiones',
      '0.5.0',
      '0.4.0',
      '0.3.0',
    ]);
    await user.selectOptions(filter('Versión'), '0.5.0');

    expect(location()).toBe('/admin/rendimiento?version=0.5.0');
    expect(shownRows().map((shown) => `${shown.Ruta} ${shown.App}`)).toEqual([
      '/product/:id CatálogoVersión 0.5.0',
    ]);
    // the same answer, read once: releases are chosen on screen
    expect(asked()).toHaveLength(1);
  });

  it('asks for the period, the device and the render source chosen', async () => {
    supabaseMock.rpc('web_vitals_summary', () => SUMMARY);
    const { user, location } = renderPage();
    await waitFor(() => expect(shownRows()).toHaveLength(3));

    await user.selectOptions(filter('Periodo'), 'Últimos 30 días');
    await user.selectOptions(filter('Dispositivo'), 'Móvil');
    await user.selectOptions(filter('Origen de la página'), 'Caché del servidor');

    expect(location()).toBe('/admin/rendimiento?periodo=30d&dispositivo=mobile&origen=cache');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        p_since: expect.stringMatching(/^2026-11-0[89]T/) as unknown,
        p_device: 'mobile',
        p_render: 'cache',
      }),
    );
    const since = Date.parse(String(asked().at(-1)?.p_since));
    expect(Date.now() - since).toBeGreaterThanOrEqual(30 * DAY);
    expect(Date.now() - since).toBeLessThan(30 * DAY + 60_000);
  });

  it('shows skeleton rows while the measurements load', async () => {
    const answer = deferred<typeof SUMMARY>();
    supabaseMock.rpc('web_vitals_summary', () => answer.promise);
    renderPage();

    expect(table()).toHaveAttribute('aria-busy', 'true');
    answer.resolve(SUMMARY);
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    expect(shownRows()).toHaveLength(3);
  });

  it('says there are no measurements yet when nothing was measured in the period', async () => {
    supabaseMock.rpc('web_vitals_summary', () => []);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Aún no hay mediciones' })).toBeVisible();
    expect(screen.queryByRole('table', { name: /Percentil 75/ })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when they hide every measurement', async () => {
    supabaseMock.rpc('web_vitals_summary', ({ body }) => (body.p_device ? [] : SUMMARY));
    const { user, location } = renderPage('/admin/rendimiento?dispositivo=desktop&periodo=30d');

    expect(
      await screen.findByRole('heading', { name: 'No hay mediciones con estos filtros' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));

    expect(location()).toBe('/admin/rendimiento?periodo=30d');
    await waitFor(() => expect(shownRows()).toHaveLength(3));
  });

  it("shows the database's refusal in its words, and a message of its own otherwise, then retries", async () => {
    supabaseMock.rpc('web_vitals_summary', () =>
      supabaseMock.error({ code: '42501', message: DB_MESSAGES.notAuthorized }),
    );
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(DB_MESSAGES.notAuthorized);
    first.unmount();

    let calls = 0;
    supabaseMock.rpc('web_vitals_summary', () => {
      calls += 1;
      return calls === 1
        ? supabaseMock.error({ code: 'XX000', message: 'internal error', status: 500 })
        : SUMMARY;
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PERFORMANCE_LOAD_ERROR);

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the Core Web Vitals thresholds the values are rated by', async () => {
    supabaseMock.rpc('web_vitals_summary', () => []);
    renderPage();

    const thresholds = await screen.findByRole('table', {
      name: 'Umbrales de las Core Web Vitals',
    });
    const lines = within(thresholds)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'LCP · Carga del contenido principal≤ 2,5 s> 4 s',
      'INP · Respuesta a las interacciones≤ 200 ms> 500 ms',
      'CLS · Estabilidad visual≤ 0,10> 0,25',
      'FCP · Primer contenido en pantalla≤ 1,8 s> 3 s',
      'TTFB · Respuesta del servidor≤ 800 ms> 1,8 s',
    ]);
  });
});
