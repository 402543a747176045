import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase } from '../testing/fake-supabase';
import { renderWidget } from '../testing/render';
import App from './app';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

describe('mfe-catalog App', () => {
  it.each(routes.map((route) => [route.path] as const))(
    'renders %s in a region that names the remote and the route',
    async (path) => {
      provideSupabase(createFakeSupabase(() => ({ data: [], error: null })).client);
      const { container } = renderWidget(<App />, { route: sampleUrl(path) });
      const heading = await screen.findByRole('heading', { level: 1 });
      const page = container.querySelector(`[data-route="${path}"]`);
      expect(page?.getAttribute('data-remote')).toBe('mfe-catalog');
      expect(page?.contains(heading)).toBe(true);
    },
  );

  it('opens one realtime channel for the catalog and closes it when it leaves', async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null }));
    provideSupabase(fake.client);
    const { unmount } = renderWidget(<App />, { route: '/help' });
    await screen.findByRole('heading', { level: 1 });
    unmount();
    expect(fake.removedChannels).toEqual(['catalog:live']);
  });
});
