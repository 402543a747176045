import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './app';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

describe('mfe-admin App', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'renders %s with the heading "%s"',
    (path, title) => {
      render(
        <MemoryRouter initialEntries={[sampleUrl(path)]}>
          <App />
        </MemoryRouter>,
      );
      const page = screen.getByRole('region', { name: title });
      expect(page.getAttribute('data-route')).toBe(path);
      expect(page.getAttribute('data-remote')).toBe('mfe-admin');
    },
  );

  it('sends /admin to the dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeTruthy();
  });
});
