import { z } from 'zod';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { fieldMessage } from '../utils/form-messages';

/** A gift code as the database issues it: 'GIFT' and 8 digits. */
export const GIFT_CODE = /^GIFT\d{8}$/;

/** The longest text the code field takes (a code and some stray spaces). */
export const CODE_FIELD_MAX = 24;

export const REDEEM_MESSAGES = {
  empty: 'Ingresa el código - Escribe el código de tu regalo',
  /** `redeem_gift`'s own message for an unknown code, said before asking it */
  invalid: DB_MESSAGES.giftCodeInvalid,
} as const;

/** What the code field says under it: each message's description, without the toast's title. */
export const REDEEM_FIELD_MESSAGES = {
  empty: fieldMessage(REDEEM_MESSAGES.empty),
  invalid: fieldMessage(REDEEM_MESSAGES.invalid),
} as const satisfies Record<keyof typeof REDEEM_MESSAGES, string>;

/** What the field keeps of what is typed or pasted: uppercase, as the code is written. */
export const codeAsTyped = (typed: string) => typed.toUpperCase().slice(0, CODE_FIELD_MAX);

/**
 * The redeem form: a code, trimmed and uppercased. A code that can't be a gift code ('GIFT' and
 * 8 digits) gets the database's own 'Código inválido' without asking it (it would refuse it and
 * count the attempt: 10 failed tries an hour per account).
 */
export const redeemGiftSchema = z
  .object({ code: z.string() })
  .superRefine(({ code }, ctx) => {
    const normalised = code.trim().toUpperCase();
    if (normalised === '') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: REDEEM_FIELD_MESSAGES.empty });
    } else if (!GIFT_CODE.test(normalised)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: REDEEM_FIELD_MESSAGES.invalid });
    }
  })
  .transform(({ code }) => ({ code: code.trim().toUpperCase() }));

export type RedeemGiftValues = z.input<typeof redeemGiftSchema>;
export type RedeemGiftInput = z.output<typeof redeemGiftSchema>;
