import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  FormSelect,
  FormSwitch,
  type ResourceFieldsProps,
  type ResourceForm,
  NameFields,
} from '../../../components/admin-kit';
import { IconPicker } from '../../../components/icon-picker';
import type { BonusRow } from '../api/get-bonuses';
import { saveBonus } from '../api/save-bonus';
import {
  BONUS_CATEGORIES,
  BONUS_CATEGORY_LABELS,
  BONUS_ICONS,
  BONUS_TYPES,
  BONUS_TYPE_LABELS,
} from '../lib/bonus-options';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  NEW_BONUS,
  bonusFormSchema,
  bonusFormValues,
  type BonusFormInput,
  type BonusFormValues,
} from '../schemas/bonus-form';

const SAVED = 'Bono guardado';

/** The categories and the types by their Spanish names (the form's selects, the list's filters). */
export const CATEGORY_OPTIONS = BONUS_CATEGORIES.map((value) => ({
  value,
  label: BONUS_CATEGORY_LABELS[value],
}));
export const TYPE_OPTIONS = BONUS_TYPES.map((value) => ({
  value,
  label: BONUS_TYPE_LABELS[value],
}));

const CustomIcon = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space[3]};
`;

const Preview = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-size: 1.5rem;
  line-height: 1;
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]} ${vars.space[6]};
`;

/** The value field's label and hint for each type (what checkout does with the value). */
const VALUE_FIELDS: Record<string, { label: string; hint: string }> = {
  discount: {
    label: 'Descuento (%)',
    hint: 'Sobre el subtotal de la próxima compra, hasta 100 %.',
  },
  voucher: { label: 'Valor del bono (COP)', hint: 'Pesos de descuento en la próxima compra.' },
  product: {
    label: 'Valor de referencia (COP)',
    hint: 'El precio del producto que se entrega; descríbelo en la descripción.',
  },
  free_shipping: { label: 'Valor', hint: 'El envío gratis no usa este valor.' },
};

type Fields = ResourceFieldsProps<BonusRow, BonusFormInput, BonusFormValues>;

/**
 * The icon is one of the 15, or a custom text of up to 2 characters, which takes the place of
 * the chosen one; the value's label and hint follow the type.
 */
function BonusFields({ form }: Fields) {
  const { control } = form;
  const [icon, customIcon, type] = useWatch({ control, name: ['icon', 'custom_icon', 'type'] });
  const custom = customIcon.trim();
  const valueField = VALUE_FIELDS[type] ?? { label: 'Valor', hint: '' };

  return (
    <>
      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <IconPicker
            legend="Ícono"
            choices={BONUS_ICONS}
            // a custom icon replaces the choice: no radio is checked meanwhile
            value={custom ? '' : field.value}
            onChange={(emoji) => {
              field.onChange(emoji);
              form.setValue('custom_icon', '', { shouldValidate: form.formState.isSubmitted });
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <CustomIcon>
        <FormTextField
          control={control}
          name="custom_icon"
          label="Ícono personalizado"
          hint="Opcional: hasta 2 caracteres (un emoji cuenta como uno). Reemplaza el ícono elegido."
          autoComplete="off"
          spellCheck={false}
        />
        <Preview aria-hidden="true" title="Vista previa">
          {custom || icon}
        </Preview>
      </CustomIcon>
      <NameFields control={control} nameMax={NAME_MAX} descriptionMax={DESCRIPTION_MAX} />
      <FieldPair>
        <FormSelect
          control={control}
          name="category"
          label="Categoría"
          required
          options={CATEGORY_OPTIONS}
        />
        <FormSelect control={control} name="type" label="Tipo" required options={TYPE_OPTIONS} />
      </FieldPair>
      <FormTextField
        // a new label is a new field for assistive technology
        key={valueField.label}
        control={control}
        name="value"
        label={valueField.label}
        hint={valueField.hint || undefined}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="points_cost"
        label="Costo en puntos"
        hint="Lo que paga el usuario en la tienda de bonos."
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <Switches>
        <FormSwitch control={control} name="is_active" label="Bono activo" />
        <FormSwitch control={control} name="popular" label="Popular" />
      </Switches>
    </>
  );
}

/**
 * 'Nuevo bono' / 'Editar bono': icon (15 or custom), name, description, category, type, value,
 * points cost, active and popular. A new bonus starts from the spec's defaults.
 */
export const bonusForm: ResourceForm<BonusRow, BonusFormInput, BonusFormValues> = {
  schema: bonusFormSchema,
  defaults: (bonus) => (bonus ? bonusFormValues(bonus) : NEW_BONUS),
  Fields: BonusFields,
  save: saveBonus,
  title: { create: 'Nuevo bono', edit: 'Editar bono' },
  submit: { create: 'Crear bono', edit: 'Guardar cambios' },
  created: SAVED,
  updated: SAVED,
  saveError: 'Error al guardar bono',
  history: true,
};
