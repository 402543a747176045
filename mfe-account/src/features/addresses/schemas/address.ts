import { z } from 'zod';
import { citiesOf, COLOMBIA } from '@bonis/supabase-client';
import { PHONE_DIGITS, phoneDigits } from '../../../lib/digits';

/** The database's bounds (user_addresses' checks), in characters, spaces at the ends aside. */
export const ADDRESS_LIMITS = {
  labelMax: 40,
  addressMin: 5,
  addressMax: 200,
} as const;

export const ADDRESS_MESSAGES = {
  labelRequired: 'Ingresa un nombre para la dirección',
  labelTooLong: `Usa como máximo ${ADDRESS_LIMITS.labelMax} caracteres`,
  addressRequired: 'Ingresa la dirección',
  addressTooShort: `La dirección debe tener al menos ${ADDRESS_LIMITS.addressMin} caracteres`,
  addressTooLong: `Usa como máximo ${ADDRESS_LIMITS.addressMax} caracteres`,
  departmentRequired: 'Selecciona el departamento',
  cityRequired: 'Selecciona la ciudad',
  phoneInvalid: `El teléfono debe tener ${PHONE_DIGITS} dígitos`,
} as const;

const DEPARTMENTS: ReadonlySet<string> = new Set(COLOMBIA.map(({ name }) => name));

/**
 * The address form (add and edit), every field with its own message: a name ('Casa',
 * 'Oficina'; 1 to 40 characters), the address (5 to 200), one of Colombia's departments, one of
 * that department's cities, and the phone, optional but ten digits when given (the field keeps
 * digits only). The output is what is saved: trimmed, the phone as digits ('' for none).
 */
export const addressSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, ADDRESS_MESSAGES.labelRequired)
      .max(ADDRESS_LIMITS.labelMax, ADDRESS_MESSAGES.labelTooLong),
    // one message for the address: empty, short or long (and none aborts the object's city check)
    address: z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        const message =
          text.length === 0
            ? ADDRESS_MESSAGES.addressRequired
            : text.length < ADDRESS_LIMITS.addressMin
              ? ADDRESS_MESSAGES.addressTooShort
              : text.length > ADDRESS_LIMITS.addressMax
                ? ADDRESS_MESSAGES.addressTooLong
                : undefined;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    department: z
      .string()
      .refine((name) => DEPARTMENTS.has(name), ADDRESS_MESSAGES.departmentRequired),
    city: z.string(),
    phone: z
      .string()
      .transform(phoneDigits)
      .refine(
        (digits) => digits === '' || digits.length === PHONE_DIGITS,
        ADDRESS_MESSAGES.phoneInvalid,
      ),
  })
  .superRefine(({ department, city }, ctx) => {
    if (!citiesOf(department).includes(city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: ADDRESS_MESSAGES.cityRequired });
    }
  });

/** What the form's fields hold. */
export type AddressValues = z.input<typeof addressSchema>;
/** What is saved. */
export type AddressInput = z.output<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  label: '',
  address: '',
  department: '',
  city: '',
  phone: '',
};
