import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { PrefetchContext, ResolvedRoute } from '@bonis/contracts';
import {
  deferred,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AdminLandingAfterSignIn, RoutedContent } from './app';

/** Active categories by slug, as catalog answers the shell's question. */
const categories: Record<string, { id: string; name: string }> = {
  perros: { id: 'c1', name: 'Perros' },
};

/** A test may hold catalog's answer back until it settles this. */
let categoryLookup: Promise<void> = Promise.resolve();

/** catalog's answer to the shell's question on `/:slug` (its `./App`'s `resolveRoute`). */
async function resolveRoute({ url }: PrefetchContext): Promise<ResolvedRoute | null> {
  await categoryLookup;
  const category = categories[decodeURIComponent(url.pathname.slice(1))];
  return category ? { title: category.name } : null;
}

const loadRemote = vi.fn(async (id: string) => ({
  default: id.endsWith('/App') ? () => <h1>{`página de ${id}`}</h1> : () => null,
  ...(id === 'catalog/App' ? { resolveRoute } : {}),
}));

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
        <AdminLandingAfterSignIn />
        <RoutedContent />
      </RemoteLoaderContext.Provider>,
      { route: path },
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

const shopper = { userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'regular' } as const;
const admin = { ...shopper, userId: 'a1', isAdmin: true, role: 'admin' } as const;
const staff = { ...shopper, userId: 's1', isAdmin: false, role: 'staff' } as const;

// The shared setup resets the bus to a page's start (session not read yet) and the Supabase
// mock (a fresh page client, no handlers) for each test.
beforeEach(() => {
  categoryLookup = Promise.resolve();
  loadRemote.mockClear();
  // the chrome's settings row: none, so the chrome shows its defaults
  supabaseMock.table('app_settings').get([]);
});

describe('the admin gate', () => {
  it('waits for the session without fetching mfe-admin', async () => {
    await visit('/admin/products');
    expect(screen.getByText('Verificando acceso…')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('admin/App');
  });

  it('sends a signed-out visitor or a shopper typing /admin/products to /', async () => {
    const { location } = await visit('/admin/products');
    await act(async () => signInOnBus(shopper));
    expect(location()).toBe('/');
    expect(loadRemote).not.toHaveBeenCalledWith('admin/App');
  });

  it("lets staff ('Personal') in too: what they may open there is mfe-admin's", async () => {
    signInOnBus(staff);
    const { location } = await visit('/admin/orders');
    expect(screen.getByRole('heading', { name: 'página de admin/App' })).toBeInTheDocument();
    expect(location()).toBe('/admin/orders');
  });

  it('sends a customer whose session says role customer to /, whatever isAdmin says', async () => {
    signInOnBus({ ...shopper, role: 'customer' });
    const { location } = await visit('/admin/products');
    expect(location()).toBe('/');
    expect(loadRemote).not.toHaveBeenCalledWith('admin/App');
  });

  it('lets an admin in, inside the admin frame and without the storefront header', async () => {
    signInOnBus(admin);
    await visit('/admin/products');
    expect(screen.getByRole('heading', { name: 'página de admin/App' })).toBeInTheDocument();
    // the frame is the main landmark only: mfe-admin draws its own sidebar inside it
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'página de admin/App' }),
    );
    expect(screen.queryByRole('link', { name: 'Saltar al contenido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(document.title).toBe('Productos · Administración | Boñis');
  });
});

describe('landing after sign-in', () => {
  it('sends an admin who signs in to the dashboard', async () => {
    signOutOnBus();
    const { location } = await visit('/dogs');
    await act(async () => signInOnBus(admin));
    expect(location()).toBe('/admin/dashboard');
  });

  it('sends staff who sign in to the dashboard too', async () => {
    signOutOnBus();
    const { location } = await visit('/dogs');
    await act(async () => signInOnBus(staff));
    expect(location()).toBe('/admin/dashboard');
  });

  it('leaves a shopper who signs in where they were', async () => {
    signOutOnBus();
    const { location } = await visit('/dogs');
    await act(async () => signInOnBus(shopper));
    expect(location()).toBe('/dogs');
  });

  it('does not move an admin whose stored session is restored', async () => {
    const { location } = await visit('/dogs');
    await act(async () => signInOnBus(admin));
    expect(location()).toBe('/dogs');
  });
});

describe('reading the session', () => {
  it('re-renders neither the store’s frame nor the page while the store is open', async () => {
    let renders = 0;
    loadRemote.mockImplementationOnce(async () => ({
      default: () => {
        renders += 1;
        return <h1>perros</h1>;
      },
    }));
    await visit('/dogs');
    expect(await screen.findByRole('heading', { name: 'perros' })).toBeInTheDocument();
    const before = renders;

    await act(async () => signOutOnBus());
    await act(async () => signInOnBus(shopper));
    expect(renders).toBe(before);
  });
});

describe('document titles, one per URL from the manifests', () => {
  it.each([
    ['/', 'Tienda para perros y gatos | Boñis'],
    ['/search?q=collar', 'Resultados de búsqueda | Boñis'],
    ['/cart', 'Carrito | Boñis'],
  ])('titles %s "%s"', async (path, title) => {
    await visit(path);
    expect(document.title).toBe(title);
  });
});

describe('category pages and the 404', () => {
  it('renders an active category slug with the catalog, titled with its name', async () => {
    await visit('/perros');
    expect(
      await screen.findByRole('heading', { name: 'página de catalog/App' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Perros | Boñis');
  });

  it('shows the listing skeleton, not a bare "Cargando…", while the slug is looked up', async () => {
    const lookup = deferred();
    categoryLookup = lookup.promise;
    const { container } = await visit('/perros');
    expect(container.querySelector('[data-page-skeleton]')).toHaveAttribute(
      'data-page-skeleton',
      'products',
    );
    expect(screen.getByText('Cargando…')).toHaveAttribute('data-visually-hidden');
    await act(async () => lookup.resolve());
    expect(
      await screen.findByRole('heading', { name: 'página de catalog/App' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a slug that is no category', async () => {
    await visit('/no-existe');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página no encontrada | Boñis');
  });

  it('shows the not-found page for deeper unknown paths', async () => {
    await visit('/a/b/c');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
