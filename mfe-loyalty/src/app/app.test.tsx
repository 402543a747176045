import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bonis/test-utils';
import App from './app';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

describe('mfe-loyalty App', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'renders %s with the heading "%s"',
    async (path, title) => {
      renderWithProviders(<App />, { route: sampleUrl(path) });
      const page = await screen.findByRole('region', { name: title });
      expect(page).toHaveAttribute('data-route', path);
      expect(page).toHaveAttribute('data-remote', 'mfe-loyalty');
    },
  );
});
