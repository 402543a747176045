import { z } from 'zod';
import { DB_MESSAGES } from '@bonis/supabase-client';

/**
 * The storefront spec's messages (§5): one for any card field, one for any PSE field (the
 * database's words when `confirm_payment` refuses the same details).
 */
export const CARD_INCOMPLETE = DB_MESSAGES.incompleteCardFields;
export const PSE_INCOMPLETE = DB_MESSAGES.incompletePseFields;

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
 * The card form: every field required and well formed, else the spec's one message. The
 * gateway (the database) decides approval: Luhn, expiry in the future, the decline test card.
 */
export const cardSchema = z.object({
  holder: z.string().trim().min(1, CARD_INCOMPLETE).max(80, CARD_INCOMPLETE),
  number: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{12,16}$/, CARD_INCOMPLETE)),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_INCOMPLETE),
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
