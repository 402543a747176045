import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { provideSupabase, type BonisClient } from '@bonis/supabase-client';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AdminLandingAfterSignIn, RoutedContent } from './app';

/** Category slugs the fake database knows. */
const categories: Record<string, { id: string; name: string }> = {
  perros: { id: 'c1', name: 'Perros' },
};

/** supabase-js stand-in: the settings row and the category lookup. */
function fakeSupabase() {
  const from = (table: string) => {
    const filters: Record<string, unknown> = {};
    const builder = {
      select: () => builder,
      eq: (column: string, value: unknown) => {
        filters[column] = value;
        return builder;
      },
      maybeSingle: async () =>
        table === 'categories'
          ? { data: categories[String(filters.slug)] ?? null, error: null }
          : { data: null, error: null },
    };
    return builder;
  };
  return { from } as unknown as BonisClient;
}

const loadRemote = vi.fn(async (id: string) => ({
  default: id.endsWith('/App') ? () => <h1>{`página de ${id}`}</h1> : () => null,
}));

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="ruta">{pathname}</output>;
}

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
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RemoteLoaderContext.Provider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <AdminLandingAfterSignIn />
            <RoutedContent />
            <Where />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </QueryClientProvider>,
    );
  });
}

const here = () => screen.getByRole('status', { name: 'ruta' }).textContent;
const shopper = { userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'regular' } as const;
const admin = { ...shopper, userId: 'a1', isAdmin: true };

beforeEach(() => {
  provideSupabase(fakeSupabase());
  bus.setState({ session: undefined });
  loadRemote.mockClear();
});
afterEach(() => {
  act(() => bus.getState().signedOut());
});

describe('the admin gate', () => {
  it('waits for the session without fetching mfe-admin', async () => {
    await visit('/admin/products');
    expect(screen.getByText('Verificando acceso…')).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalledWith('admin/App');
  });

  it('sends a signed-out visitor or a shopper typing /admin/products to /', async () => {
    await visit('/admin/products');
    await act(async () => bus.getState().sessionChanged(shopper));
    expect(here()).toBe('/');
    expect(loadRemote).not.toHaveBeenCalledWith('admin/App');
  });

  it('lets an admin in, inside the admin frame and without the storefront header', async () => {
    bus.getState().sessionChanged(admin);
    await visit('/admin/products');
    expect(screen.getByRole('heading', { name: 'página de admin/App' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Boñis · Administración' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
  });
});

describe('landing after sign-in', () => {
  it('sends an admin who signs in to the dashboard', async () => {
    act(() => bus.getState().signedOut());
    await visit('/dogs');
    await act(async () => bus.getState().sessionChanged(admin));
    expect(here()).toBe('/admin/dashboard');
  });

  it('leaves a shopper who signs in where they were', async () => {
    act(() => bus.getState().signedOut());
    await visit('/dogs');
    await act(async () => bus.getState().sessionChanged(shopper));
    expect(here()).toBe('/dogs');
  });

  it('does not move an admin whose stored session is restored', async () => {
    await visit('/dogs');
    await act(async () => bus.getState().sessionChanged(admin));
    expect(here()).toBe('/dogs');
  });
});

describe('category pages and the 404', () => {
  it('renders an active category slug with the catalog, titled with its name', async () => {
    await visit('/perros');
    expect(await screen.findByRole('heading', { name: 'página de catalog/App' })).toBeTruthy();
    expect(document.title).toBe('Perros | Boñis');
  });

  it('shows the not-found page for a slug that is no category', async () => {
    await visit('/no-existe');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Página no encontrada | Boñis');
  });

  it('shows the not-found page for deeper unknown paths', async () => {
    await visit('/a/b/c');
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
  });
});
