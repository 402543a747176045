import { z } from 'zod';
import { DB_MESSAGES, type GiftType } from '@bonis/supabase-client';
import { fieldMessage } from '../utils/form-messages';
import { GIFT_ITEMS, giftTypeOf, type GiftItem } from '../utils/gift-items';

/** The longest gift message (spec §5, §9; the database keeps 500 characters). */
export const MESSAGE_MAX = 500;
/** The longest recipient name the database keeps. */
export const NAME_MAX = 120;
/** A phone is optional; given, it is 7 to 20 digits (what `buy_gift` accepts). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;

/** What `buy_gift` accepts as an email, and the form too, so the two never disagree. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The form's messages, as 'Título - Descripción' (the toast splits them at ' - '). The first is
 * the spec's (§5, §8: 'Error' / 'Por favor completa todos los campos requeridos'); the others
 * say what `buy_gift` says when it refuses the same value (the required fields, the email and
 * the phone in its very words, from the database's catalogue). A field shows only the
 * description (`GIFT_FIELD_MESSAGES`); the toast shows both (`toastFieldError`).
 */
export const GIFT_FORM_MESSAGES = {
  required: DB_MESSAGES.giftFieldsRequired,
  name: `Nombre muy largo - El nombre del destinatario no puede superar ${NAME_MAX} caracteres`,
  email: DB_MESSAGES.invalidEmail,
  phone: DB_MESSAGES.giftInvalidPhone,
  date: 'Fecha inválida - La fecha de entrega no puede ser anterior a hoy',
  message: `Mensaje muy largo - El mensaje no puede superar ${MESSAGE_MAX} caracteres`,
} as const;

/** What a field says under it: each message's description, without the toast's title. */
export const GIFT_FIELD_MESSAGES = {
  required: fieldMessage(GIFT_FORM_MESSAGES.required),
  name: fieldMessage(GIFT_FORM_MESSAGES.name),
  email: fieldMessage(GIFT_FORM_MESSAGES.email),
  phone: fieldMessage(GIFT_FORM_MESSAGES.phone),
  date: fieldMessage(GIFT_FORM_MESSAGES.date),
  message: fieldMessage(GIFT_FORM_MESSAGES.message),
} as const satisfies Record<keyof typeof GIFT_FORM_MESSAGES, string>;

/** The fields the spec requires (§5), in the order the form shows them. */
export const REQUIRED_FIELDS = ['item', 'recipientName', 'recipientEmail'] as const;

/** What the phone field keeps of what is typed or pasted: digits only, at most 20. */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

/**
 * The gift form: one schema, the checks in order, one step at a time (a step reports only when
 * every step before it passed): (1) an item, the recipient's name and email (blank spaces don't
 * count), each missing one marked with the spec's message; (2) the name at most 120 characters;
 * (3) the email's format; (4) a phone, when given, of 7 to 20 digits; (5) a delivery date not
 * before today in Bogotá (`today` is read at each check, so a page left open past midnight
 * checks against the new day; an empty date means today); (6) the message at most 500
 * characters. Each issue carries the field's message (`GIFT_FIELD_MESSAGES`).
 *
 * The output is what `buy_gift` receives (trimmed; empty optional fields are null).
 */
export function createGiftFormSchema(today: () => string) {
  return z
    .object({
      /** the chosen item, '' until one is picked */
      item: z.union([z.enum(GIFT_ITEMS as [GiftItem, ...GiftItem[]]), z.literal('')]),
      recipientName: z.string(),
      recipientEmail: z.string(),
      recipientPhone: z.string(),
      /** `YYYY-MM-DD` */
      deliveryDate: z.string(),
      message: z.string(),
    })
    .superRefine((values, ctx) => {
      const missing = REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
      if (missing.length > 0) {
        for (const field of missing) {
          ctx.addIssue({ code: 'custom', path: [field], message: GIFT_FIELD_MESSAGES.required });
        }
        return;
      }
      if (values.recipientName.trim().length > NAME_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipientName'],
          message: GIFT_FIELD_MESSAGES.name,
        });
        return;
      }
      if (!EMAIL.test(values.recipientEmail.trim()) || values.recipientEmail.trim().length > 254) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipientEmail'],
          message: GIFT_FIELD_MESSAGES.email,
        });
        return;
      }
      const phone = values.recipientPhone.trim();
      if (
        phone !== '' &&
        !new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(phone)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipientPhone'],
          message: GIFT_FIELD_MESSAGES.phone,
        });
        return;
      }
      const date = values.deliveryDate;
      if (date !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today())) {
        ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: GIFT_FIELD_MESSAGES.date });
        return;
      }
      if (values.message.length > MESSAGE_MAX) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: GIFT_FIELD_MESSAGES.message });
      }
    })
    .transform((values): BuyGiftInput => ({
      // step (1) refused ''
      giftType: giftTypeOf(values.item as GiftItem),
      giftValue: values.item as GiftItem,
      recipientName: values.recipientName.trim(),
      recipientEmail: values.recipientEmail.trim(),
      recipientPhone: values.recipientPhone.trim() || null,
      deliveryDate: values.deliveryDate || today(),
      message: values.message.trim() || null,
    }));
}

/** What `buy_gift` receives: the form's output. */
export interface BuyGiftInput {
  giftType: GiftType;
  giftValue: GiftItem;
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string | null;
  /** `YYYY-MM-DD`, Bogotá's calendar */
  deliveryDate: string;
  message: string | null;
}

export type GiftFormSchema = ReturnType<typeof createGiftFormSchema>;
/** What the fields hold. */
export type GiftFormValues = z.input<GiftFormSchema>;

/** The form's starting values: nothing picked, delivery today. */
export const emptyGiftForm = (today: string): GiftFormValues => ({
  item: '',
  recipientName: '',
  recipientEmail: '',
  recipientPhone: '',
  deliveryDate: today,
  message: '',
});
