import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, onBusEvent, type ToastRequest } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase, requestWith, type FakeRequest } from '../testing/fake-supabase';
import { renderWidget } from '../testing/render';
import { addToCart, useAddToCart } from './cart';

const methods = (request: FakeRequest) => request.calls.map((call) => call.method);
const argsOf = (request: FakeRequest, method: string) =>
  request.calls.find((call) => call.method === method)?.args;

function AddButton({ quantity }: { quantity?: number }) {
  const cart = useAddToCart();
  return (
    <button onClick={() => cart.add({ productId: 'p1', productName: 'Chunky 4 kg', quantity })}>
      agregar
    </button>
  );
}

const signIn = () =>
  act(() =>
    bus
      .getState()
      .sessionChanged({ userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'regular' }),
  );

describe('addToCart', () => {
  it('increments the existing line, only if nobody changed it meanwhile, and returns the units', async () => {
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('maybeSingle'))
        return { data: { id: 'line1', quantity: 2 }, error: null };
      if (methods(request).includes('update')) return { data: [{ id: 'line1' }], error: null };
      return { data: [{ quantity: 5 }, { quantity: 1 }], error: null };
    });
    await expect(
      addToCart(fake.client, { userId: 'u1', productId: 'p1', quantity: 3 }),
    ).resolves.toBe(6);
    const update = requestWith(fake.requests, 'update');
    expect(argsOf(update, 'update')).toEqual([{ quantity: 5 }]);
    expect(update.calls.filter((call) => call.method === 'eq').map((call) => call.args)).toEqual([
      ['id', 'line1'],
      ['quantity', 2],
    ]);
    expect(fake.requests.some((request) => methods(request).includes('insert'))).toBe(false);
  });

  it('inserts a new line when the product is not in the cart', async () => {
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('maybeSingle')) return { data: null, error: null };
      if (methods(request).includes('insert')) return { data: null, error: null };
      return { data: [{ quantity: 1 }], error: null };
    });
    await expect(
      addToCart(fake.client, { userId: 'u1', productId: 'p1', quantity: 1 }),
    ).resolves.toBe(1);
    const insert = requestWith(fake.requests, 'insert');
    expect(argsOf(insert, 'insert')).toEqual([{ user_id: 'u1', product_id: 'p1', quantity: 1 }]);
  });

  it("increments the other tab's line when the insert meets the unique key", async () => {
    let reads = 0;
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('maybeSingle')) {
        reads += 1;
        return { data: reads === 1 ? null : { id: 'line1', quantity: 1 }, error: null };
      }
      if (methods(request).includes('insert'))
        return { data: null, error: { code: '23505', message: 'dup' } };
      if (methods(request).includes('update')) return { data: [{ id: 'line1' }], error: null };
      return { data: [{ quantity: 2 }], error: null };
    });
    await expect(
      addToCart(fake.client, { userId: 'u1', productId: 'p1', quantity: 1 }),
    ).resolves.toBe(2);
  });

  it('never asks for more than the 999 units a line holds', async () => {
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('maybeSingle'))
        return { data: { id: 'l', quantity: 998 }, error: null };
      if (methods(request).includes('update')) return { data: [{ id: 'l' }], error: null };
      return { data: [{ quantity: 999 }], error: null };
    });
    await addToCart(fake.client, { userId: 'u1', productId: 'p1', quantity: 10 });
    const update = requestWith(fake.requests, 'update');
    expect(argsOf(update, 'update')).toEqual([{ quantity: 999 }]);
  });

  it('throws the service error', async () => {
    const fake = createFakeSupabase(() => ({
      data: null,
      error: { code: '42501', message: 'RLS' },
    }));
    await expect(
      addToCart(fake.client, { userId: 'u1', productId: 'p1', quantity: 1 }),
    ).rejects.toMatchObject({
      code: '42501',
    });
  });
});

describe('useAddToCart', () => {
  afterEach(() => act(() => bus.getState().signedOut()));

  it('asks a signed-out shopper to sign in, with the spec message, and writes nothing', () => {
    bus.getState().sessionChanged(null);
    const fake = createFakeSupabase(() => ({ data: null, error: null }));
    provideSupabase(fake.client);
    const modals: string[] = [];
    const toasts: ToastRequest[] = [];
    const stops = [
      onBusEvent('loginRequested', ({ modal }) => modals.push(modal)),
      onBusEvent('toastRequested', (toast) => toasts.push(toast)),
    ];
    renderWidget(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    stops.forEach((stop) => stop());
    expect(modals).toEqual(['login']);
    expect(toasts.map((toast) => toast.title)).toEqual([
      'Debes iniciar sesión para agregar productos al carrito',
    ]);
    expect(fake.requests).toEqual([]);
  });

  it("publishes the cart's new unit count and toasts '¡Agregado!'", async () => {
    signIn();
    provideSupabase(
      createFakeSupabase((request) => {
        if (methods(request).includes('maybeSingle')) return { data: null, error: null };
        if (methods(request).includes('insert')) return { data: null, error: null };
        return { data: [{ quantity: 2 }, { quantity: 2 }], error: null };
      }).client,
    );
    const toasts: ToastRequest[] = [];
    const stop = onBusEvent('toastRequested', (toast) => toasts.push(toast));
    renderWidget(<AddButton quantity={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    await waitFor(() => expect(bus.getState().cartCount).toBe(4));
    stop();
    expect(toasts).toEqual([
      { title: '¡Agregado!', description: 'Chunky 4 kg se agregó al carrito', tone: 'success' },
    ]);
  });

  it("says 'No se pudo agregar el producto al carrito' when the request fails", async () => {
    signIn();
    provideSupabase(createFakeSupabase(() => ({ data: null, error: { message: 'caído' } })).client);
    const toasts: ToastRequest[] = [];
    const stop = onBusEvent('toastRequested', (toast) => toasts.push(toast));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget(<AddButton />);
    fireEvent.click(screen.getByRole('button', { name: 'agregar' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    logged.mockRestore();
    stop();
    expect(toasts[0]).toEqual({
      title: 'No se pudo agregar el producto al carrito',
      tone: 'error',
    });
  });
});
