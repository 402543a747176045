import { describe, expect, it } from 'vitest';
import type { ReorderResult } from '@bonis/supabase-client';
import { reorderOutcome } from './reorder-outcome';

const line = (name: string, quantity: number, requested = quantity) => ({
  product_id: `p-${name}`,
  name,
  quantity,
  requested,
});

const result = (over: Partial<ReorderResult>): ReorderResult => ({
  added: [],
  unavailable: [],
  cart_units: 0,
  ...over,
});

describe('reorderOutcome', () => {
  it('counts the products added, in the singular too', () => {
    expect(
      reorderOutcome(result({ added: [line('Collar', 2), line('Hueso', 1), line('Arena', 3)] })),
    ).toEqual({
      title: 'Agregamos 3 productos a tu carrito',
      description: null,
      tone: 'success',
      addedCount: 3,
    });
    expect(reorderOutcome(result({ added: [line('Collar', 2)] })).title).toBe(
      'Agregamos 1 producto a tu carrito',
    );
  });

  it('names the products not available and those the stock cut short', () => {
    const outcome = reorderOutcome(
      result({
        added: [line('Collar', 2, 3), line('Hueso', 1)],
        unavailable: [
          { product_id: 'p-x', name: 'Arena', reason: 'agotado' },
          { product_id: null, name: 'Cama', reason: 'no_disponible' },
        ],
      }),
    );
    expect(outcome.title).toBe('Agregamos 2 productos a tu carrito');
    expect(outcome.description).toBe(
      'No disponibles: Arena, Cama. Sin stock para todas las unidades: Collar (2 de 3)',
    );
    expect(outcome.tone).toBe('info');
  });

  it('says none is available when nothing could be added', () => {
    const outcome = reorderOutcome(
      result({ unavailable: [{ product_id: 'p-x', name: 'Arena', reason: 'agotado' }] }),
    );
    expect(outcome).toEqual({
      title: 'Ninguno de estos productos está disponible',
      description: 'No disponibles: Arena',
      tone: 'warning',
      addedCount: 0,
    });
  });

  it('tells apart products whose units are all in the cart already', () => {
    const outcome = reorderOutcome(result({ added: [line('Collar', 0, 2)] }));
    expect(outcome.title).toBe('Ya tienes estos productos en tu carrito');
    expect(outcome.description).toBe(
      'Ya tienes en el carrito todas las unidades disponibles de: Collar',
    );
    expect(outcome.addedCount).toBe(0);
  });
});
