import { z } from 'zod';
import type { TablesInsert } from '@bonis/supabase-client';
import {
  descriptionField,
  nameField,
  wholeNumberField,
} from '../../../components/admin-kit/schema-fields';

/** The database's limits for `shipping_rates` (check constraints). */
export const RATE_NAME_MAX = 80;
export const RATE_DESCRIPTION_MAX = 500;
/** Delivery hours the form accepts: up to a year (the column has no limit of its own). */
export const DELIVERY_HOURS_MAX = 8760;

export const HOURS_ORDER_MESSAGE = 'La entrega máxima no puede ser menor que la mínima';

/** The database's check constraints for min ≤ max (the first migration's, and today's name). */
export const HOURS_ORDER_CONSTRAINTS = [
  'shipping_rates_hours_order',
  'shipping_rates_hours_in_order',
] as const;

const hours = (required: string) =>
  wholeNumberField(
    {
      required,
      invalid: `Ingresa un número entero de horas, de 0 a ${DELIVERY_HOURS_MAX.toLocaleString('es-CO')}`,
    },
    DELIVERY_HOURS_MAX,
  );

/**
 * The create/edit shipping rate dialog (spec §5: name, base price, minimum and maximum delivery
 * hours required; the database also requires max ≥ min, HOURS_ORDER_CONSTRAINTS). Numbers
 * are typed as text and parsed here.
 */
export const shippingRateFormSchema = z
  .object({
    name: nameField(RATE_NAME_MAX),
    description: descriptionField(RATE_DESCRIPTION_MAX),
    base_price: wholeNumberField({
      required: 'El precio base es obligatorio',
      invalid: 'Ingresa un precio en pesos enteros (sin decimales)',
    }),
    delivery_hours_min: hours('La entrega mínima es obligatoria'),
    delivery_hours_max: hours('La entrega máxima es obligatoria'),
    is_active: z.boolean(),
  })
  // checked even while another field (the name, say) is still wrong, once both hours are numbers
  .refine((values) => values.delivery_hours_max >= values.delivery_hours_min, {
    path: ['delivery_hours_max'],
    message: HOURS_ORDER_MESSAGE,
    when: ({ issues }) =>
      issues.every(
        (issue) =>
          issue.path?.[0] !== 'delivery_hours_min' && issue.path?.[0] !== 'delivery_hours_max',
      ),
  });

export type ShippingRateFormInput = z.input<typeof shippingRateFormSchema>;
export type ShippingRateFormValues = z.output<typeof shippingRateFormSchema>;

/** The row written by an insert or update: an empty description is stored as null. */
export function toShippingRateWrite(
  values: ShippingRateFormValues,
): Pick<
  TablesInsert<'shipping_rates'>,
  'name' | 'description' | 'base_price' | 'delivery_hours_min' | 'delivery_hours_max' | 'is_active'
> {
  return {
    name: values.name,
    description: values.description || null,
    base_price: values.base_price,
    delivery_hours_min: values.delivery_hours_min,
    delivery_hours_max: values.delivery_hours_max,
    is_active: values.is_active,
  };
}

/** '48–72 h' (one number when both are equal: '24 h'). */
export function deliveryHoursText(min: number, max: number): string {
  return min === max ? `${min} h` : `${min}–${max} h`;
}
