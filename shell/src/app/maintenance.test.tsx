import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { LiveStoreSettings } from '../settings/live-settings';
import { RoutedContent } from './app';

const SETTINGS_ROW = {
  site_name: 'Boñis Pets',
  site_description: 'Todo para tu perro y tu gato',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 300 123 4567',
  whatsapp_number: '573001234567',
  free_shipping_threshold: '100000.00',
  newsletter_enabled: true,
  allow_registrations: true,
  maintenance_mode: true,
};

const NOTICE = 'La tienda está en modo mantenimiento: los clientes ven la página de mantenimiento';

const loadRemote = vi.fn(async (id: string) => ({
  default: id.endsWith('/App') ? () => <h1>{`página de ${id}`}</h1> : () => null,
}));

/** The shell's routed content (with the page's live settings) at `path`. */
async function visit(path: string) {
  const loader = createRemoteLoader(
    {
      registerRemotes: vi.fn(),
      loadRemote,
      preloadRemote: vi.fn(),
    } as unknown as FederationRuntime,
    {
      catalog: 'http://localhost:3001/mf-manifest.json',
      admin: 'http://localhost:3005/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
      checkout: 'http://localhost:3002/mf-manifest.json',
      loyalty: 'http://localhost:3003/mf-manifest.json',
    },
    { attempts: 1 },
  );
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <RemoteLoaderContext.Provider value={loader}>
        <LiveStoreSettings />
        <RoutedContent />
      </RemoteLoaderContext.Provider>,
      { route: path },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

const maintenanceHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'La tienda está en mantenimiento' });

const shopper = { userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'regular' } as const;
const admin = {
  ...shopper,
  userId: 'a1',
  name: 'Admin Boñis',
  isAdmin: true,
  role: 'admin',
} as const;
const staff = { ...shopper, userId: 's1', name: 'Pedro', isAdmin: false, role: 'staff' } as const;

beforeEach(() => {
  loadRemote.mockClear();
  supabaseMock.table('app_settings').get([SETTINGS_ROW]);
});

describe('maintenance mode for shoppers', () => {
  it("shows a signed-out visitor the maintenance page with the store's name and contact", async () => {
    signOutOnBus();
    await visit('/');

    const page = screen.getByRole('main');
    expect(await maintenanceHeading()).toBeInTheDocument();
    expect(page).toHaveTextContent('Boñis Pets');
    expect(page).toHaveTextContent('Estamos haciendo mejoras para ti. Vuelve pronto.');
    const contact = screen.getByRole('list', { name: '¿Necesitas ayuda? Escríbenos' });
    expect(within(contact).getByRole('link', { name: 'hola@bonis.co' })).toHaveAttribute(
      'href',
      'mailto:hola@bonis.co',
    );
    expect(
      within(contact).getByRole('link', { name: /^WhatsApp \+57 300 123 4567/ }),
    ).toHaveAttribute('href', 'https://wa.me/573001234567');
    expect(within(contact).getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    );
    expect(document.title).toBe('Tienda en mantenimiento | Boñis');
  });

  it('leaves no way to the store: no header, navigation, cart or checkout', async () => {
    signInOnBus(shopper);
    await visit('/cart');

    expect(await maintenanceHeading()).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Carrito/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /carrito|checkout/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'página de checkout/App' })).toBeNull();
  });

  it.each(['/checkout', '/premios', '/perros', '/no-existe'])(
    'shows the maintenance page on %s too',
    async (path) => {
      signOutOnBus();
      await visit(path);
      expect(await maintenanceHeading()).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^página de/ })).toBeNull();
      expect(screen.queryByRole('heading', { name: '404' })).toBeNull();
    },
  );

  it('leaves out the contact lines the settings do not hold', async () => {
    supabaseMock
      .table('app_settings')
      .get([{ ...SETTINGS_ROW, contact_phone: '', whatsapp_number: '', contact_email: '' }]);
    signOutOnBus();
    await visit('/');

    expect(await maintenanceHeading()).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Escríbenos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('offers a signed-out admin the sign-in dialog', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const { user } = await visit('/');

    await maintenanceHeading();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(requests.logins).toEqual(['login']);
  });

  it('lets a signed-in shopper sign out (to come back as an admin)', async () => {
    supabaseMock.signedIn();
    signInOnBus(shopper);
    const { user } = await visit('/');

    await maintenanceHeading();
    expect(screen.getByText('Sesión iniciada como Ana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() =>
      expect(supabaseMock.requests.map((request) => request.path)).toContain('/auth/v1/logout'),
    );
  });

  it('waits for the session before choosing between the store and the maintenance page', async () => {
    await visit('/');

    // the settings arrive: the store's chrome gives way to a spinner until the session is read
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'La tienda está en mantenimiento' })).toBeNull();

    await act(async () => signInOnBus(admin));
    expect(
      await screen.findByRole('heading', { name: 'página de catalog/App' }),
    ).toBeInTheDocument();
  });
});

