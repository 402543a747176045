import { z } from 'zod';
import {
  bogotaDateOf,
  endOfBogotaDayInclusive,
  isCalendarDay,
  type Enums,
  type Tables,
  type TablesInsert,
} from '@bonis/supabase-client';
import { formatForField, isMultipleOf, parseDecimal } from '../lib/numbers';
import { descriptionField } from '../../../components/admin-kit/schema-fields';

export type DiscountType = Enums<'discount_type'>;

export const DISCOUNT_TYPE_LABELS: Readonly<Record<DiscountType, string>> = {
  percentage: 'Porcentaje',
  fixed: 'Valor fijo',
};

/** The database's rule for `discount_codes.code` (a check constraint), after uppercasing. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
export const CODE_MAX = 40;
export const DESCRIPTION_MAX = 300;
/** The largest percentage (spec §5; the database checks it too). */
export const PERCENTAGE_MAX = 100;
/** `value` is numeric(12, 2). */
const FIXED_MAX = 9_999_999_999.99;
/** `min_purchase` and `max_uses` are integers. */
const INTEGER_MAX = 2_147_483_647;

export const DUPLICATE_CODE = 'Ya existe un código con ese nombre';
export const CODE_REQUIRED = 'El código es obligatorio';
export const CODE_INVALID =
  'Usa de 3 a 40 caracteres: letras sin tilde (A–Z), números, guiones (-) o guiones bajos (_)';
export const VALUE_REQUIRED = 'El valor es obligatorio';
export const VALUE_INVALID = 'Ingresa un número mayor o igual que 0';
export const PERCENTAGE_TOO_HIGH = 'El porcentaje no puede ser mayor que 100';
export const PERCENTAGE_NOT_WHOLE = 'El porcentaje debe ser un número entero';
export const FIXED_STEP = 'Usa como máximo dos decimales (pasos de 0,01)';
export const FIXED_TOO_HIGH = 'El valor es demasiado grande';
export const MIN_PURCHASE_REQUIRED = 'La compra mínima es obligatoria (0 si no hay mínimo)';
export const MIN_PURCHASE_INVALID = 'Ingresa la compra mínima en pesos enteros, desde 0';
export const MAX_USES_INVALID = 'Los usos máximos son un número entero desde 1 (vacío: ilimitados)';
export const EXPIRY_INVALID = 'Ingresa una fecha válida';

/** The database refused a maximum below the uses (another order used the code meanwhile). */
export const USES_ABOVE_MAX = 'El código ya se usó más veces que ese máximo';

/** 'Ya se usó 37 veces: el máximo no puede ser menor' (the database's uses ≤ max rule). */
export const maxUsesBelowUses = (uses: number) =>
  `Ya se usó ${uses} ${uses === 1 ? 'vez' : 'veces'}: el máximo no puede ser menor`;

/** What the dialog's fields hold: numbers and the date as typed. */
export interface DiscountFormInput {
  code: string;
  description: string;
  type: DiscountType;
  value: string;
  min_purchase: string;
  max_uses: string;
  /** `YYYY-MM-DD` (a Bogotá day) or '' for no expiry */
  expires_at: string;
  first_purchase_only: boolean;
  is_active: boolean;
}

export interface DiscountFormOptions {
  /** the uses of the code being edited: its maximum may not go below them */
  currentUses?: number;
}

/**
 * The create/edit dialog's rules (spec §5) with their Spanish messages: the code required and
 * uppercase (A–Z, 0–9, '-' and '_', 3 to 40: the database's check); the value required, ≥ 0,
 * a whole number up to 100 for a percentage, 0.01 steps for a fixed amount; the minimum
 * purchase required, whole pesos ≥ 0; the maximum uses empty (unlimited) or a whole number
 * ≥ 1, and not below the uses so far; the expiry empty or a day.
 */
