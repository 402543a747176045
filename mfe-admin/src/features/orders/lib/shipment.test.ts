import { describe, expect, it } from 'vitest';
import { isWaitingToShip, shipBlockOf } from './shipment';

describe('whether an order can be handed to a carrier', () => {
  it('ships a paid order and a cash order, paid or not', () => {
    expect(
      shipBlockOf({ status: 'confirmed', payment_status: 'paid', payment_method: 'pse' }),
    ).toBeNull();
    expect(
      shipBlockOf({ status: 'preparing', payment_status: 'pending', payment_method: 'cash' }),
    ).toBeNull();
  });

  it('corrects the tracking number of a shipped order', () => {
    expect(
      shipBlockOf({ status: 'shipped', payment_status: 'paid', payment_method: 'credit_card' }),
    ).toBeNull();
  });

  it("doesn't ship a cancelled, a delivered or an unpaid online order", () => {
    expect(
      shipBlockOf({ status: 'cancelled', payment_status: 'paid', payment_method: 'pse' }),
    ).toBe('cancelled');
    expect(
      shipBlockOf({ status: 'delivered', payment_status: 'paid', payment_method: 'cash' }),
    ).toBe('delivered');
    for (const payment_status of ['pending', 'failed', 'refunded'] as const) {
      expect(shipBlockOf({ status: 'confirmed', payment_status, payment_method: 'online' })).toBe(
        'unpaid',
      );
    }
  });

  it("counts as 'Por enviar' a confirmed or preparing order that may ship", () => {
    expect(
      isWaitingToShip({ status: 'confirmed', payment_status: 'paid', payment_method: 'pse' }),
    ).toBe(true);
    expect(
      isWaitingToShip({ status: 'preparing', payment_status: 'pending', payment_method: 'cash' }),
    ).toBe(true);
    expect(
      isWaitingToShip({ status: 'pending', payment_status: 'paid', payment_method: 'pse' }),
    ).toBe(false);
    expect(
      isWaitingToShip({ status: 'shipped', payment_status: 'paid', payment_method: 'pse' }),
    ).toBe(false);
    expect(
      isWaitingToShip({ status: 'confirmed', payment_status: 'pending', payment_method: 'pse' }),
    ).toBe(false);
  });
});
