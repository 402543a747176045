import { z } from 'zod';

export const EMAIL_MESSAGES = {
  required: 'Ingresa tu email',
  invalid: 'Ingresa un email válido, por ejemplo nombre@correo.com.',
} as const;

/**
 * An email address, trimmed: required, then in the shape a browser accepts for
 * `type="email"` (the HTML standard's pattern; the auth service checks it again).
 */
export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, EMAIL_MESSAGES.required)
    .pipe(z.email({ pattern: z.regexes.html5Email, error: EMAIL_MESSAGES.invalid }));
