import { z } from 'zod';
import { DB_MESSAGES } from '@bonis/supabase-client';

/** The country codes the phone field offers (storefront spec §5); +57 first, the default. */
export const COUNTRY_CODES = ['+57', '+1', '+52', '+34', '+54'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The phone field keeps digits only, at most ten; +57 needs exactly ten. */
export const PHONE_MAX_DIGITS = 10;

/** The longest delivery note (the database keeps 500 characters). */
export const NOTES_MAX = 500;

export const PAYMENT_METHODS = ['cash', 'online'] as const;
export type CheckoutPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The spec's messages (§5, §8), as 'Título - Descripción': the toast splits them at ' - ', as it
 * does the database's refusals. `place_order` raises the same texts: they are the database's
 * catalogue's (`DB_MESSAGES`), so the form and the function can't drift apart.
 */
export const CHECKOUT_MESSAGES = {
  incomplete: DB_MESSAGES.incompleteFields,
  phone: DB_MESSAGES.invalidPhone,
  email: DB_MESSAGES.invalidEmail,
  shipping: DB_MESSAGES.shippingRequired,
  payment: DB_MESSAGES.paymentMethodRequired,
} as const;

/** The fields step (1) requires, in the spec's order. */
export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'address',
  'city',
  'department',
] as const;

/**
 * What the phone field keeps of what is typed or pasted: digits only, at most ten. A pasted
 * number with the selected country code ('+57 310 123 4567') loses the code, not its last digits.
 */
export function phoneDigits(typed: string, countryCode: CountryCode = '+57'): string {
  const digits = typed.replace(/\D/g, '');
  const code = countryCode.slice(1);
  const national =
    digits.length > PHONE_MAX_DIGITS && digits.startsWith(code)
      ? digits.slice(code.length)
      : digits;
  return national.slice(0, PHONE_MAX_DIGITS);
}

/**
 * The checkout form. Its checks run in EXACTLY the spec's order (§5), one step at a time, so
 * they are one `superRefine` rather than per-field rules (which zod would report in the fields'
 * order): (1) every required field filled (blank spaces don't count) — each empty one is an
 * issue with the same message; (2) +57 needs exactly ten digits (any code: digits only, at most
 * ten); (3) the email has an '@'; (4) a delivery slot (range and day) is chosen; (5) a payment
 * method. A step reports only when every step before it passed. Notes are optional.
 *
 * The output is what `place_order` receives: the address jsonb (trimmed), the range, the
 * delivery day and the method.
 */
export const checkoutSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    countryCode: z.enum(COUNTRY_CODES),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    department: z.string(),
    city: z.string(),
    notes: z.string(),
    /** the chosen time range (shipping_time_ranges.id), '' until one is chosen */
    slotId: z.string(),
    /** the chosen day, 'YYYY-MM-DD' (Bogotá), '' until a range is chosen */
    deliveryDate: z.string(),
    paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')]),
  })
  .superRefine((values, ctx) => {
    const empty = REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
    if (empty.length > 0) {
      for (const field of empty) {
        ctx.addIssue({ code: 'custom', path: [field], message: CHECKOUT_MESSAGES.incomplete });
      }
      return;
    }
    const phone = values.phone.trim();
    if (
      !/^\d+$/.test(phone) ||
      phone.length > PHONE_MAX_DIGITS ||
      (values.countryCode === '+57' && phone.length !== PHONE_MAX_DIGITS)
    ) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CHECKOUT_MESSAGES.phone });
      return;
    }
    if (!values.email.includes('@')) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: CHECKOUT_MESSAGES.email });
      return;
    }
    if (values.slotId === '' || values.deliveryDate === '') {
      ctx.addIssue({ code: 'custom', path: ['slotId'], message: CHECKOUT_MESSAGES.shipping });
      return;
    }
    if (values.paymentMethod === '') {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: CHECKOUT_MESSAGES.payment });
    }
  })
  .transform((values) => ({
    address: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      countryCode: values.countryCode,
      phone: values.phone.trim(),
      email: values.email.trim(),
      address: values.address.trim(),
      city: values.city,
      department: values.department,
      notes: values.notes.trim().slice(0, NOTES_MAX),
    },
    slotId: values.slotId,
    deliveryDate: values.deliveryDate,
    // step (5) refused ''
    paymentMethod: values.paymentMethod as CheckoutPaymentMethod,
  }));

/** What the fields hold. */
export type CheckoutValues = z.input<typeof checkoutSchema>;
/** What is sent to `place_order` (with the applied discount). */
export type CheckoutInput = z.output<typeof checkoutSchema>;
/** The `p_shipping_address` jsonb (its keys are the database's). */
export type ShippingAddress = CheckoutInput['address'];

/** The form's starting values: nothing filled, +57, no slot, no method. */
export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  countryCode: '+57',
  phone: '',
  email: '',
  address: '',
  department: '',
  city: '',
  notes: '',
  slotId: '',
  deliveryDate: '',
  paymentMethod: '',
};
