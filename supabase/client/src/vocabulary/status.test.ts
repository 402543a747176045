import type { BadgeTone } from '@bonis/design-system';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Constants } from '../database.types';
import type {
  GiftStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RedemptionStatus,
} from '../rows';
import {
  BONUS_STATUS_LABELS,
  GIFT_PURCHASE_STATE_LABELS,
  MEMBERSHIP_LABELS,
  ORDER_STATUS_LABELS,
  POINTS_MOVEMENT_LABELS,
  bonusStatusTone,
  giftItemLabel,
  membershipLabel,
  paymentAttemptLabel,
  paymentAttemptOutcome,
  paymentAttemptTone,
  pointsMovementLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REDEMPTION_STATUS_LABELS,
  giftPurchaseState,
  giftPurchaseStateLabel,
  giftPurchaseStateTone,
  orderStatusLabel,
  orderStatusTone,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  redemptionStatusLabel,
  redemptionStatusTone,
  type StatusTone,
} from './status';

const { order_status, payment_status, payment_method, redemption_status, gift_status } =
  Constants.public.Enums;

describe('status vocabulary', () => {
  it("uses the design system's Badge tones", () => {
    expectTypeOf<StatusTone>().toEqualTypeOf<BadgeTone>();
  });

  it('names every order status in Spanish, in its lifecycle order', () => {
    expect(order_status.map(orderStatusLabel)).toEqual([
      'Pendiente',
      'Confirmado',
      'En preparación',
      'Enviado',
      'Entregado',
      'Cancelado',
    ]);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...order_status]);
  });

  it('names every payment status so that it reads alone beside the order status', () => {
    expect(payment_status.map(paymentStatusLabel)).toEqual([
      'Pago pendiente',
      'Pagado',
      'Pago fallido',
      'Reembolsado',
    ]);
    expect(Object.keys(PAYMENT_STATUS_LABELS)).toEqual([...payment_status]);
  });

  it('names every payment method and redemption status in Spanish', () => {
    expect(payment_method.map(paymentMethodLabel)).toEqual([
      'Efectivo contra entrega',
      'Pago en línea',
      'Tarjeta de crédito',
      'PSE',
    ]);
    expect(Object.keys(PAYMENT_METHOD_LABELS)).toEqual([...payment_method]);
    expect(redemption_status.map(redemptionStatusLabel)).toEqual([
      'Pendiente',
      'Entregado',
      'Cancelado',
    ]);
    expect(Object.keys(REDEMPTION_STATUS_LABELS)).toEqual([...redemption_status]);
  });

  it('shows waiting in warning, progress in info, done in success and failure in danger', () => {
    expect(order_status.map(orderStatusTone)).toEqual([
      'warning',
      'info',
      'info',
      'info',
      'success',
      'danger',
    ]);
    expect(payment_status.map(paymentStatusTone)).toEqual([
      'warning',
      'success',
      'danger',
      'neutral',
    ]);
    expect(redemption_status.map(redemptionStatusTone)).toEqual(['warning', 'success', 'neutral']);
  });

  it('shows a value the generated types do not know yet as stored, in a neutral tone', () => {
    expect(orderStatusLabel('returned' as OrderStatus)).toBe('returned');
    expect(orderStatusTone('returned' as OrderStatus)).toBe('neutral');
    expect(paymentStatusLabel('disputed' as PaymentStatus)).toBe('disputed');
    expect(paymentStatusTone('disputed' as PaymentStatus)).toBe('neutral');
    expect(paymentMethodLabel('nequi' as PaymentMethod)).toBe('nequi');
    expect(redemptionStatusTone('lost' as RedemptionStatus)).toBe('neutral');
  });
});

describe('giftPurchaseState', () => {
  const state = (status: GiftStatus, payment: PaymentStatus, paidAt: string | null = null) =>
    giftPurchaseState({ status, payment_status: payment, paid_at: paidAt });

  it('asks to pay a gift that is not paid, also after a declined card', () => {
    expect(state('pending', 'pending')).toBe('unpaid');
    expect(state('pending', 'failed')).toBe('unpaid');
    expect(giftPurchaseStateLabel('unpaid')).toBe('Pendiente de pago');
    expect(giftPurchaseStateTone('unpaid')).toBe('warning');
  });

  it('follows a paid gift: scheduled, sent, redeemed', () => {
    expect(state('pending', 'paid')).toBe('scheduled');
    expect(state('sent', 'paid')).toBe('sent');
    expect(state('redeemed', 'paid')).toBe('redeemed');
  });

  it("tells the admin's outcomes and an unpaid gift that expired", () => {
    expect(state('cancelled', 'paid', '2026-11-24T20:00:00Z')).toBe('cancelled');
    expect(state('cancelled', 'pending')).toBe('expired');
    expect(state('cancelled', 'failed')).toBe('expired');
    expect(state('void', 'refunded', '2026-11-24T20:00:00Z')).toBe('void');
    expect(state('sent', 'refunded', '2026-11-24T20:00:00Z')).toBe('refunded');
  });

  it('has a label and a tone for every state, whatever the gift status', () => {
    for (const status of gift_status) {
      for (const payment of payment_status) {
        const gift = state(status, payment);
        expect(GIFT_PURCHASE_STATE_LABELS[gift]).toBeTruthy();
      }
    }
    expect(Object.values(GIFT_PURCHASE_STATE_LABELS)).toEqual([
      'Pendiente de pago',
      'Programado',
      'Enviado',
      'Canjeado',
      'Vencido',
      'Anulado',
      'Reembolsado',
      'Cancelado',
    ]);
  });
});

describe('the back office words (issue 38)', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('names every ledger movement, the adjustment and the points given back included', () => {
    expect(Object.keys(POINTS_MOVEMENT_LABELS).sort()).toEqual(
      [...Constants.public.Enums.points_transaction_type].sort(),
    );
    expect(pointsMovementLabel('adjustment')).toBe('Ajuste');
    expect(pointsMovementLabel('returned')).toBe('Devueltos');
  });

  it('names every membership and bonus status, a voided bonus in danger', () => {
    expect(Object.keys(MEMBERSHIP_LABELS)).toEqual([...Constants.public.Enums.membership_type]);
    expect(membershipLabel('anual')).toBe('Anual');
    expect(Object.keys(BONUS_STATUS_LABELS)).toEqual([...Constants.public.Enums.bonus_status]);
    expect(BONUS_STATUS_LABELS.void).toBe('Anulado');
    expect(bonusStatusTone('void')).toBe('danger');
  });

  it("names a gift's item as the gift page does", () => {
    expect(giftItemLabel('mensual')).toBe('Membresía Mensual');
    expect(giftItemLabel('anual')).toBe('Membresía Anual');
    expect(plain(giftItemLabel('c100'))).toBe('Cupón $ 100.000');
    expect(giftItemLabel('c999')).toBe('c999');
  });
});

describe('payment attempts', () => {
  it("names what the gateway answered, and 'Reembolsado' once refunded", () => {
    expect(paymentAttemptLabel('approved', false)).toBe('Aprobado');
    expect(paymentAttemptLabel('declined', false)).toBe('Rechazado');
    expect(paymentAttemptLabel('approved', true)).toBe('Reembolsado');
    expect(paymentAttemptTone('declined', false)).toBe('danger');
    expect(paymentAttemptOutcome('weird', false)).toBeNull();
    expect(paymentAttemptLabel('weird', false)).toBe('weird');
  });
});
