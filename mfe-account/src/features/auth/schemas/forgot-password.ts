import { z } from 'zod';
import { emailField } from './email';

/** The password-reset request: an email. */
export const forgotPasswordSchema = z.object({ email: emailField() });

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
