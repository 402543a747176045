import type { BadgeVariant } from '@bonis/design-system';
import type { GiftStatus, PaymentStatus } from '@bonis/supabase-client';

export interface GiftState {
  label: string;
  badge: BadgeVariant;
  /** the buyer can (still) pay it on /payment?gift=<id> */
  payable: boolean;
}

/**
 * Where a gift the shopper bought stands, from its payment and delivery:
 * - not paid (pending, or a declined card): 'Pendiente de pago', with 'Pagar';
 * - paid, its delivery date still ahead: 'Programado';
 * - its email queued to the recipient: 'Enviado';
 * - redeemed by the recipient: 'Canjeado';
 * - and the admin's outcomes: 'Reembolsado', 'Cancelado'.
 */
export function giftState({
  status,
  payment_status,
}: {
  status: GiftStatus;
  payment_status: PaymentStatus;
}): GiftState {
  if (status === 'cancelled') return { label: 'Cancelado', badge: 'inactivo', payable: false };
  if (payment_status === 'refunded')
    return { label: 'Reembolsado', badge: 'inactivo', payable: false };
  if (payment_status !== 'paid') {
    return { label: 'Pendiente de pago', badge: 'pocas-unidades', payable: true };
  }
  if (status === 'redeemed') return { label: 'Canjeado', badge: 'activo', payable: false };
  if (status === 'sent') return { label: 'Enviado', badge: 'info', payable: false };
  return { label: 'Programado', badge: 'neutral', payable: false };
}
