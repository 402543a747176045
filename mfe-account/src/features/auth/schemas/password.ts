import type { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

/** The new-password rules of the sign-up and the settings (spec §5), checked in this order. */
export const NEW_PASSWORD_MESSAGES = {
  passwordsDiffer: 'Las contraseñas no coinciden',
  passwordTooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
} as const;

/**
 * A new password and its confirmation: they must match ('Las contraseñas no coinciden', on the
 * confirmation), then be 6 characters or more (on the password). A cross-field check, so it
 * runs after the fields' own rules and the match is told before the length.
 */
export function checkNewPassword(
  { password, confirmation }: { password: string; confirmation: string },
  ctx: z.RefinementCtx,
) {
  if (password !== confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmation'],
      message: NEW_PASSWORD_MESSAGES.passwordsDiffer,
    });
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: NEW_PASSWORD_MESSAGES.passwordTooShort,
    });
  }
}
