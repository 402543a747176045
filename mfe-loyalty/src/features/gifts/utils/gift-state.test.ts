import { describe, expect, it } from 'vitest';
import { giftState } from './gift-state';

describe('giftState', () => {
  it('asks to pay a gift that is not paid, also after a declined card', () => {
    expect(giftState({ status: 'pending', payment_status: 'pending' })).toEqual({
      label: 'Pendiente de pago',
      tone: 'warning',
      payable: true,
    });
    expect(giftState({ status: 'pending', payment_status: 'failed' }).label).toBe(
      'Pendiente de pago',
    );
  });

  it('follows a paid gift: scheduled, sent, redeemed', () => {
    expect(giftState({ status: 'pending', payment_status: 'paid' }).label).toBe('Programado');
    expect(giftState({ status: 'sent', payment_status: 'paid' }).label).toBe('Enviado');
    expect(giftState({ status: 'redeemed', payment_status: 'paid' }).label).toBe('Canjeado');
    expect(giftState({ status: 'sent', payment_status: 'paid' }).payable).toBe(false);
  });

  it("tells the admin's outcomes", () => {
    expect(giftState({ status: 'cancelled', payment_status: 'pending' }).label).toBe('Cancelado');
    expect(giftState({ status: 'sent', payment_status: 'refunded' }).label).toBe('Reembolsado');
  });
});
