import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { canOpen } from '../lib/permissions';
import App from './app';
import { routes } from './routes';

// The shell lets only the back office in: the screens are an admin's unless a test says otherwise.
beforeEach(() => {
  signInOnBus({ userId: 'admin-1', isAdmin: true, role: 'admin' });
  // the sidebar reads the signed-in account's name
  supabaseMock.table('user_profiles').get([{ first_name: 'Ana', last_name: 'Gómez' }]);
});

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

describe("what staff ('Personal') may open", () => {
  beforeEach(() => {
    signInOnBus({ userId: 'staff-1', isAdmin: false, role: 'staff' });
  });

  it.each([
    '/admin/settings',
    '/admin/discounts',
    '/admin/newsletter',
    '/admin/activity',
    '/admin/rendimiento',
  ])(
    "shows 'No tienes permiso' at %s inside the admin frame, never the screen, with a way back",
    async (path) => {
      const { user, location } = renderWithProviders(<App />, { route: path });
      const page = screen.getByRole('region', { name: 'No tienes permiso' });
      expect(page).toHaveAttribute('data-route', path);
      expect(page).toHaveTextContent('Tu rol (Personal) no permite abrir esta sección.');
      const title = routes.find((route) => route.path === path)?.title ?? '';
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
      // the frame is there, without the forbidden page in it
      const nav = screen.getAllByRole('navigation', { name: 'Administración' })[0];
      expect(nav).toBeDefined();
      if (nav) expect(within(nav).queryByRole('link', { name: title })).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Ir al panel de administración' }));
      expect(location()).toBe('/admin/dashboard');
      expect(screen.getByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    },
  );

  it.each(
    routes
      .filter((route) => canOpen('staff', route.path))
      .map((route) => [route.path, route.title] as const),
  )('opens %s ("%s")', (path, title) => {
    renderWithProviders(<App />, { route: sampleUrl(path) });
    expect(screen.getByRole('region', { name: title })).toHaveAttribute('data-route', path);
  });

  it("opens the pages under a section staff may open, such as an order's packing slip", () => {
    expect(canOpen('staff', '/admin/orders/:id/lista-de-empaque')).toBe(true);
    expect(canOpen('staff', '/admin/users/:id')).toBe(true);
    expect(canOpen('staff', '/admin/settings/anything')).toBe(false);
  });
});