export function discountFormSchema({ currentUses = 0 }: DiscountFormOptions = {}) {
  return z
    .object({
      // one message at a time: an empty code is only 'obligatorio', not also 'inválido'
      code: z.string().transform((typed, ctx) => {
        const code = typed.trim().toUpperCase();
        if (!code) {
          ctx.addIssue({ code: 'custom', message: CODE_REQUIRED });
          return z.NEVER;
        }
        if (!CODE_PATTERN.test(code)) {
          ctx.addIssue({ code: 'custom', message: CODE_INVALID });
          return z.NEVER;
        }
        return code;
      }),
      description: descriptionField(DESCRIPTION_MAX),
      type: z.enum(['percentage', 'fixed']),
      value: z.string().transform((text, ctx) => {
        const value = parseDecimal(text);
        if (value === undefined) {
          ctx.addIssue({ code: 'custom', message: VALUE_REQUIRED });
          return z.NEVER;
        }
        if (!Number.isFinite(value)) {
          ctx.addIssue({ code: 'custom', message: VALUE_INVALID });
          return z.NEVER;
        }
        return value;
      }),
      min_purchase: z.string().transform((text, ctx) => {
        const value = parseDecimal(text);
        if (value === undefined) {
          ctx.addIssue({ code: 'custom', message: MIN_PURCHASE_REQUIRED });
          return z.NEVER;
        }
        if (!Number.isInteger(value) || value > INTEGER_MAX) {
          ctx.addIssue({ code: 'custom', message: MIN_PURCHASE_INVALID });
          return z.NEVER;
        }
        return value;
      }),
      max_uses: z.string().transform((text, ctx) => {
        const value = parseDecimal(text);
        if (value === undefined) return null;
        if (!Number.isInteger(value) || value < 1 || value > INTEGER_MAX) {
          ctx.addIssue({ code: 'custom', message: MAX_USES_INVALID });
          return z.NEVER;
        }
        if (value < currentUses) {
          ctx.addIssue({ code: 'custom', message: maxUsesBelowUses(currentUses) });
          return z.NEVER;
        }
        return value;
      }),
      expires_at: z
        .string()
        .trim()
        .refine((day) => day === '' || isCalendarDay(day), EXPIRY_INVALID)
        .transform((day) => day || null),
      first_purchase_only: z.boolean(),
      is_active: z.boolean(),
    })
    .superRefine(
      ({ type, value }, ctx) => {
        const issue = (message: string) =>
          ctx.addIssue({ code: 'custom', message, path: ['value'] });
        if (type === 'percentage') {
          if (value > PERCENTAGE_MAX) issue(PERCENTAGE_TOO_HIGH);
          else if (!Number.isInteger(value)) issue(PERCENTAGE_NOT_WHOLE);
        } else if (value > FIXED_MAX) {
          issue(FIXED_TOO_HIGH);
        } else if (!isMultipleOf(value, 0.01)) {
          issue(FIXED_STEP);
        }
      },
      {
        // the type's own rules run whenever the value is a number, whatever the other fields
        when: ({ value }) =>
          typeof value === 'object' &&
          value !== null &&
          typeof (value as { value?: unknown }).value === 'number',
      },
    );
}

export type DiscountFormValues = z.output<ReturnType<typeof discountFormSchema>>;

/** A new code's form: percentage, minimum purchase 0 (spec §5), active, no limit, no expiry. */
export const EMPTY_DISCOUNT_FORM: DiscountFormInput = {
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  min_purchase: '0',
  max_uses: '',
  expires_at: '',
  first_purchase_only: false,
  is_active: true,
};

/** The columns of a code the form starts from and writes. */
type DiscountField =
  | 'code'
  | 'description'
  | 'type'
  | 'value'
  | 'min_purchase'
  | 'max_uses'
  | 'expires_at'
  | 'first_purchase_only'
  | 'is_active';

export type EditableDiscountCode = Pick<Tables<'discount_codes'>, DiscountField>;

/** A stored code as the form's text (its expiry as the Bogotá day it falls on). */
export function discountFormValues(code: EditableDiscountCode): DiscountFormInput {
  return {
    code: code.code,
    description: code.description ?? '',
    type: code.type,
    value: formatForField(code.value),
    min_purchase: String(code.min_purchase),
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
    expires_at: bogotaDateOf(code.expires_at),
    first_purchase_only: code.first_purchase_only,
    is_active: code.is_active,
  };
}

export type DiscountWrite = Pick<TablesInsert<'discount_codes'>, DiscountField>;

/**
 * The row an insert or update writes. An empty description is null; empty maximum uses is
 * null (unlimited); the expiry is the picked day's last instant in Bogotá, inclusive
 * (`endOfBogotaDayInclusive`: a code that 'vence el 31/12/2026' works all of that day, and the
 * list shows the day that was picked) — or, when the day is the one the code already expires
 * on, its stored instant unchanged.
 */
export function toDiscountWrite(
  values: DiscountFormValues,
  current?: Pick<Tables<'discount_codes'>, 'expires_at'> | null,
): DiscountWrite {
  const keepsExpiry =
    current?.expires_at != null &&
    values.expires_at !== null &&
    bogotaDateOf(current.expires_at) === values.expires_at;
  return {
    code: values.code,
    description: values.description || null,
    type: values.type,
    value: values.value,
    min_purchase: values.min_purchase,
    max_uses: values.max_uses,
    expires_at: keepsExpiry
      ? (current?.expires_at ?? null)
      : values.expires_at && endOfBogotaDayInclusive(values.expires_at),
    first_purchase_only: values.first_purchase_only,
    is_active: values.is_active,
  };
}
