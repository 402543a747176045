import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FormSelect,
  FormSwitch,
  type ResourceFieldsProps,
  type ResourceForm,
  NameFields,
} from '../../../components/admin-kit';
import { IconPicker, type IconChoice } from '../../../components/icon-picker';
import { otherPrizesSum, usePrizeProbabilities } from '../api/get-prize-probabilities';
import type { PrizeRow } from '../api/get-prizes';
import { isProbabilitySumError, savePrize } from '../api/save-prize';
import {
  OFFERED_PRIZE_TYPES,
  PRIZE_ICONS,
  PRIZE_TYPE_LABELS,
  PRODUCT_TYPE_REFUSED,
  formatPercent,
  isOfferedPrizeType,
} from '../lib/prize-options';
import { PROBABILITY_SUM_EXCEEDED, probabilityLeft } from '../lib/probability';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  NEW_PRIZE,
  decimalText,
  prizeFormSchema,
  type PrizeFormInput,
  type PrizeFormValues,
} from '../schemas/prize-form';

const SAVED = 'Premio guardado correctamente';

/** Why there is no 'Producto' (the sentence of Contract C, then the reason). */
const TYPE_HINT = `${PRODUCT_TYPE_REFUSED}: la ruleta no tiene cómo entregar un producto. Para regalar uno, usa la tienda de bonos.`;

const TYPE_OPTIONS = OFFERED_PRIZE_TYPES.map((value) => ({
  value,
  label: PRIZE_TYPE_LABELS[value],
}));

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const VALUE_FIELDS: Record<string, { label: string; hint: string }> = {
  points: { label: 'Puntos', hint: 'Se suman al saldo de quien lo gana.' },
  discount: {
    label: 'Descuento (%)',
    hint: 'En la próxima compra; el bono vence a los 30 días.',
  },
};

/**
 * What the other prizes take of the wheel (every one but `prize`, inactive ones too: the
 * database's rule), once read; null meanwhile (the database still refuses).
 */
function useOtherPrizesSum(prize: PrizeRow | null) {
  const probabilities = usePrizeProbabilities();
  const otherSum = probabilities.data ? otherPrizesSum(probabilities.data, prize?.id) : null;
  return { otherSum, refetch: probabilities.refetch };
}

/** The rules, with the sum rule as soon as the other prizes' probabilities are known. */
function usePrizeSchema(prize: PrizeRow | null) {
  const { otherSum } = useOtherPrizesSum(prize);
  return useMemo(() => prizeFormSchema(otherSum), [otherSum]);
}

type Fields = ResourceFieldsProps<PrizeRow, PrizeFormInput, PrizeFormValues>;

/**
 * The ten icons (and an icon stored before that is not among them, so an edit keeps it), the
 * offered types, the value the type needs (none for free shipping) and the probability with
 * what is left of the wheel.
 */
function PrizeFields({ form, row: prize }: Fields) {
  const { control } = form;
  const { otherSum, refetch } = useOtherPrizesSum(prize);
  const type = useWatch({ control, name: 'type' });
  const valueField = VALUE_FIELDS[type];

  // the sum was refused (by the rule or by the database, when another admin changed a prize
  // meanwhile): the other prizes are read again, so 'Disponible' says what is really left
  const sumRefused = form.formState.errors.probability?.message === PROBABILITY_SUM_EXCEEDED;
  useEffect(() => {
    if (sumRefused) void refetch();
  }, [sumRefused, refetch]);

  const choices = useMemo<IconChoice[]>(() => {
    const known = PRIZE_ICONS.some((choice) => choice.emoji === prize?.icon);
    return prize && !known
      ? [...PRIZE_ICONS, { emoji: prize.icon, name: 'Ícono actual' }]
      : [...PRIZE_ICONS];
  }, [prize]);

  const probabilityHint =
    otherSum === null
      ? 'De 0 a 100, con hasta un decimal.'
      : `De 0 a 100, con hasta un decimal. Disponible: ${formatPercent(
          probabilityLeft(otherSum),
        )} (los demás premios suman ${formatPercent(otherSum)}).`;

  return (
    <>
      <Controller
        control={control}
        name="icon"
        render={({ field, fieldState }) => (
          <IconPicker
            legend="Ícono"
            choices={choices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <NameFields control={control} nameMax={NAME_MAX} descriptionMax={DESCRIPTION_MAX} />
      <FormSelect
        control={control}
        name="type"
        label="Tipo"
        required
        hint={TYPE_HINT}
        placeholder="Elige un tipo"
        options={TYPE_OPTIONS}
      />
      {type === 'free_shipping' ? (
        <Note>
          El envío gratis no lleva valor: cubre el envío del próximo pedido y el bono vence a los 30
          días.
        </Note>
      ) : (
        <FormTextField
          // a new label is a new field for assistive technology
          key={valueField?.label ?? 'valor'}
          control={control}
          name="value"
          label={valueField?.label ?? 'Valor'}
          hint={valueField?.hint}
          required
          inputMode={type === 'points' ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
      )}
      <FormTextField
        control={control}
        name="probability"
        label="Probabilidad (%)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint={probabilityHint}
      />
      <FormSwitch control={control} name="is_active" label="Premio activo" />
    </>
  );
}

/**
 * 'Nuevo premio' / 'Editar premio': icon, name, description, type, value, probability and the
 * active switch. The probability may not take the sum of every prize (this one with its new
 * value, the others as stored) past 100 %: the form says so under the field, and when the
 * database refuses it anyway (another admin's change), its message is under the field and in
 * a toast.
 */
export const prizeForm: ResourceForm<PrizeRow, PrizeFormInput, PrizeFormValues> = {
  schema: prizeFormSchema(null),
  useSchema: usePrizeSchema,
  defaults: (prize) =>
    prize
      ? {
          icon: prize.icon,
          name: prize.name,
          description: prize.description ?? '',
          // a 'product' prize stored before: the admin picks a type the database accepts
          type: isOfferedPrizeType(prize.type) ? prize.type : '',
          value: decimalText(prize.value),
          probability: decimalText(prize.probability),
          is_active: prize.is_active,
        }
      : NEW_PRIZE,
  Fields: PrizeFields,
  save: savePrize,
  title: { create: 'Nuevo premio', edit: 'Editar premio' },
  submit: { create: 'Crear premio', edit: 'Guardar cambios' },
  created: SAVED,
  updated: SAVED,
  saveError: 'Error al guardar premio',
  fieldError: (error) =>
    isProbabilitySumError(error)
      ? { field: 'probability', message: PROBABILITY_SUM_EXCEEDED, toast: true }
      : null,
  history: true,
};
