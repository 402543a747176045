import { z } from 'zod';
import type { Tables, TablesInsert } from '@bonis/supabase-client';
import { formatForField, isMultipleOf, parseDecimal } from '../lib/numbers';
import { descriptionField, nameField } from '../../../components/admin-kit/schema-fields';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;
/** `duration_days` is checked between 1 and 3660 by the database. */
export const DURATION_MAX = 3660;
/** `points_multiplier` is checked between 0 and 10 by the database. */
export const MULTIPLIER_MAX = 10;
/** Discount and multiplier move in steps of 0.1 (spec §5). */
export const DECIMAL_STEP = 0.1;
const INTEGER_MAX = 2_147_483_647;

export const PRICE_INVALID = 'Ingresa el precio en pesos enteros, desde 0';
export const DURATION_INVALID = `La duración es un número entero de días, de 1 a ${DURATION_MAX}`;
export const DISCOUNT_INVALID = 'El descuento va de 0 a 100 %, en pasos de 0,1';
export const MULTIPLIER_INVALID = `El multiplicador va de 0 a ${MULTIPLIER_MAX}, en pasos de 0,1`;

/** What the dialog's fields hold: numbers as typed, the benefits one per line. */
export interface MembershipFormInput {
  name: string;
  description: string;
  price: string;
  duration_days: string;
  discount_percent: string;
  points_multiplier: string;
  benefits: string;
  is_active: boolean;
}

/**
 * The benefits as a list: one per line, each trimmed, blank lines dropped (spec §5; the
 * database drops them too).
 */
export function splitBenefits(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A required number typed as text, with its range and step. */
const typedNumber = (required: string, invalid: string, accepts: (value: number) => boolean) =>
  z.string().transform((text, ctx) => {
    const value = parseDecimal(text);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!Number.isFinite(value) || !accepts(value)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return value;
  });

/**
 * The plan's form (spec §5: "no validation besides entering values"): every number must be
 * entered and fit what the database stores — the price in whole pesos ≥ 0, the duration in
 * whole days from 1 to 3660, the discount 0–100 % and the multiplier 0–10, both in 0.1 steps;
 * the name is required (the plan's title, and it decides its membership type).
 */
export const membershipFormSchema = z.object({
  name: nameField(NAME_MAX),
  description: descriptionField(DESCRIPTION_MAX),
  price: typedNumber(
    'El precio es obligatorio',
    PRICE_INVALID,
    (value) => Number.isInteger(value) && value <= INTEGER_MAX,
  ),
  duration_days: typedNumber(
    'La duración es obligatoria',
    DURATION_INVALID,
    (value) => Number.isInteger(value) && value >= 1 && value <= DURATION_MAX,
  ),
  discount_percent: typedNumber(
    'El descuento es obligatorio',
    DISCOUNT_INVALID,
    (value) => value <= 100 && isMultipleOf(value, DECIMAL_STEP),
  ),
  points_multiplier: typedNumber(
    'El multiplicador es obligatorio',
    MULTIPLIER_INVALID,
    (value) => value <= MULTIPLIER_MAX && isMultipleOf(value, DECIMAL_STEP),
  ),
  benefits: z.string().transform(splitBenefits),
  is_active: z.boolean(),
});

export type MembershipFormValues = z.output<typeof membershipFormSchema>;

/** A new plan (spec §3): price 0, 30 days, 10 % discount, 1.5× points, active. */
export const NEW_PLAN_FORM: MembershipFormInput = {
  name: '',
  description: '',
  price: '0',
  duration_days: '30',
  discount_percent: '10',
  points_multiplier: '1,5',
  benefits: '',
  is_active: true,
};

/** The columns of a plan the form edits and writes. */
type PlanField =
  | 'name'
  | 'description'
  | 'price'
  | 'duration_days'
  | 'discount_percent'
  | 'points_multiplier'
  | 'benefits'
  | 'is_active';

export type EditablePlan = Pick<Tables<'membership_plans'>, PlanField>;

/** A stored plan as the form's text (benefits one per line). */
export function membershipFormValues(plan: EditablePlan): MembershipFormInput {
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: String(plan.price),
    duration_days: String(plan.duration_days),
    discount_percent: formatForField(plan.discount_percent),
    points_multiplier: formatForField(plan.points_multiplier),
    benefits: plan.benefits.join('\n'),
    is_active: plan.is_active,
  };
}

export type MembershipWrite = Pick<TablesInsert<'membership_plans'>, PlanField>;

/**
 * The row an insert or update writes: the benefits as a list (spec §7), an empty description
 * as null. `membership_type` is the database's (generated from the name), never sent.
 */
export function toMembershipWrite(values: MembershipFormValues): MembershipWrite {
  return {
    name: values.name,
    description: values.description || null,
    price: values.price,
    duration_days: values.duration_days,
    discount_percent: values.discount_percent,
    points_multiplier: values.points_multiplier,
    benefits: values.benefits,
    is_active: values.is_active,
  };
}
