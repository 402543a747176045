/** Card numbers are grouped in fours and at most 19 characters long (16 digits + 3 spaces). */
export const CARD_NUMBER_MAX = 19;

/** What the card number field keeps of what is typed or pasted: digits, grouped in fours. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * What the expiry field keeps: digits only, 'MM/AA' (the slash added after the month; at most
 * five characters).
 */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVV field keeps three digits. */
export const cvvDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 3);

/** A document number keeps digits (and a NIT's '-' check digit). */
export const documentDigits = (typed: string) => typed.replace(/[^\d-]/g, '').slice(0, 16);
