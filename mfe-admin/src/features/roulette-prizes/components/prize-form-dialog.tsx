import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import {
  Button,
  FormField,
  Modal,
  Select,
  Switch,
  Textarea,
  media,
  vars,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage } from '../../../components/admin-kit';
import { otherPrizesSum, usePrizeProbabilities } from '../api/get-prize-probabilities';
import type { PrizeRow } from '../api/get-prizes';
import { isProbabilitySumError, useSavePrize } from '../api/save-prize';
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
import { IconPicker, type IconChoice } from '../../../components/icon-picker';

export const SAVE_ERROR = 'Error al guardar premio';
export const SAVED = 'Premio guardado correctamente';

/** The audit trail's names for the columns of `roulette_prizes`. */
export const PRIZE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  description: 'Descripción',
  icon: 'Ícono',
  probability: 'Probabilidad',
  type: 'Tipo',
  value: 'Valor',
  is_active: 'Activo',
};

/** Why there is no 'Producto' (the sentence of Contract C, then the reason). */
export const TYPE_HINT = `${PRODUCT_TYPE_REFUSED}: la ruleta no tiene cómo entregar un producto. Para regalar uno, usa la tienda de bonos.`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const History = styled.div`
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

function defaultsOf(prize: PrizeRow | null): PrizeFormInput {
  if (!prize) return NEW_PRIZE;
  return {
    icon: prize.icon,
    name: prize.name,
    description: prize.description ?? '',
    // a 'product' prize stored before: the admin picks a type the database accepts
    type: isOfferedPrizeType(prize.type) ? prize.type : '',
    value: decimalText(prize.value),
    probability: decimalText(prize.probability),
    is_active: prize.is_active,
  };
}

const VALUE_FIELDS: Record<string, { label: string; hint: string }> = {
  points: { label: 'Puntos', hint: 'Se suman al saldo de quien lo gana.' },
  discount: {
    label: 'Descuento (%)',
    hint: 'En la próxima compra; el bono vence a los 30 días.',
  },
};

interface PrizeFormProps {
  prize: PrizeRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The form of the dialog. The probability may not take the sum of every prize (this one with
 * its new value, the others as stored, inactive ones too) past 100 %: the form says so under the
 * field, and the database refuses it anyway.
 */
function PrizeForm({ prize, onDone, onCancel }: PrizeFormProps) {
  const editing = prize !== null;
  const probabilities = usePrizeProbabilities();
  const otherSum = probabilities.data ? otherPrizesSum(probabilities.data, prize?.id) : null;
  const schema = useMemo(() => prizeFormSchema(otherSum), [otherSum]);
  const form = useForm<PrizeFormInput, unknown, PrizeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultsOf(prize),
  });
  const save = useSavePrize();
  const once = useSingleSubmit();
  const descriptionId = useId();
  const type = useWatch({ control: form.control, name: 'type' });

  const choices = useMemo<IconChoice[]>(() => {
    const known = PRIZE_ICONS.some((choice) => choice.emoji === prize?.icon);
    // an icon stored before that is not among the ten stays choosable, so an edit keeps it
    return prize && !known
      ? [...PRIZE_ICONS, { emoji: prize.icon, name: 'Ícono actual' }]
      : [...PRIZE_ICONS];
  }, [prize]);

  const submit = async (values: PrizeFormValues) => {
    try {
      await save.mutateAsync({ id: prize?.id, values });
      bus.getState().toastRequested({ title: SAVED, tone: 'success' });
      onDone();
    } catch (error) {
      if (isProbabilitySumError(error)) {
        form.setError(
          'probability',
          { type: 'server', message: PROBABILITY_SUM_EXCEEDED },
          { shouldFocus: true },
        );
        bus.getState().toastRequested({ title: PROBABILITY_SUM_EXCEEDED, tone: 'error' });
        return;
      }
      bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' });
    }
  };

  const valueField = VALUE_FIELDS[type];
  const probabilityHint =
    otherSum === null
      ? 'De 0 a 100, con hasta un decimal.'
      : `De 0 a 100, con hasta un decimal. Disponible: ${formatPercent(
          probabilityLeft(otherSum),
        )} (los demás premios suman ${formatPercent(otherSum)}).`;

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
      <Controller
        control={form.control}
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
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        required
        maxLength={NAME_MAX}
        autoComplete="off"
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
              maxLength={DESCRIPTION_MAX}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <FormField label="Tipo" required hint={TYPE_HINT} error={fieldState.error?.message}>
            <Select
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder={field.value === '' ? 'Elige un tipo' : undefined}
              options={OFFERED_PRIZE_TYPES.map((value) => ({
                value,
                label: PRIZE_TYPE_LABELS[value],
              }))}
            />
          </FormField>
        )}
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
          control={form.control}
          name="value"
          label={valueField?.label ?? 'Valor'}
          hint={valueField?.hint}
          required
          inputMode={type === 'points' ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
      )}
      <FormTextField
        control={form.control}
        name="probability"
        label="Probabilidad (%)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint={probabilityHint}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Premio activo"
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
          {editing ? 'Guardar cambios' : 'Crear premio'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface PrizeFormDialogProps {
  open: boolean;
  /** the prize to edit; null to create one */
  prize: PrizeRow | null;
  onClose: () => void;
}

/**
 * 'Nuevo premio' / 'Editar premio': icon (the ten), name, description, type, value, probability
 * and the active switch; when editing, the prize's change history under the form. A fresh form
 * every time it opens.
 */
export function PrizeFormDialog({ open, prize, onClose }: PrizeFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title={prize ? 'Editar premio' : 'Nuevo premio'}>
      <PrizeForm key={prize?.id ?? 'new'} prize={prize} onDone={onClose} onCancel={onClose} />
      {prize && (
        <History>
          <AuditTrail table="roulette_prizes" rowId={prize.id} fieldLabels={PRIZE_FIELD_LABELS} />
        </History>
      )}
    </Modal>
  );
}
