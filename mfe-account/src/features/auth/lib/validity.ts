/**
 * Spanish messages for the browser's own form validation. The browser would word them in its
 * own language; setting a custom validity on `invalid` makes the bubble Spanish everywhere.
 */
export interface ValidityMessages {
  /** the field is required and empty */
  valueMissing?: string;
  /** an email field that does not hold an email */
  typeMismatch?: string;
}

export const DEFAULT_VALIDITY_MESSAGES = {
  valueMissing: 'Completa este campo.',
  typeMismatch: 'Ingresa un email válido, por ejemplo nombre@correo.com.',
  tooShort: (min: number) => `Usa al menos ${min} caracteres.`,
  patternMismatch: 'Revisa el formato de este campo.',
} as const;

/** The Spanish message for what is wrong with the input now ('' when nothing is). */
export function spanishValidityMessage(
  input: HTMLInputElement,
  messages: ValidityMessages = {},
): string {
  const { validity } = input;
  if (validity.valueMissing) {
    return messages.valueMissing ?? DEFAULT_VALIDITY_MESSAGES.valueMissing;
  }
  if (validity.typeMismatch) {
    return messages.typeMismatch ?? DEFAULT_VALIDITY_MESSAGES.typeMismatch;
  }
  if (validity.tooShort) return DEFAULT_VALIDITY_MESSAGES.tooShort(input.minLength);
  if (validity.patternMismatch) return input.title || DEFAULT_VALIDITY_MESSAGES.patternMismatch;
  return '';
}

/** `onInvalid` handler: replaces the browser's message with the Spanish one. */
export function reportInSpanish(input: HTMLInputElement, messages?: ValidityMessages) {
  input.setCustomValidity('');
  input.setCustomValidity(spanishValidityMessage(input, messages));
}
