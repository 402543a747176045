import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Modal, RadioGroup, Switch, Textarea } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage } from '../../../components/admin-kit';
import type { TimeRangeRow } from '../api/get-time-ranges';
import { useSaveTimeRange } from '../api/save-time-range';
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
import { numberText } from '../schemas/whole-number';
import { Actions, FieldPair, Form, History, IconChoice } from './shipping.styles';

export const RANGE_SAVE_ERROR = 'No se pudo guardar el rango horario';
export const RANGE_CREATED = 'Rango horario creado';
export const RANGE_UPDATED = 'Rango horario actualizado';

/** The audit trail's names for the columns of `shipping_time_ranges`. */
export const TIME_RANGE_FIELD_LABELS: Readonly<Record<string, string>> = {
  time_range: 'Rango horario',
  description: 'Descripción',
  cost: 'Costo',
  icon: 'Ícono',
  priority: 'Prioridad',
  ends_at: 'Cierre para hoy',
  is_active: 'Activo',
};

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

function defaultsOf(range: TimeRangeRow | null): TimeRangeFormInput {
  return {
    time_range: range?.time_range ?? '',
    description: range?.description ?? '',
    cost: numberText(range?.cost),
    priority: range ? numberText(range.priority) : String(DEFAULT_PRIORITY),
    icon: range && isTimeRangeIcon(range.icon) ? range.icon : DEFAULT_TIME_RANGE_ICON,
    ends_at: clockText(range?.ends_at),
    is_active: range?.is_active ?? true,
  };
}

interface TimeRangeFormProps {
  range: TimeRangeRow | null;
  onDone: () => void;
  onCancel: () => void;
}

function TimeRangeForm({ range, onDone, onCancel }: TimeRangeFormProps) {
  const editing = range !== null;
  const form = useForm<TimeRangeFormInput, unknown, TimeRangeFormValues>({
    resolver: zodResolver(timeRangeFormSchema),
    defaultValues: defaultsOf(range),
  });
  const save = useSaveTimeRange();
  const once = useSingleSubmit();
  const descriptionId = useId();

  const submit = async (values: TimeRangeFormValues) => {
    try {
      await save.mutateAsync({ id: range?.id, values });
      bus.getState().toastRequested({
        title: editing ? RANGE_UPDATED : RANGE_CREATED,
        tone: 'success',
      });
      onDone();
    } catch (error) {
      bus
        .getState()
        .toastRequested({ title: errorMessage(error, RANGE_SAVE_ERROR), tone: 'error' });
    }
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
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
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <FormField label="Descripción" error={fieldState.error?.message}>
            <Textarea
              id={descriptionId}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              rows={2}
              maxLength={RANGE_DESCRIPTION_MAX}
            />
          </FormField>
        )}
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
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Rango activo (se ofrece en el checkout)"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear rango'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface TimeRangeFormDialogProps {
  open: boolean;
  /** the range to edit; null to create one */
  range: TimeRangeRow | null;
  onClose: () => void;
}

/**
 * 'Nuevo rango horario' / 'Editar rango horario': range text, description, cost, priority
 * (1 by default), the icon (one of seven, 📦 by default), today's cut-off time and the active
 * switch; when editing, the range's change history under the form. A fresh form every time it
 * opens.
 */
export function TimeRangeFormDialog({ open, range, onClose }: TimeRangeFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={range ? 'Editar rango horario' : 'Nuevo rango horario'}
    >
      <TimeRangeForm key={range?.id ?? 'new'} range={range} onDone={onClose} onCancel={onClose} />
      {range && (
        <History>
          <AuditTrail
            table="shipping_time_ranges"
            rowId={range.id}
            fieldLabels={TIME_RANGE_FIELD_LABELS}
          />
        </History>
      )}
    </Modal>
  );
}
