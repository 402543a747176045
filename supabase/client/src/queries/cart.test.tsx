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
import type { CartChange } from '../rpc-results';
import { useAddToCart } from './cart';
import { sharedKeys } from './keys';

const COLLAR = { productId: 'p1', productName: 'Collar reflectivo' };

/** The hook inside the shell's providers, with a cart list in the cache to see invalidated. */
function renderAddToCart() {
  const { Providers, queryClient } = createProviders();
  queryClient.setQueryData(sharedKeys.cart('user-1'), []);
  const { result } = renderHook(() => useAddToCart(), { wrapper: Providers });
  return { result, queryClient };
}

/** A signed-in shopper, as the page has them: a Supabase session and the shell's bus summary. */
function signIn() {
  supabaseMock.signedIn();
  signInOnBus();
}

const silenceErrors = () => {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
};

describe('useAddToCart', () => {
  it('signed out: says to sign in, asks for the login modal and sends nothing', () => {
    signInOnBus(); // then the shell publishes the sign-out
    bus.getState().signedOut();
    const requests = recordBusRequests();
    const { result } = renderAddToCart();

    act(() => result.current.add(COLLAR));

    expect(requests.toasts).toEqual([
      { title: 'Debes iniciar sesión para agregar productos al carrito', tone: 'info' },
    ]);
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.requests).toEqual([]);
  });

  it('signed in: adds through add_to_cart as the shopper, publishes the units and toasts', async () => {
    signIn();
    const seenUsers: (string | null)[] = [];
    supabaseMock.rpc('add_to_cart', ({ body, userId }): CartChange => {
      seenUsers.push(userId);
      return { product_id: 'p1', quantity: 3, added: Number(body.p_quantity), cart_units: 7 };
    });
    const requests = recordBusRequests();
    const { result, queryClient } = renderAddToCart();

    act(() => result.current.add({ ...COLLAR, quantity: 2 }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: '¡Agregado!',
          description: 'Collar reflectivo se agregó al carrito',
          tone: 'success',
        },
      ]),
    );
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: 'p1', p_quantity: 2 }]);
    expect(seenUsers).toEqual(['user-1']);
    expect(bus.getState().cartCount).toBe(7);
    expect(queryClient.getQueryState(sharedKeys.cart('user-1'))?.isInvalidated).toBe(true);
    expect(requests.logins).toEqual([]);
  });

  it('adds one unit unless told otherwise, and names the product while it is being added', async () => {
    signIn();
    const answer = deferred();
    supabaseMock.rpc('add_to_cart', async () => {
      await answer.promise;
      return { product_id: 'p1', quantity: 1, added: 1, cart_units: 1 };
    });
    const { result } = renderAddToCart();
    expect(result.current.pendingProductId).toBeNull();

    act(() => result.current.add(COLLAR));

    await waitFor(() => expect(result.current.pendingProductId).toBe('p1'));
    answer.resolve();
    await waitFor(() => expect(result.current.pendingProductId).toBeNull());
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: 'p1', p_quantity: 1 }]);
  });

  it('says so when the cart already holds every unit there is (nothing added)', async () => {
    signIn();
    bus.getState().cartChanged(2); // the badge was behind: the answer's units are published
    supabaseMock.rpc('add_to_cart', () => ({
      product_id: 'p1',
      quantity: 5,
      added: 0,
      cart_units: 5,
    }));
    const requests = recordBusRequests();
    const { result } = renderAddToCart();

    act(() => result.current.add(COLLAR));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'No se pudo agregar el producto al carrito',
          description: 'Ya tienes en el carrito todas las unidades disponibles',
          tone: 'info',
        },
      ]),
    );
    expect(bus.getState().cartCount).toBe(5);
  });

  it("shows the database's message for a refusal meant for the shopper (P0001)", async () => {
    signIn();
    silenceErrors();
    bus.getState().cartChanged(4);
    supabaseMock.rpc('add_to_cart', () =>
      supabaseMock.error({ code: 'P0001', message: 'Este producto ya no está disponible' }),
    );
    const requests = recordBusRequests();
    const { result } = renderAddToCart();

    act(() => result.current.add(COLLAR));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'No se pudo agregar el producto al carrito',
          description: 'Este producto ya no está disponible',
          tone: 'error',
        },
      ]),
    );
    expect(bus.getState().cartCount).toBe(4);
  });

  it('keeps any other failure to the title (no English or technical text for the shopper)', async () => {
    signIn();
    const printed = silenceErrors();
    supabaseMock.rpc('add_to_cart', () =>
      supabaseMock.error({ code: '42501', message: 'permission denied for function add_to_cart' }),
    );
    const requests = recordBusRequests();
    const { result } = renderAddToCart();

    act(() => result.current.add(COLLAR));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo agregar el producto al carrito', tone: 'error' },
      ]),
    );
    expect(printed).toHaveBeenCalledWith(
      '[supabase-client] adding to the cart failed',
      expect.objectContaining({ code: '42501' }),
    );
  });
});
