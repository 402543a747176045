import { z } from 'zod';
import { PHONE_DIGITS, phoneDigits } from '../../../lib/digits';

/** The longest name the database accepts (user_profiles checks). */
export const NAME_MAX = 100;

const tooLong = `Usa como máximo ${NAME_MAX} caracteres`;

/**
 * The personal-information card, checked in the order its fields appear: names required (blank
 * spaces don't count) and at most 100 characters; the phone optional but, when given, ten digits
 * (the field keeps digits only as typed; a pasted '+57 …' keeps its national number); the pet's
 * name at most 100 characters. The output is what is saved: trimmed, the phone as digits.
 */
export const personalInfoSchema = z.object({
  firstName: z.string().trim().min(1, 'Ingresa tu nombre').max(NAME_MAX, tooLong),
  lastName: z.string().trim().min(1, 'Ingresa tu apellido').max(NAME_MAX, tooLong),
  phone: z
    .string()
    .transform(phoneDigits)
    .refine(
      (digits) => digits === '' || digits.length === PHONE_DIGITS,
      `El teléfono debe tener ${PHONE_DIGITS} dígitos`,
    ),
  petName: z.string().trim().max(NAME_MAX, tooLong),
});

/** What the card's fields hold. */
export type PersonalInfoValues = z.input<typeof personalInfoSchema>;
/** What is saved (`updateProfile`'s argument). */
export type PersonalInfo = z.output<typeof personalInfoSchema>;
