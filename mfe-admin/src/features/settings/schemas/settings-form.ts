import { z } from 'zod';
import { formatCOP } from '@bonis/design-system';
import type { SettingsRow } from '../api/get-settings';
import {
  descriptionField,
  textField,
  tooLongMessage,
} from '../../../components/admin-kit/schema-fields';

/** The database's limits of `app_settings` (check constraints). */
export const SITE_NAME_MAX = 80;
export const SITE_DESCRIPTION_MAX = 500;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 30;
export const WHATSAPP_MAX = 15;
/** A WhatsApp number with its country code has at least this many digits. */
export const WHATSAPP_MIN = 8;
/** `numeric(12, 2)`: up to 9.999.999.999,99. */
export const MONEY_MAX = 9_999_999_999.99;

/**
 * An amount in pesos as an admin types it (spec §5: "numeric shipping values are parsed as
 * decimals"): a comma or a point marks decimals ('8000,50', '8000.50'); es-CO grouping with
 * points is understood ('100.000', '8.000,50'), and so is grouping with commas when a point
 * marks the decimals ('1,250.50'). Spaces and a leading '$' are ignored. Empty is undefined;
 * anything else (letters, a sign, mixed marks) is NaN.
 */
export function parseDecimal(text: string): number | undefined {
  const compact = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(/^\$/, '');
  if (compact === '') return undefined;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) {
    return Number(compact.replace(/\./g, '').replace(',', '.'));
  }
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(compact) || /^\d{1,3}(,\d{3}){2,}$/.test(compact)) {
    return Number(compact.replace(/,/g, ''));
  }
  if (/^\d+([.,]\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  return Number.NaN;
}

/** An amount as the field shows it: '100000', or '8000,50' with two decimals when it has any. */
export function decimalText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}

/** '$ 100.000', '$ 8.000,50': COP with two decimals only when it has any. */
export function formatPesos(value: number): string {
  return formatCOP(value, { keepCents: true });
}

export const AMOUNT_REQUIRED = 'Escribe un valor (0 si no aplica)';
export const AMOUNT_INVALID = 'Escribe un valor en pesos, como 8000 o 8000,50';
export const AMOUNT_DECIMALS = 'Usa como máximo 2 decimales';
export const AMOUNT_TOO_LARGE = 'El valor es demasiado grande';

/** A required amount ≥ 0 with up to 2 decimals, typed as text. */
const amount = z.string().transform((text, ctx) => {
  const value = parseDecimal(text);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === undefined) return fail(AMOUNT_REQUIRED);
  if (Number.isNaN(value)) return fail(AMOUNT_INVALID);
  if (Number(value.toFixed(2)) !== value) return fail(AMOUNT_DECIMALS);
  if (value > MONEY_MAX) return fail(AMOUNT_TOO_LARGE);
  return value;
});

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^[\d\s+()-]*$/;

export const WHATSAPP_NEEDS_COUNTRY = 'Agrega el indicativo del país: 57 y luego el número';
export const WHATSAPP_INVALID = `Escribe el número con el indicativo del país: de ${WHATSAPP_MIN} a ${WHATSAPP_MAX} dígitos, como 573001234567`;

/** The 'General' section. */
export const generalSettingsSchema = z.object({
  site_name: textField('El nombre', SITE_NAME_MAX, 'El nombre de la tienda es obligatorio'),
  site_description: descriptionField(SITE_DESCRIPTION_MAX),
  contact_email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX, tooLongMessage('El email', CONTACT_EMAIL_MAX))
    .refine((email) => email === '' || EMAIL.test(email), 'Escribe un email válido'),
  contact_phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX, tooLongMessage('El teléfono', CONTACT_PHONE_MAX))
    .regex(PHONE, 'Usa solo números, espacios, +, - y paréntesis'),
  whatsapp_number: z
    .string()
    .trim()
    .superRefine((digits, ctx) => {
      if (digits === '') return;
      if (/^3\d{9}$/.test(digits)) {
        ctx.addIssue({ code: 'custom', message: WHATSAPP_NEEDS_COUNTRY });
      } else if (!new RegExp(`^\\d{${WHATSAPP_MIN},${WHATSAPP_MAX}}$`).test(digits)) {
        ctx.addIssue({ code: 'custom', message: WHATSAPP_INVALID });
      }
    }),
  allow_registrations: z.boolean(),
  maintenance_mode: z.boolean(),
});

/** The 'Envíos' section. */
export const shippingSettingsSchema = z.object({
  free_shipping_threshold: amount,
  standard_shipping_cost: amount,
  express_shipping_cost: amount,
  shipping_enabled: z.boolean(),
});

/** The 'Emails' section: the four switches. */
export const emailSettingsSchema = z.object({
  order_confirmation_email: z.boolean(),
  shipping_notification_email: z.boolean(),
  newsletter_enabled: z.boolean(),
  welcome_email_enabled: z.boolean(),
});

export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>;
export type GeneralSettingsValues = z.output<typeof generalSettingsSchema>;
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;
export type ShippingSettingsValues = z.output<typeof shippingSettingsSchema>;
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;
export type EmailSettingsValues = z.output<typeof emailSettingsSchema>;

export function generalInput(settings: SettingsRow): GeneralSettingsInput {
  return {
    site_name: settings.site_name,
    site_description: settings.site_description,
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    whatsapp_number: settings.whatsapp_number,
    allow_registrations: settings.allow_registrations,
    maintenance_mode: settings.maintenance_mode,
  };
}

export function shippingInput(settings: SettingsRow): ShippingSettingsInput {
  return {
    free_shipping_threshold: decimalText(settings.free_shipping_threshold),
    standard_shipping_cost: decimalText(settings.standard_shipping_cost),
    express_shipping_cost: decimalText(settings.express_shipping_cost),
    shipping_enabled: settings.shipping_enabled,
  };
}

export function emailInput(settings: SettingsRow): EmailSettingsInput {
  return {
    order_confirmation_email: settings.order_confirmation_email,
    shipping_notification_email: settings.shipping_notification_email,
    newsletter_enabled: settings.newsletter_enabled,
    welcome_email_enabled: settings.welcome_email_enabled,
  };
}
