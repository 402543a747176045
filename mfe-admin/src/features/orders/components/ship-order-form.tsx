import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormAlert, FormTextField, showServerError, useSingleSubmit } from '@bonis/forms';
import { FormSelect, errorMessage } from '../../../components/admin-kit';
import type { OrderDetail } from '../api/get-order';
import { useShipOrder } from '../api/ship-order';
import { carrierOptions } from '../lib/carriers';
import {
  SHIP_ORDER_MESSAGES,
  shipOrderSchema,
  type ShipOrderInput,
  type ShipOrderValues,
} from '../schemas/ship-order';
import { PartForm } from './orders.styles';

export const SHIP_TEXTS = {
  ship: {
    submit: 'Marcar como enviado',
    success: 'Pedido marcado como enviado',
    error: 'No se pudo marcar el pedido como enviado',
  },
  update: {
    submit: 'Actualizar guía',
    success: 'Guía actualizada',
    error: 'No se pudo actualizar la guía',
  },
} as const;

/**
 * 'Marcar como enviado': the carrier and its tracking number, checked by the form's schema (the
 * database's own rules and words), then `admin_ship_order`. On a shipped order the same form,
 * filled in, reads 'Actualizar guía' and corrects them. A refusal of the database (already
 * Spanish) is shown above the button; the tracking number's own is on its field too.
 *
 * Render it with a `key` of the order's shipping facts, so it starts again from what the
 * database answered after a change.
 */
export function ShipOrderForm({ order }: { order: OrderDetail }) {
  const updating = order.status === 'shipped';
  const texts = updating ? SHIP_TEXTS.update : SHIP_TEXTS.ship;
  const form = useForm<ShipOrderInput, unknown, ShipOrderValues>({
    resolver: zodResolver(shipOrderSchema),
    defaultValues: {
      p_carrier: order.carrier ?? '',
      p_tracking_number: order.tracking_number ?? '',
    },
  });
  const ship = useShipOrder();
  const once = useSingleSubmit();
  const alertId = useId();

  const submit = async (values: ShipOrderValues) => {
    try {
      await ship.mutateAsync({ p_order_id: order.id, ...values });
      bus.getState().toastRequested({ title: texts.success, tone: 'success' });
    } catch (error) {
      const message = errorMessage(error, texts.error);
      showServerError(form, message, {
        about: message === SHIP_ORDER_MESSAGES.invalidTrackingNumber ? ['p_tracking_number'] : [],
      });
    }
  };

  return (
    <PartForm
      noValidate
      aria-label={texts.submit}
      onSubmit={once(form.handleSubmit(submit))}
      aria-busy={ship.isPending}
    >
      <div data-fields="">
        <FormSelect
          control={form.control}
          name="p_carrier"
          label="Transportadora"
          required
          placeholder="Elige la transportadora"
          options={carrierOptions}
        />
        <FormTextField
          control={form.control}
          name="p_tracking_number"
          label="Número de guía"
          required
          placeholder="Ej.: 700012345678"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          keep={(typed) => typed.toUpperCase()}
          alertId={alertId}
        />
      </div>
      <FormAlert
        id={alertId}
        errors={form.formState.errors}
        submitCount={form.formState.submitCount}
      />
      {/* once shipped, delivering is the next step: correcting the number is the lesser action */}
      <Button type="submit" variant={updating ? 'secondary' : 'primary'} loading={ship.isPending}>
        {texts.submit}
      </Button>
    </PartForm>
  );
}
