import { Controller } from 'react-hook-form';
import { RadioGroup } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import {
  FieldPair,
  FormSwitch,
  FormTextarea,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { TimeRangeRow } from '../api/get-time-ranges';
import { saveTimeRange } from '../api/save-time-range';
import {
  DEFAULT_PRIORITY,
  DEFAULT_TIME_RANGE_ICON,
  RANGE_DESCRIPTION_MAX,
  RANGE_TEXT_MAX,
  TIME_RANGE_ICONS,
  clockText,
  timeRangeFormSchema,
  type TimeRangeFormInput,
  type TimeRangeFormValues,
  type TimeRangeIcon,
} from '../schemas/time-range-form';
import { numberText } from '../../../components/admin-kit';
import { IconChoice } from './shipping.styles';

export const RANGE_SAVE_ERROR = 'No se pudo guardar el rango horario';

const ICON_OPTIONS = TIME_RANGE_ICONS.map(({ icon, name }) => ({
  value: icon,
  label: (
    <IconChoice>
      <span aria-hidden="true">{icon}</span>
      <span>{name}</span>
    </IconChoice>
  ),
}));

const isTimeRangeIcon = (value: string): value is TimeRangeIcon =>
  TIME_RANGE_ICONS.some((option) => option.icon === value);

type Fields = ResourceFieldsProps<TimeRangeRow, TimeRangeFormInput, TimeRangeFormValues>;

function TimeRangeFields({ form }: Fields) {
  return (
    <>
      <FormTextField
        control={form.control}
        name="time_range"
        label="Rango horario"
        required
        maxLength={RANGE_TEXT_MAX}
        autoComplete="off"
        placeholder="Ej.: 8:00 a. m. - 12:00 m."
        hint="Así lo lee el cliente en el checkout."
      />
      <FormTextarea
        control={form.control}
        name="description"
        label="Descripción"
        maxLength={RANGE_DESCRIPTION_MAX}
      />
      <FieldPair>
        <FormTextField
          control={form.control}
          name="cost"
          label="Costo (COP)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Pesos enteros, sin decimales"
        />
        <FormTextField
          control={form.control}
          name="priority"
          label="Prioridad"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="El menor se muestra primero"
        />
      </FieldPair>
      <Controller
        control={form.control}
        name="icon"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Ícono"
            orientation="horizontal"
            name={field.name}
            options={ICON_OPTIONS}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextField
        control={form.control}
        name="ends_at"
        type="time"
        label="Cierre para entregas de hoy"
        hint="Hora de Bogotá. Después de esta hora el rango ya no se ofrece para hoy (sí para los días siguientes). Déjalo vacío si se puede elegir todo el día."
      />
      <FormSwitch
        control={form.control}
        name="is_active"
        label="Rango activo (se ofrece en el checkout)"
      />
    </>
  );
}

/**
 * 'Nuevo rango horario' / 'Editar rango horario': range text, description, cost, priority
 * (1 by default), the icon (one of seven, 📦 by default), today's cut-off time and the active
 * switch.
 */
export const timeRangeForm: ResourceForm<TimeRangeRow, TimeRangeFormInput, TimeRangeFormValues> = {
  schema: timeRangeFormSchema,
  defaults: (range) => ({
    time_range: range?.time_range ?? '',
    description: range?.description ?? '',
    cost: numberText(range?.cost),
    priority: range ? numberText(range.priority) : String(DEFAULT_PRIORITY),
    icon: range && isTimeRangeIcon(range.icon) ? range.icon : DEFAULT_TIME_RANGE_ICON,
    ends_at: clockText(range?.ends_at),
    is_active: range?.is_active ?? true,
  }),
  Fields: TimeRangeFields,
  save: saveTimeRange,
  title: { create: 'Nuevo rango horario', edit: 'Editar rango horario' },
  submit: { create: 'Crear rango', edit: 'Guardar cambios' },
  created: 'Rango horario creado',
  updated: 'Rango horario actualizado',
  saveError: RANGE_SAVE_ERROR,
  history: true,
};
