import { z } from 'zod';
import { pointsText } from '../lib/labels';

/** The database's limits of an adjustment (`admin_adjust_points`). */
export const ADJUST_MAX_POINTS = 1_000_000;
export const ADJUST_REASON_MIN = 3;
export const ADJUST_REASON_MAX = 150;

export const ADJUST_POINTS_MESSAGES = {
  amountRequired: 'Escribe cuántos puntos dar o quitar',
  amountInvalid: 'Escribe un número entero de puntos, con un signo menos para quitar',
  amountZero: 'El ajuste no puede ser de 0 puntos',
  amountTooLarge: 'Como máximo 1.000.000 puntos por ajuste',
  belowZero: (balance: number) =>
    `El saldo no puede quedar en negativo: el cliente tiene ${pointsText(balance)}`,
  reasonTooShort: `El motivo debe tener al menos ${ADJUST_REASON_MIN} caracteres`,
  reasonTooLong: `Máximo ${ADJUST_REASON_MAX} caracteres`,
} as const;

/** An integer as an admin types it: '-200', '+500', '1.000', '- 1.000'. */
const AMOUNT = /^([+-]?)(\d+|\d{1,3}(?:\.\d{3})+)$/;

/**
 * The signed amount typed, as a number ('-200' → -200, '1.000' → 1000, '+5' → 5); undefined when
 * it isn't a whole number.
 */
export function parsePointsAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, sign = '', digits = ''] = match;
  const value = Number(digits.replace(/\./g, ''));
  if (!Number.isSafeInteger(value)) return undefined;
  return sign === '-' ? -value : value;
}

/** What the form holds: the amount as typed and the reason. */
export interface AdjustPointsInput {
  amount: string;
  reason: string;
}

/** What `admin_adjust_points` is called with (besides the customer). */
export interface AdjustPoints {
  amount: number;
  reason: string;
}

/**
 * The 'Ajustar puntos' form: a signed whole amount, not zero, at most 1.000.000 either way and,
 * given the customer's `balance`, never taking more than they have (the database refuses that
 * too); a reason of 3 to 150 characters, which the shopper reads in their history.
 */
export function adjustPointsSchema(balance: number | undefined) {
  return z.object({
    amount: z.string().transform((text, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (!text.trim()) return fail(ADJUST_POINTS_MESSAGES.amountRequired);
      const amount = parsePointsAmount(text);
      if (amount === undefined) return fail(ADJUST_POINTS_MESSAGES.amountInvalid);
      if (amount === 0) return fail(ADJUST_POINTS_MESSAGES.amountZero);
      if (Math.abs(amount) > ADJUST_MAX_POINTS) return fail(ADJUST_POINTS_MESSAGES.amountTooLarge);
      if (balance !== undefined && balance + amount < 0) {
        return fail(ADJUST_POINTS_MESSAGES.belowZero(balance));
      }
      return amount;
    }),
    reason: z
      .string()
      .trim()
      .min(ADJUST_REASON_MIN, ADJUST_POINTS_MESSAGES.reasonTooShort)
      .max(ADJUST_REASON_MAX, ADJUST_POINTS_MESSAGES.reasonTooLong),
  }) satisfies z.ZodType<AdjustPoints, AdjustPointsInput>;
}
