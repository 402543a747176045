import { formatPhone } from '@bonis/design-system';

/** A name that is only a phone number ('+573109876543', '+57 310 987 6543', '3109876543'). */
const PHONE_ONLY = /^\+?[\d\s().-]+$/;

/**
 * How a shopper's name is shown: a phone-only account's number formatted ('+573109876543' →
 * '+57 310 987 6543'), any other name trimmed. Already formatted names stay as they are.
 */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return PHONE_ONLY.test(trimmed) && /\d/.test(trimmed) ? formatPhone(trimmed) : trimmed;
}

/**
 * What an avatar's initials are taken from: the words of the name that start with a letter
 * ('Ana 3' → 'Ana'). Undefined when none does (a phone number, '_gato_'), so the avatar shows
 * the neutral silhouette instead of a '+' or a digit.
 */
export function initialsSource(name: string): string | undefined {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  return words.length > 0 ? words.join(' ') : undefined;
}
