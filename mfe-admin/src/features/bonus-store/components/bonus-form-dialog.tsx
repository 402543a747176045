import { useId } from 'react';
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
import type { BonusRow } from '../api/get-bonuses';
import { useSaveBonus } from '../api/save-bonus';
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
import { IconPicker } from '../../../components/icon-picker';

export const SAVE_ERROR = 'Error al guardar bono';
export const SAVED = 'Bono guardado';

/** The audit trail's names for the columns of `bonus_store`. */
export const BONUS_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  description: 'Descripción',
  icon: 'Ícono',
  category: 'Categoría',
  type: 'Tipo',
  value: 'Valor',
  points_cost: 'Costo en puntos',
  popular: 'Popular',
  is_active: 'Activo',
};

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

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

interface BonusFormProps {
  bonus: BonusRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The form of the dialog: a new bonus starts from the spec's defaults. The icon is one of the
 * 15, or a custom text of up to 2 characters, which takes the place of the chosen one.
 */
function BonusForm({ bonus, onDone, onCancel }: BonusFormProps) {
  const editing = bonus !== null;
  const form = useForm<BonusFormInput, unknown, BonusFormValues>({
    resolver: zodResolver(bonusFormSchema),
    defaultValues: bonus ? bonusFormValues(bonus) : NEW_BONUS,
  });
  const save = useSaveBonus();
  const once = useSingleSubmit();
  const descriptionId = useId();
  const [icon, customIcon, type] = useWatch({
    control: form.control,
    name: ['icon', 'custom_icon', 'type'],
  });
  const custom = customIcon.trim();

  const submit = async (values: BonusFormValues) => {
    try {
      await save.mutateAsync({ id: bonus?.id, values });
      bus.getState().toastRequested({ title: SAVED, tone: 'success' });
      onDone();
    } catch (error) {
      bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' });
    }
  };

  const valueField = VALUE_FIELDS[type] ?? { label: 'Valor', hint: '' };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
      <Controller
        control={form.control}
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
          control={form.control}
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
      <Pair>
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <FormField label="Categoría" required error={fieldState.error?.message}>
              <Select
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={BONUS_CATEGORIES.map((value) => ({
                  value,
                  label: BONUS_CATEGORY_LABELS[value],
                }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <FormField label="Tipo" required error={fieldState.error?.message}>
              <Select
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={BONUS_TYPES.map((value) => ({ value, label: BONUS_TYPE_LABELS[value] }))}
              />
            </FormField>
          )}
        />
      </Pair>
      <FormTextField
        // a new label is a new field for assistive technology
        key={valueField.label}
        control={form.control}
        name="value"
        label={valueField.label}
        hint={valueField.hint || undefined}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="points_cost"
        label="Costo en puntos"
        hint="Lo que paga el usuario en la tienda de bonos."
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <Switches>
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label="Bono activo"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="popular"
          render={({ field }) => (
            <Switch
              label="Popular"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </Switches>
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Guardar cambios' : 'Crear bono'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface BonusFormDialogProps {
  open: boolean;
  /** the bonus to edit; null to create one */
  bonus: BonusRow | null;
  onClose: () => void;
}

/**
 * 'Nuevo bono' / 'Editar bono': icon (15 or custom), name, description, category, type, value,
 * points cost, active and popular; when editing, the bonus's change history under the form.
 */
export function BonusFormDialog({ open, bonus, onClose }: BonusFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title={bonus ? 'Editar bono' : 'Nuevo bono'}>
      <BonusForm key={bonus?.id ?? 'new'} bonus={bonus} onDone={onClose} onCancel={onClose} />
      {bonus && (
        <History>
          <AuditTrail table="bonus_store" rowId={bonus.id} fieldLabels={BONUS_FIELD_LABELS} />
        </History>
      )}
    </Modal>
  );
}
