import { z } from 'zod';
import { textField, tooLongMessage } from '../../../components/admin-kit';

/** The database's limits (`admin_deliver_redemption`, `admin_cancel_redemption`). */
export const NOTE_MAX = 500;
export const REASON_MIN = 3;
export const REASON_MAX = 300;

export const REASON_REQUIRED = 'Escribe el motivo de la cancelación';
export const REASON_TOO_SHORT = `El motivo debe tener al menos ${REASON_MIN} caracteres`;

/** 'Marcar entregado': an optional note for the shopper (shown in /premios and in the email). */
export const deliverRedemptionSchema = z.object({
  note: textField('La nota', NOTE_MAX),
});

/** 'Cancelar canje': the reason the shopper reads (3 to 300 characters). */
export const cancelRedemptionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, REASON_REQUIRED)
    .min(REASON_MIN, REASON_TOO_SHORT)
    .max(REASON_MAX, tooLongMessage('El motivo', REASON_MAX)),
});

export type DeliverRedemptionInput = z.input<typeof deliverRedemptionSchema>;
export type DeliverRedemptionValues = z.output<typeof deliverRedemptionSchema>;
export type CancelRedemptionInput = z.input<typeof cancelRedemptionSchema>;
export type CancelRedemptionValues = z.output<typeof cancelRedemptionSchema>;
