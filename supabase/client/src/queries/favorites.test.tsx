import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import {
  createProviders,
  deferred,
  recordBusRequests,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import type { FavoriteToggle } from '../rpc-results';
import { useFavorites } from './favorites';
import { sharedKeys } from './keys';

/**
 * The user's saved products, as the test's database holds them: read by the ids query and
 * changed by `toggle_favorite`, which answers with the new state and count.
 */
function savedFavorites(ids: string[]) {
  const saved = new Set(ids);
  const reads: { userId: string | undefined; select: string | undefined }[] = [];
  supabaseMock.table('user_favorites').get(({ eq, select }) => {
    reads.push({ userId: eq('user_id'), select });
    return [...saved].map((product_id) => ({ product_id }));
  });
  const toggle = ({ body }: { body: Record<string, unknown> }): FavoriteToggle => {
    const productId = String(body.p_product_id);
    if (body.p_favorite) saved.add(productId);
    else saved.delete(productId);
    return { product_id: productId, favorite: saved.has(productId), favorites_count: saved.size };
  };
  return { reads, toggle };
}

function renderFavorites() {
  const { Providers, queryClient } = createProviders();
  queryClient.setQueryData(sharedKeys.favorites('user-1'), []);
  const { result } = renderHook(() => useFavorites(), { wrapper: Providers });
  return { result, queryClient };
}

function signIn() {
  supabaseMock.signedIn();
  signInOnBus();
}

const silenceErrors = () => {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
};

describe('useFavorites', () => {
  it("fills the hearts from the signed-in user's saved products", async () => {
    signIn();
    const { reads } = savedFavorites(['p1', 'p3']);

    const { result } = renderFavorites();

    await waitFor(() => expect(result.current.isFavorite('p1')).toBe(true));
    expect(result.current.isFavorite('p3')).toBe(true);
    expect(result.current.isFavorite('p2')).toBe(false);
    expect(reads).toEqual([{ userId: 'user-1', select: 'product_id' }]);
  });

  it('signed out: reads nothing, says to sign in and asks for the login modal', () => {
    signInOnBus();
    bus.getState().signedOut();
    const requests = recordBusRequests();
    const { result } = renderFavorites();

    act(() => result.current.setFavorite({ productId: 'p1', favorite: true }));

    expect(result.current.isFavorite('p1')).toBe(false);
    expect(requests.toasts).toEqual([
      { title: 'Debes iniciar sesión para guardar favoritos', tone: 'info' },
    ]);
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.requests).toEqual([]);
  });

  it('saves a favourite with the state wanted: the heart fills at once, then the count and a toast', async () => {
    signIn();
    const { toggle } = savedFavorites(['p1', 'p3', 'p4']);
    const answer = deferred();
    supabaseMock.rpc('toggle_favorite', async (request) => {
      await answer.promise;
      return toggle(request);
    });
    const requests = recordBusRequests();
    const { result } = renderFavorites();
    await waitFor(() => expect(supabaseMock.requests).toHaveLength(1)); // the ids were read

    act(() => result.current.setFavorite({ productId: 'p2', favorite: true }));

    await waitFor(() => expect(result.current.pendingProductId).toBe('p2'));
    expect(result.current.isFavorite('p2')).toBe(true); // before the database answered
    expect(bus.getState().favoritesCount).toBe(0);
    answer.resolve();
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: '¡Agregado!', description: 'Producto agregado a favoritos', tone: 'success' },
      ]),
    );
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p2', p_favorite: true },
    ]);
    expect(bus.getState().favoritesCount).toBe(4);
    await waitFor(() => expect(result.current.pendingProductId).toBeNull());
  });

  it('removes a favourite: the heart empties, the toast names the product, onRemoved runs', async () => {
    signIn();
    const { reads, toggle } = savedFavorites(['p1']);
    supabaseMock.rpc('toggle_favorite', toggle);
    bus.getState().favoritesChanged(1);
    const requests = recordBusRequests();
    const onRemoved = vi.fn();
    const { result, queryClient } = renderFavorites();
    await waitFor(() => expect(result.current.isFavorite('p1')).toBe(true));

    act(() =>
      result.current.setFavorite(
        { productId: 'p1', favorite: false, productName: 'Collar reflectivo' },
        { onRemoved },
      ),
    );

    await waitFor(() => expect(result.current.isFavorite('p1')).toBe(false));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Eliminado de favoritos', description: 'Collar reflectivo', tone: 'success' },
      ]),
    );
    expect(onRemoved).toHaveBeenCalledTimes(1);
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p1', p_favorite: false },
    ]);
    expect(bus.getState().favoritesCount).toBe(0);
    // every favourites list is read again: the ids, and the lists in the cache
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(queryClient.getQueryState(sharedKeys.favorites('user-1'))?.isInvalidated).toBe(true);
  });

  it('puts the heart back and says so when the change fails', async () => {
    signIn();
    silenceErrors();
    // the first read finds nothing saved; the read again after the failure stays in flight, so
    // the empty heart below is the rollback's
    const readAgain = deferred();
    let reads = 0;
    supabaseMock.table('user_favorites').get(async () => {
      reads += 1;
      if (reads > 1) await readAgain.promise;
      return [];
    });
    const answer = deferred();
    supabaseMock.rpc('toggle_favorite', async () => {
      await answer.promise;
      return supabaseMock.error({ code: 'P0001', message: 'Producto no encontrado' });
    });
    bus.getState().favoritesChanged(2);
    const requests = recordBusRequests();
    const onRemoved = vi.fn();
    const { result } = renderFavorites();
    await waitFor(() => expect(reads).toBe(1));

    act(() => result.current.setFavorite({ productId: 'p5', favorite: true }, { onRemoved }));
    await waitFor(() => expect(result.current.isFavorite('p5')).toBe(true));
    answer.resolve();

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo actualizar los favoritos', tone: 'error' },
      ]),
    );
    await waitFor(() => expect(result.current.isFavorite('p5')).toBe(false));
    expect(reads).toBe(2);
    expect(bus.getState().favoritesCount).toBe(2);
    expect(onRemoved).not.toHaveBeenCalled();
    readAgain.resolve();
  });

  it('shows every heart empty when the saved products cannot be read, and logs why', async () => {
    signIn();
    const printed = silenceErrors();
    supabaseMock
      .table('user_favorites')
      .get(supabaseMock.error({ code: '42501', message: 'permission denied' }));

    const { result } = renderFavorites();

    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith(
        '[supabase-client] reading the favourites failed',
        expect.objectContaining({ code: '42501' }),
      ),
    );
    expect(result.current.isFavorite('p1')).toBe(false);
  });
});
