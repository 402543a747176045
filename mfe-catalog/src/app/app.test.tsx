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
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'renders %s with the heading "%s"',
    (path, title) => {
      provideSupabase(createFakeSupabase(() => ({ data: null, error: null })).client);
      renderWidget(<App />, { route: sampleUrl(path) });
      const page = screen.getByRole('region', { name: title });
      expect(page.getAttribute('data-route')).toBe(path);
      expect(page.getAttribute('data-remote')).toBe('mfe-catalog');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    },
  );
});
