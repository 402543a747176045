import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { routes } from '../routes';
import { AdminLayout } from './admin-layout';

const ADMIN_ID = 'admin-1';

/** A screen that crashes while `crash.next` is set. */
const crash: { next: Error | string | null } = { next: null };
function FlakyScreen() {
  if (crash.next !== null) throw crash.next;
  return <h1>Productos</h1>;
}

/** The layout route with a heading per page; `/admin/products` is the flaky screen. */
function renderLayout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AdminLayout />}>
        {routes.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={page.path === '/admin/products' ? <FlakyScreen /> : <h1>{page.title}</h1>}
          />
        ))}
      </Route>
    </Routes>,
    { route },
  );
}

/** happy-dom applies media queries to the viewport (1024 × 768 by default). */
const setViewportWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }
  ).happyDOM.setViewport({ width });

const sidebar = () => within(screen.getByTestId('admin-sidebar'));
const sidebarNav = () => sidebar().getByRole('navigation', { name: 'Administración' });

beforeEach(() => {
  crash.next = null;
  supabaseMock
    .table('user_profiles')
    .get(({ eq }) => (eq('id') === ADMIN_ID ? [{ first_name: 'Ana', last_name: 'Gómez' }] : []));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin sidebar', () => {
  it('is shown beside the screen from 1024 px, without the menu button', () => {
    renderLayout('/admin/dashboard');
    expect(screen.getByTestId('admin-sidebar')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Abrir menú de administración' }),
    ).not.toBeInTheDocument();
  });

  it("links to the fourteen pages of the spec and 'Actividad' by title and marks the current one", () => {
    renderLayout('/admin/shipping');
    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(routes.map((route) => route.title));
    expect(links).toHaveLength(15);
    expect(links.at(-1)).toHaveTextContent('Actividad');
    const current = within(sidebarNav()).getByRole('link', { name: 'Métodos de Envío' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/admin/shipping');
    expect(within(sidebarNav()).getByRole('link', { name: 'Productos' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves aria-current with the route', async () => {
    const { user, location } = renderLayout('/admin/dashboard');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Usuarios' }));
    expect(location()).toBe('/admin/users');
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(within(sidebarNav()).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("shows 'Admin Boñis' while nobody is known", () => {
    renderLayout('/admin/dashboard');
    expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Admin Boñis$/);
  });

  it("shows 'Admin Boñis' when the profile has no name", async () => {
    supabaseMock.table('user_profiles').get([{ first_name: '', last_name: ' ' }]);
    signInOnBus({ userId: ADMIN_ID, isAdmin: true });
    renderLayout('/admin/dashboard');
    await waitFor(() =>
      expect(supabaseMock.requests.some((r) => r.path === '/rest/v1/user_profiles')).toBe(true),
    );
    expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Admin Boñis$/);
  });

  it("shows the admin's full name and updates it live when their profile changes", async () => {
    signInOnBus({ userId: ADMIN_ID, isAdmin: true });
    renderLayout('/admin/dashboard');
    await waitFor(() =>
      expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Ana Gómez$/),
    );
    const read = supabaseMock.requests.find((r) => r.path === '/rest/v1/user_profiles');
    expect(read?.query).toMatchObject({ id: `eq.${ADMIN_ID}` });

    await supabaseMock.realtime.subscribed('user_profiles');
    supabaseMock.realtime.push({
      table: 'user_profiles',
      eventType: 'UPDATE',
      new: { id: ADMIN_ID, first_name: 'Ana María', last_name: 'Gómez Ruiz' },
    });
    await waitFor(() =>
      expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Ana María Gómez Ruiz$/),
    );
    // the change came through realtime, not a second read
    expect(supabaseMock.requests.filter((r) => r.path === '/rest/v1/user_profiles')).toHaveLength(
      1,
    );
  });

  it("opens the storefront's home in a new tab", () => {
    renderLayout('/admin/dashboard');
    const home = sidebar().getByRole('link', { name: /^Ver el Home/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('target', '_blank');
    expect(home.getAttribute('rel')).toContain('noopener');
  });

  it("signs the admin out with 'Cerrar Sesión'", async () => {
    supabaseMock.signedIn({ id: ADMIN_ID, email: 'admin@bonis.co' });
    signInOnBus({ userId: ADMIN_ID, isAdmin: true });
    const { user } = renderLayout('/admin/dashboard');
    await user.click(sidebar().getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(supabaseMock.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        'POST /auth/v1/logout',
      ),
    );
  });
});

describe('a screen that crashes', () => {
  beforeEach(() => {
    // React and the boundary log the error: expected here
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows 'Se produjo un error' with the message, and 'Reintentar' renders it again", async () => {
    crash.next = new Error('No se pudo leer la tabla de productos');
    const { user } = renderLayout('/admin/products');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Se produjo un error' })).toBeVisible();
    expect(alert).toHaveTextContent('No se pudo leer la tabla de productos');
    expect(within(alert).getByRole('button', { name: 'Recargar página' })).toBeEnabled();
    // the sidebar is still there
    expect(within(sidebarNav()).getAllByRole('link')).toHaveLength(15);

    crash.next = null;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Productos' })).toBeInTheDocument();
  });

  it("says 'Error inesperado en la pantalla' when the error has no message", () => {
    crash.next = 'not an Error';
    renderLayout('/admin/products');
    expect(screen.getByRole('alert')).toHaveTextContent('Error inesperado en la pantalla');
  });

  it('keeps the navigation working and resets when the route changes', async () => {
    crash.next = new Error('Fallo');
    const { user, location } = renderLayout('/admin/products');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Pedidos' }));
    expect(location()).toBe('/admin/orders');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pedidos' })).toBeInTheDocument();
  });

  it("reloads the page with 'Recargar página'", async () => {
    crash.next = new Error('Fallo');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = renderLayout('/admin/products');
    await user.click(screen.getByRole('button', { name: 'Recargar página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the drawer (the sidebar under 1024 px)', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => setViewportWidth(1024));

  it('replaces the sidebar with a menu button on a narrow screen', () => {
    renderLayout('/admin/dashboard');
    expect(screen.getByTestId('admin-sidebar')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Abrir menú de administración' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Boñis · Administración' })).toBeVisible();
  });

  it('opens from the menu button, closes with Escape and gives focus back', async () => {
    const { user } = renderLayout('/admin/dashboard');
    const menu = screen.getByRole('button', { name: 'Abrir menú de administración' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    menu.focus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Boñis · Administración' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getAllByRole('link', { name: /./ })).toHaveLength(16); // 15 pages + Ver el Home
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a page is chosen', async () => {
    const { user, location } = renderLayout('/admin/dashboard');
    await user.click(screen.getByRole('button', { name: 'Abrir menú de administración' }));
    const drawer = screen.getByRole('dialog', { name: 'Boñis · Administración' });
    await user.click(within(drawer).getByRole('link', { name: 'Banners del Home' }));
    expect(location()).toBe('/admin/banners');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Banners del Home' })).toBeInTheDocument();
  });

  it('closes when the window grows to the sidebar width', async () => {
    const { user } = renderLayout('/admin/dashboard');
    await user.click(screen.getByRole('button', { name: 'Abrir menú de administración' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => setViewportWidth(1280));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('admin-sidebar')).toBeVisible();
  });

  it('closes with its close button', async () => {
    const { user } = renderLayout('/admin/dashboard');
    await user.click(screen.getByRole('button', { name: 'Abrir menú de administración' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar menú de administración' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
