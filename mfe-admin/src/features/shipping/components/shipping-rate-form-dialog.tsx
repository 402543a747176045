import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Modal, Switch, Textarea } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { AuditTrail, errorMessage, isCheckViolation } from '../../../components/admin-kit';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import { useSaveShippingRate } from '../api/save-shipping-rate';
import {
  HOURS_ORDER_CONSTRAINTS,
  HOURS_ORDER_MESSAGE,
  RATE_DESCRIPTION_MAX,
  RATE_NAME_MAX,
  shippingRateFormSchema,
  type ShippingRateFormInput,
  type ShippingRateFormValues,
} from '../schemas/shipping-rate-form';
import { numberText } from '../schemas/whole-number';
import { Actions, FieldPair, Form, History } from './shipping.styles';

export const RATE_SAVE_ERROR = 'No se pudo guardar la tarifa de envío';
export const RATE_CREATED = 'Tarifa de envío creada';
export const RATE_UPDATED = 'Tarifa de envío actualizada';

/** The audit trail's names for the columns of `shipping_rates`. */
export const SHIPPING_RATE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre',
  description: 'Descripción',
  base_price: 'Precio base',
  delivery_hours_min: 'Entrega mínima (horas)',
  delivery_hours_max: 'Entrega máxima (horas)',
  is_active: 'Activa',
};

function defaultsOf(rate: ShippingRateRow | null): ShippingRateFormInput {
  return {
    name: rate?.name ?? '',
    description: rate?.description ?? '',
    base_price: numberText(rate?.base_price),
    delivery_hours_min: numberText(rate?.delivery_hours_min),
    delivery_hours_max: numberText(rate?.delivery_hours_max),
    is_active: rate?.is_active ?? true,
  };
}

interface ShippingRateFormProps {
  rate: ShippingRateRow | null;
  onDone: () => void;
  onCancel: () => void;
}

function ShippingRateForm({ rate, onDone, onCancel }: ShippingRateFormProps) {
  const editing = rate !== null;
  const form = useForm<ShippingRateFormInput, unknown, ShippingRateFormValues>({
    resolver: zodResolver(shippingRateFormSchema),
    defaultValues: defaultsOf(rate),
  });
  const save = useSaveShippingRate();
  const once = useSingleSubmit();
  const descriptionId = useId();

  const submit = async (values: ShippingRateFormValues) => {
    try {
      await save.mutateAsync({ id: rate?.id, values });
      bus.getState().toastRequested({
        title: editing ? RATE_UPDATED : RATE_CREATED,
        tone: 'success',
      });
      onDone();
    } catch (error) {
      if (HOURS_ORDER_CONSTRAINTS.some((constraint) => isCheckViolation(error, constraint))) {
        form.setError(
          'delivery_hours_max',
          { type: 'database', message: HOURS_ORDER_MESSAGE },
          { shouldFocus: true },
        );
        return;
      }
      bus.getState().toastRequested({ title: errorMessage(error, RATE_SAVE_ERROR), tone: 'error' });
    }
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-busy={save.isPending}>
      <FormTextField
        control={form.control}
        name="name"
        label="Nombre"
        required
        maxLength={RATE_NAME_MAX}
        autoComplete="off"
        placeholder="Ej.: Estándar"
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
              maxLength={RATE_DESCRIPTION_MAX}
            />
          </FormField>
        )}
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
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Tarifa activa"
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
          {editing ? 'Guardar cambios' : 'Crear tarifa'}
        </Button>
      </Actions>
    </Form>
  );
}

export interface ShippingRateFormDialogProps {
  open: boolean;
  /** the rate to edit; null to create one */
  rate: ShippingRateRow | null;
  onClose: () => void;
}

/**
 * 'Nueva tarifa de envío' / 'Editar tarifa de envío': name, description, base price, minimum
 * and maximum delivery hours (max ≥ min) and the active switch; when editing, the rate's change
 * history under the form. A fresh form every time it opens.
 */
export function ShippingRateFormDialog({ open, rate, onClose }: ShippingRateFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={rate ? 'Editar tarifa de envío' : 'Nueva tarifa de envío'}
    >
      <ShippingRateForm key={rate?.id ?? 'new'} rate={rate} onDone={onClose} onCancel={onClose} />
      {rate && (
        <History>
          <AuditTrail
            table="shipping_rates"
            rowId={rate.id}
            fieldLabels={SHIPPING_RATE_FIELD_LABELS}
          />
        </History>
      )}
    </Modal>
  );
}
