import { describe, expect, it } from 'vitest';
import {
  cancelConsequence,
  pointsToTakeBack,
  refundConsequence,
  type OrderEffects,
} from './consequences';

const paid: OrderEffects = {
  status: 'confirmed',
  payment_status: 'paid',
  paid_at: '2026-11-21T20:06:00Z',
  points_earned: 1250,
  points_reversed_at: null,
  stock_returned_at: null,
};
const unpaid: OrderEffects = {
  ...paid,
  payment_status: 'pending',
  paid_at: null,
  points_earned: 0,
};

describe('what a status change will do', () => {
  it('cancelling a paid order returns the stock and takes its points back', () => {
    expect(cancelConsequence(paid)?.message).toBe(
      'El stock de los productos se devolverá al inventario y se descontarán 1.250 puntos al cliente.',
    );
  });

  it('cancelling an unpaid order only returns the stock', () => {
    expect(cancelConsequence(unpaid)?.message).toBe(
      'El stock de los productos se devolverá al inventario.',
    );
  });

  it('cancelling an order whose stock came back before says it will not come back again', () => {
    expect(
      cancelConsequence({ ...unpaid, status: 'pending', stock_returned_at: '2026-11-22T10:00:00Z' })
        ?.message,
    ).toBe(
      'El stock de este pedido ya se devolvió al inventario; el pedido solo cambiará de estado.',
    );
  });

  it('takes no points twice: none once they were taken back', () => {
    const reversed = {
      ...paid,
      payment_status: 'refunded' as const,
      points_reversed_at: '2026-11-22T10:00:00Z',
    };
    expect(pointsToTakeBack(reversed)).toBe(0);
    expect(cancelConsequence(reversed)?.message).toBe(
      'El stock de los productos se devolverá al inventario.',
    );
  });

  it('refunding a paid order with points takes them back; one point reads singular', () => {
    expect(refundConsequence(paid)?.message).toBe('Se descontarán 1.250 puntos al cliente.');
    expect(refundConsequence({ ...paid, points_earned: 1 })?.message).toBe(
      'Se descontará 1 punto al cliente.',
    );
  });

  it('refunding an order that earned no points needs no confirmation', () => {
    expect(refundConsequence(unpaid)).toBeNull();
    expect(refundConsequence({ ...paid, points_earned: 0 })).toBeNull();
  });

  it('an order already cancelled has nothing to confirm', () => {
    expect(cancelConsequence({ ...paid, status: 'cancelled' })).toBeNull();
  });
});
