import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  DEFAULT_BONUS_ICON,
  isBonusCategory,
  isBonusIcon,
  isBonusType,
  type BonusCategory,
  type BonusType,
} from '../lib/bonus-options';
import { graphemeCount } from '../lib/graphemes';
import {
  descriptionField,
  nameField,
  tooLongMessage,
} from '../../../components/admin-kit/schema-fields';

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;
/** Spec §5: a custom icon is at most 2 characters (as a person counts them: an emoji is one). */
export const CUSTOM_ICON_MAX = 2;
/** `bonus_store.icon` holds 1 to 8 code points in the database. */
const ICON_MAX_CODE_POINTS = 8;

export const CUSTOM_ICON_TOO_LONG = tooLongMessage('El ícono personalizado', CUSTOM_ICON_MAX);
export const VALUE_MESSAGE = 'El valor es un número de 0 en adelante';
export const DISCOUNT_MESSAGE = 'El descuento va de 0 a 100 %, con hasta dos decimales';
export const COST_MESSAGE = 'El costo es un número entero de puntos, de 0 en adelante';

/** A non-negative number typed with a comma or a point; NaN when it is not one. */
function parseAmount(text: string): { value: number; decimals: number } {
  const match = /^(\d{1,10})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return { value: Number.NaN, decimals: 0 };
  const decimals = match[2] ?? '';
  return { value: Number(`${match[1]}.${decimals || '0'}`), decimals: decimals.length };
}

/**
 * The create/edit dialog's form. `icon` is one of the 15 choices; `custom_icon`, when typed,
 * is the icon instead (at most 2 characters).
 */
export const bonusFormSchema = z
  .object({
    icon: z.string(),
    custom_icon: z.string().trim(),
    name: nameField(NAME_MAX),
    description: descriptionField(DESCRIPTION_MAX),
    category: z.string(),
    type: z.string(),
    value: z.string(),
    points_cost: z.string(),
    is_active: z.boolean(),
    popular: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });

    if (graphemeCount(form.custom_icon) > CUSTOM_ICON_MAX) {
      issue('custom_icon', CUSTOM_ICON_TOO_LONG);
    } else if ([...form.custom_icon].length > ICON_MAX_CODE_POINTS) {
      issue('custom_icon', 'Ese ícono es demasiado largo: prueba con otro emoji');
    }
    if (!isBonusCategory(form.category)) issue('category', 'Elige una categoría');
    if (!isBonusType(form.type)) issue('type', 'Elige un tipo');

    const value = parseAmount(form.value);
    if (!form.value.trim()) issue('value', 'Ingresa el valor');
    else if (Number.isNaN(value.value) || value.decimals > 2) issue('value', VALUE_MESSAGE);
    else if (form.type === 'discount' && value.value > 100) issue('value', DISCOUNT_MESSAGE);

    const cost = parseAmount(form.points_cost);
    if (!form.points_cost.trim()) issue('points_cost', 'Ingresa el costo en puntos');
    else if (!Number.isInteger(cost.value) || cost.value > 1_000_000_000) {
      issue('points_cost', COST_MESSAGE);
    }
  })
  .transform((form) => ({
    icon: form.custom_icon || form.icon || DEFAULT_BONUS_ICON,
    name: form.name,
    description: form.description,
    category: form.category as BonusCategory,
    type: form.type as BonusType,
    value: parseAmount(form.value).value,
    points_cost: parseAmount(form.points_cost).value,
    is_active: form.is_active,
    popular: form.popular,
  }));

export type BonusFormInput = z.input<typeof bonusFormSchema>;
export type BonusFormValues = z.output<typeof bonusFormSchema>;

/** The spec's new-bonus defaults (§3): 🎁, todos, discount, value 0, cost 0, active, not popular. */
export const NEW_BONUS: BonusFormInput = {
  icon: DEFAULT_BONUS_ICON,
  custom_icon: '',
  name: '',
  description: '',
  category: 'todos',
  type: 'discount',
  value: '0',
  points_cost: '0',
  is_active: true,
  popular: false,
};

/** A stored bonus as the form's text: an icon outside the 15 is its custom icon. */
export function bonusFormValues(bonus: {
  icon: string;
  name: string;
  description: string | null;
  category: BonusCategory;
  type: BonusType;
  value: number;
  points_cost: number;
  is_active: boolean;
  popular: boolean;
}): BonusFormInput {
  const known = isBonusIcon(bonus.icon);
  return {
    icon: known ? bonus.icon : DEFAULT_BONUS_ICON,
    custom_icon: known ? '' : bonus.icon,
    name: bonus.name,
    description: bonus.description ?? '',
    category: bonus.category,
    type: bonus.type,
    value: String(bonus.value).replace('.', ','),
    points_cost: String(bonus.points_cost),
    is_active: bonus.is_active,
    popular: bonus.popular,
  };
}

/** The row written by an insert or update: an empty description is stored as null. */
export function toBonusWrite(
  values: BonusFormValues,
): Pick<
  TablesInsert<'bonus_store'>,
  | 'icon'
  | 'name'
  | 'description'
  | 'category'
  | 'type'
  | 'value'
  | 'points_cost'
  | 'is_active'
  | 'popular'
> {
  return { ...values, description: values.description || null };
}
