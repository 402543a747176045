import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  isCheckViolation,
  type ResourceFieldsProps,
  type ResourceForm,
  NameFields,
  FormSwitch,
} from '../../../components/admin-kit';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import { saveShippingRate } from '../api/save-shipping-rate';
import {
  HOURS_ORDER_CONSTRAINTS,
  HOURS_ORDER_MESSAGE,
  RATE_DESCRIPTION_MAX,
  RATE_NAME_MAX,
  shippingRateFormSchema,
  type ShippingRateFormInput,
  type ShippingRateFormValues,
} from '../schemas/shipping-rate-form';
import { numberText } from '../../../components/admin-kit';

export const RATE_SAVE_ERROR = 'No se pudo guardar la tarifa de envío';

type Fields = ResourceFieldsProps<ShippingRateRow, ShippingRateFormInput, ShippingRateFormValues>;

function ShippingRateFields({ form }: Fields) {
  return (
    <>
      <NameFields
        control={form.control}
        nameMax={RATE_NAME_MAX}
        descriptionMax={RATE_DESCRIPTION_MAX}
        namePlaceholder="Ej.: Estándar"
      />
      <FormTextField
        control={form.control}
        name="base_price"
        label="Precio base (COP)"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Pesos enteros, sin decimales"
      />
      <FieldPair>
        <FormTextField
          control={form.control}
          name="delivery_hours_min"
          label="Entrega mínima (horas)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Desde que se hace el pedido"
        />
        <FormTextField
          control={form.control}
          name="delivery_hours_max"
          label="Entrega máxima (horas)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Igual o mayor que la mínima"
        />
      </FieldPair>
      <FormSwitch control={form.control} name="is_active" label="Tarifa activa" />
    </>
  );
}

/**
 * 'Nueva tarifa de envío' / 'Editar tarifa de envío': name, description, base price, minimum
 * and maximum delivery hours (max ≥ min, also the database's check) and the active switch.
 */
export const shippingRateForm: ResourceForm<
  ShippingRateRow,
  ShippingRateFormInput,
  ShippingRateFormValues
> = {
  schema: shippingRateFormSchema,
  defaults: (rate) => ({
    name: rate?.name ?? '',
    description: rate?.description ?? '',
    base_price: numberText(rate?.base_price),
    delivery_hours_min: numberText(rate?.delivery_hours_min),
    delivery_hours_max: numberText(rate?.delivery_hours_max),
    is_active: rate?.is_active ?? true,
  }),
  Fields: ShippingRateFields,
  save: saveShippingRate,
  title: { create: 'Nueva tarifa de envío', edit: 'Editar tarifa de envío' },
  submit: { create: 'Crear tarifa', edit: 'Guardar cambios' },
  created: 'Tarifa de envío creada',
  updated: 'Tarifa de envío actualizada',
  saveError: RATE_SAVE_ERROR,
  fieldError: (error) =>
    HOURS_ORDER_CONSTRAINTS.some((constraint) => isCheckViolation(error, constraint))
      ? { field: 'delivery_hours_max', message: HOURS_ORDER_MESSAGE }
      : null,
  history: true,
};
