import type { GiftRow } from '../api/get-gifts';

/** For tests only: a gift as the list reads it — sent, paid by card — unless `fields` say otherwise. */
export const giftRow = (fields: Partial<GiftRow> & Pick<GiftRow, 'id'>): GiftRow => ({
  gift_type: 'membership',
  gift_value: 'mensual',
  amount: 29900,
  recipient_name: 'Laura Ríos',
  recipient_email: 'laura@correo.co',
  recipient_phone: null,
  delivery_date: '2026-12-01',
  gift_code: 'GIFT12345678',
  payment_status: 'paid',
  payment_method: 'credit_card',
  paid_at: '2026-11-28T15:00:00Z',
  delivered_at: '2026-12-01T13:00:00Z',
  redeemed_at: null,
  voided_at: null,
  void_reason: null,
  created_at: '2026-11-28T15:00:00Z',
  state: 'sent',
  overdue: false,
  buyer_name: 'Ana Gómez',
  buyer_email: 'ana@correo.co',
  redeemer_name: null,
  ...fields,
});

/** Sent on its day: it can be resent and voided. */
export const SENT = giftRow({ id: 'gift-sent' });

/** Paid, for Christmas: nothing to resend yet, but it can be voided. */
export const SCHEDULED = giftRow({
  id: 'gift-scheduled',
  gift_type: 'coupon',
  gift_value: 'c100',
  amount: 100000,
  recipient_name: 'Pedro Díaz',
  recipient_email: 'pedro@correo.co',
  delivery_date: '2026-12-24',
  gift_code: 'GIFT87654321',
  payment_method: 'pse',
  delivered_at: null,
  state: 'scheduled',
});

/** Paid and due three days ago, never sent (the delivery job failed): 'Envío atrasado'. */
export const OVERDUE_GIFT = giftRow({
  id: 'gift-overdue',
  gift_type: 'coupon',
  gift_value: 'c50',
  amount: 50000,
  recipient_name: 'Sofía Mejía',
  recipient_email: 'sofia@correo.co',
  delivery_date: '2026-12-04',
  gift_code: 'GIFT11112222',
  delivered_at: null,
  state: 'scheduled',
  overdue: true,
});

/** Waiting for its payment: no code, nothing to do. */
export const UNPAID = giftRow({
  id: 'gift-unpaid',
  gift_value: 'anual',
  amount: 299900,
  recipient_name: 'Tomás Rey',
  recipient_email: 'tomas@correo.co',
  delivery_date: '2026-12-10',
  gift_code: null,
  payment_status: 'pending',
  payment_method: null,
  paid_at: null,
  delivered_at: null,
  state: 'unpaid',
  buyer_name: null,
  buyer_email: 'sin.nombre@correo.co',
});

/** Voided by the back office: its reason under the state. */
export const VOIDED = giftRow({
  id: 'gift-void',
  recipient_name: 'Marta León',
  recipient_email: 'marta@correo.co',
  payment_status: 'refunded',
  voided_at: '2026-12-02T15:00:00Z',
  void_reason: 'El comprador se equivocó de correo',
  state: 'void',
});

/** Redeemed by its recipient: closed. */
export const REDEEMED = giftRow({
  id: 'gift-redeemed',
  recipient_name: 'Julián Mora',
  recipient_email: 'julian@correo.co',
  redeemed_at: '2026-12-02T18:00:00Z',
  state: 'redeemed',
  redeemer_name: 'Julián Mora',
});

export const GIFTS = [SENT, SCHEDULED, OVERDUE_GIFT, UNPAID, VOIDED, REDEEMED];
