import { z } from 'zod';
import { Constants, type UserRole } from '@bonis/supabase-client';

/** The longest first or last name the database accepts (user_profiles checks). */
export const NAME_MAX = 100;

/** The database's check on user_profiles.phone: an optional '+', then 7 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[0-9 ]{7,20}$/;

export const EDIT_USER_MESSAGES = {
  nameTooLong: `Usa como máximo ${NAME_MAX} caracteres`,
  invalidPhone: 'Teléfono inválido',
} as const;

/** The roles (public.user_role) in the order the select lists them: least to most rights. */
export const USER_ROLES = Constants.public.Enums.user_role;

export const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);

/**
 * An account's role: its `role`, or, for a row read without it, what `is_admin` says (an admin,
 * else a customer: `is_admin` is always `role = 'admin'`).
 */
export const userRoleOf = (user: { is_admin: boolean; role?: UserRole | null }): UserRole =>
  user.role ?? (user.is_admin ? 'admin' : 'customer');

/**
 * The admin's edit-user form: first and last name (trimmed, at most 100 characters each; the
 * database lets them be empty), the phone (optional; when given, the database's own check) and
 * the role. The output is the update's body in the database's words (`role` is enough: the
 * database keeps `is_admin` equal to `role = 'admin'`).
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
    role: z.enum(USER_ROLES),
  })
  .transform(({ firstName, lastName, phone, role }) => ({
    first_name: firstName,
    last_name: lastName,
    phone: phone === '' ? null : phone,
    role,
  }));

/** What the form holds while it is edited. */
export type EditUserValues = z.input<typeof editUserSchema>;
/** What is sent: `user_profiles` columns. */
export type EditUserUpdate = z.output<typeof editUserSchema>;
