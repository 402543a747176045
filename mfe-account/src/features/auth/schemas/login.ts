import { z } from 'zod';
import { emailField } from './email';

/** Login (spec §5): email and password required. The password is sent as typed. */
export const loginSchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Ingresa tu contraseña'),
});

/** What the fields hold. */
export type LoginValues = z.input<typeof loginSchema>;
/** What is sent: the email trimmed. */
export type LoginInput = z.output<typeof loginSchema>;
