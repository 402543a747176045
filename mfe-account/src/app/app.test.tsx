import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App from './app';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

describe('mfe-account App', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'renders %s with the heading "%s"',
    (path, title) => {
      render(
        <MemoryRouter initialEntries={[sampleUrl(path)]}>
          <App />
        </MemoryRouter>,
      );
      const page = screen.getByRole('region', { name: title });
      expect(page).toHaveAttribute('data-route', path);
      expect(page).toHaveAttribute('data-remote', 'mfe-account');
    },
  );
});
