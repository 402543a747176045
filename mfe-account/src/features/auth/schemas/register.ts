import { z } from 'zod';
import { emailField } from './email';
import { checkNewPassword } from './password';

/**
 * Sign-up (spec §5), in the spec's order: first name, last name and email required (blank
 * spaces don't count), then 'Las contraseñas no coinciden', then the length.
 */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Ingresa tu nombre'),
    lastName: z.string().trim().min(1, 'Ingresa tu apellido'),
    email: emailField(),
    password: z.string(),
    confirmation: z.string(),
  })
  .superRefine(checkNewPassword);

export type RegisterValues = z.input<typeof registerSchema>;
/** The names and the email trimmed. */
export type RegisterInput = z.output<typeof registerSchema>;
