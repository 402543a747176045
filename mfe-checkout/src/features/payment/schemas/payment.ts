import { z } from 'zod';
import { DB_MESSAGES, todayInBogota } from '@bonis/supabase-client';

/**
 * The storefront spec's messages (§5): one for any card field, one for any PSE field (the
 * database's words when `confirm_payment` refuses the same details).
 */
export const CARD_INCOMPLETE = DB_MESSAGES.incompleteCardFields;
export const PSE_INCOMPLETE = DB_MESSAGES.incompletePseFields;

/** An expiry whose month is not 01–12 ('13/30', '00/28'). */
export const EXPIRY_INVALID = DB_MESSAGES.invalidCardExpiry;
/**
 * An expiry before the current month (Bogotá): the gateway would decline the card
 * (`private.card_decline_reason` → 'expired'), so the browser refuses it before sending.
 */
export const CARD_EXPIRED = 'Tarjeta vencida - Revisa la fecha de vencimiento';

/** The PSE banks (storefront spec §9); the database accepts exactly these. */
export const PSE_BANKS = [
  'Bancolombia',
  'Banco de Bogotá',
  'BBVA Colombia',
  'Davivienda',
  'Banco Popular',
  'Colpatria',
  'Banco de Occidente',
  'Banco Caja Social',
  'Banco AV Villas',
] as const;

export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT'] as const;

/**
 * What is wrong with an expiry 'MM/AA' at `now`, in the order it is checked: not written in
 * full (the spec's one message), a month that does not exist, then a month already gone by in
 * Bogotá (the gateway counts months as `private.card_decline_reason` does: the card works
 * through its month). Undefined when it is fine.
 */
export function expiryProblem(expiry: string, now: Date = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return CARD_INCOMPLETE;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return EXPIRY_INVALID;
  const [thisYear = 0, thisMonth = 0] = todayInBogota(now).split('-').map(Number);
  if (year < thisYear || (year === thisYear && month < thisMonth)) return CARD_EXPIRED;
  return undefined;
}

/**
 * The card form: every field required and well formed, else the spec's one message; an expiry
 * whose month does not exist, or that has passed, says so (`expiryProblem`). The gateway (the
 * database) decides approval: Luhn, expiry in the future, the decline test card.
 */
export const cardSchema = z.object({
  holder: z.string().trim().min(1, CARD_INCOMPLETE).max(80, CARD_INCOMPLETE),
  number: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{12,16}$/, CARD_INCOMPLETE)),
  expiry: z.string().superRefine((expiry, ctx) => {
    const message = expiryProblem(expiry);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  cvv: z.string().regex(/^\d{3}$/, CARD_INCOMPLETE),
});
export type CardValues = z.input<typeof cardSchema>;
export type CardInput = z.output<typeof cardSchema>;

/** The PSE form: bank, document type (CC by default) and number; no email. */
export const pseSchema = z.object({
  bank: z.enum(PSE_BANKS, { message: PSE_INCOMPLETE }),
  documentType: z.enum(DOCUMENT_TYPES, { message: PSE_INCOMPLETE }),
  documentNumber: z
    .string()
    .trim()
    .regex(/^\d{5,15}(-\d)?$/, PSE_INCOMPLETE),
});
export type PseValues = z.input<typeof pseSchema>;
export type PseInput = z.output<typeof pseSchema>;
