import { z } from 'zod';
import { tooLongMessage } from '../../../components/admin-kit';

/** The database's limits on the reason (`admin_void_gift`: 3 to 300 characters, trimmed). */
export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 300;

export const VOID_GIFT_MESSAGES = {
  required: 'Escribe el motivo de la anulación',
  tooShort: `El motivo debe tener al menos ${VOID_REASON_MIN} caracteres`,
  tooLong: tooLongMessage('El motivo', VOID_REASON_MAX),
} as const;

/** 'Anular': the reason, which the buyer reads in the email that tells them. */
export const voidGiftSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, VOID_GIFT_MESSAGES.required)
    .min(VOID_REASON_MIN, VOID_GIFT_MESSAGES.tooShort)
    .max(VOID_REASON_MAX, VOID_GIFT_MESSAGES.tooLong),
});

export type VoidGiftInput = z.input<typeof voidGiftSchema>;
export type VoidGiftValues = z.output<typeof voidGiftSchema>;
