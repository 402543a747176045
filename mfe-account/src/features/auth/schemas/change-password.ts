import { z } from 'zod';
import { checkNewPassword } from './password';

/** The settings' 'Cambiar contraseña': checked like the sign-up's passwords. */
export const changePasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine(checkNewPassword);

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
