import { z } from 'zod';

/**
 * The fields the admin's forms share, with their Spanish messages written once: a text that fits
 * its column, and a whole number typed the es-CO way.
 */

/** The message of a text longer than its column: 'El nombre admite hasta 80 caracteres'. */
export const tooLongMessage = (what: string, max: number) =>
  `${what} admite hasta ${max} caracteres`;

/**
 * A trimmed text of at most `max` characters (`what` names it in the message, 'El nombre');
 * with `required`, not empty either (`required` is that message).
 */
export function textField(what: string, max: number, required?: string) {
  const text = z.string().trim();
  return (required ? text.min(1, required) : text).max(max, tooLongMessage(what, max));
}

/** The usual name: required, 'El nombre es obligatorio'. */
export const nameField = (max: number) => textField('El nombre', max, 'El nombre es obligatorio');

/** The usual optional description. */
export const descriptionField = (max: number) => textField('La descripción', max);

/** The largest value an `integer` column holds. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A whole number as an admin types it: digits, optionally grouped the es-CO way ('25.000',
 * '1 250 000'). Anything else (letters, decimals, a sign) is NaN. Empty is undefined.
 */
export function parseWholeNumber(text: string): number | undefined {
  const compact = text.trim().replace(/[\s\u00a0]/g, '');
  if (compact === '') return undefined;
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replace(/\./g, ''));
  return Number.NaN;
}

export interface WholeNumberMessages {
  /** the field is empty */
  required: string;
  /** not a whole number ≥ 0 (or above `max`) */
  invalid: string;
}

/**
 * A required whole number from 0 to `max`, typed as text (so that what is not a number reaches
 * the rule and gets its Spanish message instead of an empty value).
 */
export const wholeNumberField = (messages: WholeNumberMessages, max = MAX_INTEGER) =>
  z.string().transform((text, ctx) => {
    const value = parseWholeNumber(text);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(value) || value > max) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    return value;
  });

/** A number as the form shows it to be edited ('8000'; '' for none). */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
