export const PHONE_DIGITS = 10;
export const CODE_DIGITS = 6;

/**
 * What the phone field keeps of what was typed or pasted: digits only, at most 10. A pasted
 * number with the country code ('+57 300 123 4567') loses the 57 rather than its last digits.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national =
    digits.length > PHONE_DIGITS && digits.startsWith('57') ? digits.slice(2) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** What the code field keeps: digits only, at most 6. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_DIGITS);
}
