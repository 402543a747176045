import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  DEFAULT_PRIZE_ICON,
  PRODUCT_TYPE_REFUSED,
  isOfferedPrizeType,
  type OfferedPrizeType,
} from '../lib/prize-options';
import { PROBABILITY_MAX, PROBABILITY_SUM_EXCEEDED, fitsProbabilityCap } from '../lib/probability';
import { descriptionField, nameField } from '../../../components/admin-kit/schema-fields';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 300;
/** `roulette_prizes.icon` holds 1 to 8 characters (code points) in the database. */
const ICON_MAX_CODE_POINTS = 8;
/** The value a free-shipping prize stores (spec §9: "free-shipping prizes save … value 1"). */
export const FREE_SHIPPING_VALUE = 1;

export const PROBABILITY_REQUIRED = 'Ingresa la probabilidad';
export const PROBABILITY_RANGE = `La probabilidad va de 0 a ${PROBABILITY_MAX}, con hasta un decimal`;
export const TYPE_REQUIRED = 'Elige el tipo de premio';

/**
 * A number typed the es-CO way or the other ('12,5' or '12.5'): undefined when empty, NaN when
 * it is not a plain non-negative number, else the value and how many decimals were typed.
 */
export function parseDecimal(text: string): { value: number; decimals: number } | undefined {
  const typed = text.trim();
  if (!typed) return undefined;
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(typed);
  if (!match) return { value: Number.NaN, decimals: 0 };
  const decimals = match[2] ?? '';
  return { value: Number(`${match[1]}.${decimals || '0'}`), decimals: decimals.length };
}

const codePoints = (text: string) => [...text].length;

/**
 * The create/edit dialog's form. `otherSum` is the probability of every other prize (active
 * or not, the database's rule); null while it is not known (the database still refuses).
 */
export function prizeFormSchema(otherSum: number | null) {
  return z
    .object({
      icon: z.string().trim(),
      name: nameField(NAME_MAX),
      description: descriptionField(DESCRIPTION_MAX),
      type: z.string(),
      value: z.string(),
      probability: z.string(),
      is_active: z.boolean(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });

      const iconLength = codePoints(form.icon);
      if (iconLength < 1 || iconLength > ICON_MAX_CODE_POINTS) issue('icon', 'Elige un ícono');

      if (form.type === 'product') issue('type', PRODUCT_TYPE_REFUSED);
      else if (!isOfferedPrizeType(form.type)) issue('type', TYPE_REQUIRED);

      const value = parseDecimal(form.value);
      if (form.type === 'points') {
        if (value === undefined) issue('value', 'Ingresa los puntos del premio');
        else if (!Number.isInteger(value.value) || value.value > 1_000_000) {
          issue('value', 'Los puntos son un número entero de 0 a 1.000.000');
        }
      } else if (form.type === 'discount') {
        if (value === undefined) issue('value', 'Ingresa el porcentaje de descuento');
        else if (Number.isNaN(value.value) || value.value > 100 || value.decimals > 2) {
          issue('value', 'El descuento va de 0 a 100 %, con hasta dos decimales');
        }
      }

      const probability = parseDecimal(form.probability);
      if (probability === undefined) {
        issue('probability', PROBABILITY_REQUIRED);
      } else if (
        Number.isNaN(probability.value) ||
        probability.value > PROBABILITY_MAX ||
        probability.decimals > 1
      ) {
        issue('probability', PROBABILITY_RANGE);
      } else if (otherSum !== null && !fitsProbabilityCap(otherSum, probability.value)) {
        issue('probability', PROBABILITY_SUM_EXCEEDED);
      }
    })
    .transform((form) => ({
      icon: form.icon,
      name: form.name,
      description: form.description,
      type: form.type as OfferedPrizeType,
      value:
        form.type === 'free_shipping'
          ? FREE_SHIPPING_VALUE
          : (parseDecimal(form.value)?.value ?? 0),
      probability: parseDecimal(form.probability)?.value ?? 0,
      is_active: form.is_active,
    }));
}

export type PrizeFormInput = z.input<ReturnType<typeof prizeFormSchema>>;
export type PrizeFormValues = z.output<ReturnType<typeof prizeFormSchema>>;

/** A new prize's form: the 🎁 icon (spec §3), a points prize, active. */
export const NEW_PRIZE: PrizeFormInput = {
  icon: DEFAULT_PRIZE_ICON,
  name: '',
  description: '',
  type: 'points',
  value: '',
  probability: '',
  is_active: true,
};

/** A number as the form shows it: '12,5' (es-CO decimal comma, no grouping). */
export const decimalText = (value: number) => String(value).replace('.', ',');

/** The row written by an insert or update: an empty description is stored as null. */
export function toPrizeWrite(
  values: PrizeFormValues,
): Pick<
  TablesInsert<'roulette_prizes'>,
  'icon' | 'name' | 'description' | 'type' | 'value' | 'probability' | 'is_active'
> {
  return {
    icon: values.icon,
    name: values.name,
    description: values.description || null,
    type: values.type,
    value: values.value,
    probability: values.probability,
    is_active: values.is_active,
  };
}
