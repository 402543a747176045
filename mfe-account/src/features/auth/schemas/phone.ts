import { z } from 'zod';

/**
 * Phone login (spec §5). The fields keep digits only, as typed (`phoneDigits`, `codeDigits`):
 * what is left to check is that they are complete.
 */
export const phoneNumberSchema = z.object({
  /** ten digits, sent as +57 and the digits */
  phone: z.string().regex(/^\d{10}$/, 'Ingresa un número válido de 10 dígitos'),
});

export const phoneCodeSchema = z.object({
  /** the six digits of the SMS */
  code: z.string().regex(/^\d{6}$/, 'Ingresa el código completo de 6 dígitos'),
});

export type PhoneNumberValues = z.input<typeof phoneNumberSchema>;
export type PhoneCodeValues = z.input<typeof phoneCodeSchema>;
