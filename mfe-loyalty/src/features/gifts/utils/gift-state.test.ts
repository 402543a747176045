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

  it("tells the back office's outcomes and a gift left unpaid", () => {
    const paidAt = '2026-11-24T20:00:00Z';
    expect(giftState({ status: 'cancelled', payment_status: 'pending' }).label).toBe('Vencido');
    expect(giftState({ status: 'cancelled', payment_status: 'paid', paid_at: paidAt }).label).toBe(
      'Cancelado',
    );
    expect(giftState({ status: 'void', payment_status: 'refunded', paid_at: paidAt }).label).toBe(
      'Anulado',
    );
    expect(giftState({ status: 'sent', payment_status: 'refunded', paid_at: paidAt }).label).toBe(
      'Reembolsado',
    );
  });
});
