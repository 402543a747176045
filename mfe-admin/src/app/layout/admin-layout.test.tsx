import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionSummary } from '@bonis/design-system/bus';
import { renderWithProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { SECTION_ROLES } from '../../lib/permissions';
import { routes } from '../routes';
import { AdminLayout } from './admin-layout';

const ADMIN_ID = 'admin-1';
const ADMIN: Partial<SessionSummary> = { userId: ADMIN_ID, isAdmin: true, role: 'admin' };
const STAFF: Partial<SessionSummary> = { userId: 'staff-1', isAdmin: false, role: 'staff' };

/** The manifest's pages the sidebar lists to an admin: every one without a `:param`. */
const DESTINATIONS = routes.filter((route) => !route.path.includes(':'));

/** A screen that crashes while `crash.next` is set. */
const crash: { next: Error | string | null } = { next: null };
function FlakyScreen() {
  if (crash.next !== null) throw crash.next;
  return <h1>Productos</h1>;
}

/**
 * The layout route with a heading per page; `/admin/products` is the flaky screen. Signed in as
 * an admin unless `session` says otherwise (null: the session isn't known).
 */
function renderLayout(route: string, session: Partial<SessionSummary> | null = ADMIN) {
  if (session) signInOnBus(session);
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

  it('links an admin to every page of the manifest by title, in order, and marks the current one', () => {
    renderLayout('/admin/shipping');
    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(DESTINATIONS.map((route) => route.title));
    // the spec's fourteen pages and 'Actividad' at least
    expect(links.length).toBeGreaterThanOrEqual(15);
    expect(sidebar().getByTestId('admin-role')).toHaveTextContent(/^Administrador$/);
    const current = within(sidebarNav()).getByRole('link', { name: 'Métodos de Envío' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/admin/shipping');
    expect(within(sidebarNav()).getByRole('link', { name: 'Productos' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('leaves out the pages under a record (a path with a :param): they are reached from their list', () => {
    renderLayout('/admin/dashboard');
    const hrefs = within(sidebarNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => href?.includes(':'))).toBe(false);
    for (const route of routes.filter((page) => page.path.includes(':'))) {
      expect(
        within(sidebarNav()).queryByRole('link', { name: route.title }),
      ).not.toBeInTheDocument();
    }
  });

  it("lists only the sections staff ('Personal') may open, and says their role", () => {
    renderLayout('/admin/orders', STAFF);
    const titles = within(sidebarNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(
      DESTINATIONS.filter((route) => SECTION_ROLES[route.path]?.includes('staff')).map(
        (route) => route.title,
      ),
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Panel de administración', 'Productos', 'Pedidos', 'Usuarios']),
    );
    for (const hidden of ['Configuración', 'Códigos de descuento', 'Newsletter', 'Actividad']) {
      expect(titles).not.toContain(hidden);
    }
    expect(sidebar().getByTestId('admin-role')).toHaveTextContent(/^Personal$/);
  });

  it('lists no page while no back-office role is known', () => {
    renderLayout('/admin/dashboard', null);
    expect(within(sidebarNav()).queryAllByRole('link')).toHaveLength(0);
    expect(sidebar().queryByTestId('admin-role')).not.toBeInTheDocument();
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
    renderLayout('/admin/dashboard', null);
    expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Admin Boñis$/);
  });

  it("shows 'Admin Boñis' when the profile has no name", async () => {
    supabaseMock.table('user_profiles').get([{ first_name: '', last_name: ' ' }]);
    renderLayout('/admin/dashboard');
    await waitFor(() =>
      expect(supabaseMock.requests.some((r) => r.path === '/rest/v1/user_profiles')).toBe(true),
    );
    expect(sidebar().getByTestId('admin-name')).toHaveTextContent(/^Admin Boñis$/);
  });

  it("shows the admin's full name and updates it live when their profile changes", async () => {
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
    expect(within(sidebarNav()).getAllByRole('link')).toHaveLength(DESTINATIONS.length);

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
    // the pages and 'Ver el Home'
    expect(within(drawer).getAllByRole('link', { name: /./ })).toHaveLength(
      DESTINATIONS.length + 1,
    );
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
