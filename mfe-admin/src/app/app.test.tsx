import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bonis/test-utils';
import App from './app';
import { routes } from './routes';

/** A concrete URL for a route pattern (`/product/:id` → `/product/demo`). */
const sampleUrl = (pattern: string) => pattern.replace(/:[a-z]+/g, 'demo');

describe('mfe-admin App', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'renders %s with the heading "%s"',
    (path, title) => {
      renderWithProviders(<App />, { route: sampleUrl(path) });
      const page = screen.getByRole('region', { name: title });
      expect(page).toHaveAttribute('data-route', path);
      expect(page).toHaveAttribute('data-remote', 'mfe-admin');
    },
  );

  it('shows an unknown /admin path as not found inside the admin frame, with a way back', async () => {
    const { user, location } = renderWithProviders(<App />, { route: '/admin/no-existe' });
    const page = screen.getByRole('region', { name: '404' });
    expect(page).toHaveTextContent('Oops! Page not found');
    expect(page).toHaveAttribute('data-remote', 'mfe-admin');
    // the frame is there: the sidebar's navigation
    expect(screen.getAllByRole('navigation', { name: 'Administración' })).not.toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Ir al panel de administración' }));
    expect(location()).toBe('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
  });

  it('sends /admin to the dashboard', () => {
    const { location } = renderWithProviders(<App />, { route: '/admin' });
    expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
  });
});