describe('maintenance mode for admins', () => {
  it('keeps the store working for an admin, under a notice linking to the settings', async () => {
    signInOnBus(admin);
    const { user, location } = await visit('/cart');

    expect(
      await screen.findByRole('heading', { name: 'página de checkout/App' }),
    ).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Modo mantenimiento' });
    expect(notice).toHaveTextContent(NOTICE);
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(document.title).toBe('Carrito | Boñis');

    const link = within(notice).getByRole('link', { name: 'Ir a Configuración' });
    // the admin frame loads mfe-admin: the navigation waits for it inside an awaited act
    await act(async () => user.click(link));
    expect(location()).toBe('/admin/settings');
  });

  it("keeps the store and the back office working for staff ('Personal'), with the notice but no way to the settings", async () => {
    signInOnBus(staff);
    await visit('/cart');

    expect(
      await screen.findByRole('heading', { name: 'página de checkout/App' }),
    ).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Modo mantenimiento' });
    expect(notice).toHaveTextContent(NOTICE);
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'La tienda está en mantenimiento' }),
    ).not.toBeInTheDocument();
  });

  it('shows the notice over the back office too', async () => {
    signInOnBus(admin);
    await visit('/admin/settings');

    expect(await screen.findByRole('heading', { name: 'página de admin/App' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Modo mantenimiento' })).toHaveTextContent(
      NOTICE,
    );
  });

  it('shows no notice while the store is open', async () => {
    supabaseMock.table('app_settings').get([{ ...SETTINGS_ROW, maintenance_mode: false }]);
    signInOnBus(admin);
    await visit('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'página de admin/App' })).toBeInTheDocument();
    expect(
      screen.queryByRole('complementary', { name: 'Modo mantenimiento' }),
    ).not.toBeInTheDocument();
  });
});

describe('the switch takes effect live', () => {
  it("closes and reopens a shopper's open page when an admin switches maintenance mode", async () => {
    supabaseMock.table('app_settings').get([{ ...SETTINGS_ROW, maintenance_mode: false }]);
    signInOnBus(shopper);
    await visit('/dogs');
    expect(
      await screen.findByRole('heading', { name: 'página de catalog/App' }),
    ).toBeInTheDocument();
    await supabaseMock.realtime.subscribed('app_settings');

    act(() => {
      supabaseMock.realtime.push({
        table: 'app_settings',
        eventType: 'UPDATE',
        new: { id: 1, ...SETTINGS_ROW, maintenance_mode: true },
      });
    });
    expect(await maintenanceHeading()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'página de catalog/App' })).toBeNull();

    act(() => {
      supabaseMock.realtime.push({
        table: 'app_settings',
        eventType: 'UPDATE',
        new: { id: 1, ...SETTINGS_ROW, maintenance_mode: false },
      });
    });
    expect(
      await screen.findByRole('heading', { name: 'página de catalog/App' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Perros | Boñis');
  });

  it('shows the admin the notice as soon as maintenance mode is switched on', async () => {
    supabaseMock.table('app_settings').get([{ ...SETTINGS_ROW, maintenance_mode: false }]);
    signInOnBus(admin);
    await visit('/admin/settings');
    await screen.findByRole('heading', { name: 'página de admin/App' });
    await supabaseMock.realtime.subscribed('app_settings');

    act(() => {
      supabaseMock.realtime.push({
        table: 'app_settings',
        eventType: 'UPDATE',
        new: { id: 1, ...SETTINGS_ROW, maintenance_mode: true },
      });
    });

    expect(
      await screen.findByRole('complementary', { name: 'Modo mantenimiento' }),
    ).toHaveTextContent(NOTICE);
  });
});
