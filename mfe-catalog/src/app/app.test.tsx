import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubIntersectionObserver, supabaseMock } from '@bonis/test-utils';
import App from './app';
import { routes } from './routes';

stubIntersectionObserver();

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

/** Every table and function the catalog reads, in an empty store: no rows. */
function emptyStore() {
  const tables = [
    'banner_settings',
    'categories',
    'products',
    'app_settings',
    'shipping_time_ranges',
  ] as const;
  for (const table of tables) supabaseMock.table(table).get([]);
  for (const name of ['product_filter_options', 'search_products'] as const) {
    supabaseMock.rpc(name, () => []);
  }
}

/** Each page's chunk is imported on first use: on a loaded machine that can take seconds. */
const PAGE_LOAD = { timeout: 15_000 };

describe('mfe-catalog App', () => {
  it.each(routes.map((route) => [route.path] as const))(
    'renders %s in a region that names the remote and the route',
    async (path) => {
      emptyStore();
      const { container } = renderWithProviders(<App />, { route: sampleUrl(path) });
      const heading = await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
      const page = container.querySelector(`[data-route="${path}"]`);
      expect(page).toHaveAttribute('data-remote', 'mfe-catalog');
      expect(page).toContainElement(heading);
    },
  );

  it('opens one realtime channel for the catalog and closes it when it leaves', async () => {
    emptyStore();
    const { unmount } = renderWithProviders(<App />, { route: '/help' });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    await supabaseMock.realtime.subscribed('products');
    expect(supabaseMock.realtime.channels()).toEqual(['realtime:catalog:live']);

    unmount();
    await expect.poll(() => supabaseMock.realtime.channels()).toEqual([]);
  });
});
