import { z } from 'zod';

/** The longest first or last name the database accepts (user_profiles checks). */
export const NAME_MAX = 100;

/** The database's check on user_profiles.phone: an optional '+', then 7 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[0-9 ]{7,20}$/;

export const EDIT_USER_MESSAGES = {
  nameTooLong: `Usa como máximo ${NAME_MAX} caracteres`,
  invalidPhone: 'Teléfono inválido',
} as const;

/**
 * The admin's edit-user form: first and last name (trimmed, at most 100 characters each; the
 * database lets them be empty), the phone (optional; when given, the database's own check) and
 * the admin flag. The output is the update's body in the database's words.
 */
export const editUserSchema = z
  .object({
    firstName: z.string().trim().max(NAME_MAX, EDIT_USER_MESSAGES.nameTooLong),
    lastName: z.string().trim().max(NAME_MAX, EDIT_USER_MESSAGES.nameTooLong),
    phone: z
      .string()
      .trim()
      .refine(
        (phone) => phone === '' || PHONE_PATTERN.test(phone),
        EDIT_USER_MESSAGES.invalidPhone,
      ),
    isAdmin: z.boolean(),
  })
  .transform(({ firstName, lastName, phone, isAdmin }) => ({
    first_name: firstName,
    last_name: lastName,
    phone: phone === '' ? null : phone,
    is_admin: isAdmin,
  }));

/** What the form holds while it is edited. */
export type EditUserValues = z.input<typeof editUserSchema>;
/** What is sent: `user_profiles` columns. */
export type EditUserUpdate = z.output<typeof editUserSchema>;
