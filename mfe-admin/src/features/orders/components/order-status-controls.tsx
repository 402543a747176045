import { useId, useRef, useState } from 'react';
import { ConfirmDialog, FormField, Select } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { errorMessage } from '../../../components/admin-kit';
import { STAFF_REFUSAL, useCan } from '../../../lib/permissions';
import type { OrderDetail } from '../api/get-order';
import {
  ORDER_NOT_UPDATED,
  useUpdateOrderStatus,
  type OrderStatusChange,
} from '../api/update-order-status';
import { cancelConsequence, refundConsequence, type Consequence } from '../lib/consequences';
import {
  isOrderStatus,
  isPaymentStatus,
  orderStatusOptions,
  paymentStatusOptions,
} from '../lib/order-labels';
import { Reason, StatusControls } from './orders.styles';

/** The payment's options for someone who may not refund: 'Reembolsado' there, not choosable. */
const paymentOptionsWithoutRefund = paymentStatusOptions.map((option) =>
  option.value === 'refunded' ? { ...option, disabled: true } : option,
);

const MESSAGES = {
  status: {
    success: 'Estado del pedido actualizado correctamente',
    error: 'Error al actualizar estado del pedido',
  },
  payment_status: {
    success: 'Estado del pago actualizado correctamente',
    error: 'Error al actualizar estado del pago',
  },
} as const;

/** The server's Spanish message for the toast's description, when there is one. */
function describeError(error: unknown): string | undefined {
  if (error instanceof Error && error.message === ORDER_NOT_UPDATED) return ORDER_NOT_UPDATED;
  return errorMessage(error, '') || undefined;
}

/**
 * 'Estado del pedido' and 'Estado del pago'. Any value may be set (spec §4); a change with
 * consequences (cancelling: stock back, maybe points taken; refunding a paid order: points
 * taken) is confirmed first in a dialog that says what will happen, the others apply at once.
 * The database moves stock, points and totals with the change, and may refuse it: its Spanish
 * reason ('No hay stock suficiente para reactivar el pedido') is the error toast's description,
 * and the selector shows the stored value again. Refunding is an admin's: for staff
 * 'Reembolsado' is there but disabled, and the selector says why (the database refuses it too).
 */
export function OrderStatusControls({ order }: { order: OrderDetail }) {
  const mutation = useUpdateOrderStatus();
  const canRefund = useCan('orders.refund');
  const refundReasonId = useId();
  const statusSelect = useRef<HTMLSelectElement>(null);
  const paymentSelect = useRef<HTMLSelectElement>(null);
  const [pending, setPending] = useState<{
    change: OrderStatusChange;
    consequence: Consequence;
  } | null>(null);

  const apply = async (change: OrderStatusChange) => {
    const messages = MESSAGES[change.field];
    try {
      await mutation.mutateAsync(change);
      bus.getState().toastRequested({ title: messages.success, tone: 'success' });
    } catch (error) {
      bus.getState().toastRequested({
        title: messages.error,
        description: describeError(error),
        tone: 'error',
      });
    } finally {
      // the select was disabled while saving: give keyboard users their place back
      const select = change.field === 'status' ? statusSelect : paymentSelect;
      if (document.activeElement === document.body || document.activeElement === null) {
        select.current?.focus();
      }
    }
  };

  const request = (change: OrderStatusChange, consequence: Consequence | null) => {
    if (consequence) setPending({ change, consequence });
    else void apply(change);
  };

  const onStatus = (value: string) => {
    if (!isOrderStatus(value) || value === order.status) return;
    const change: OrderStatusChange = { field: 'status', id: order.id, value };
    request(change, value === 'cancelled' ? cancelConsequence(order) : null);
  };

  const onPayment = (value: string) => {
    if (!isPaymentStatus(value) || value === order.payment_status) return;
    if (value === 'refunded' && !canRefund) return;
    const change: OrderStatusChange = { field: 'payment_status', id: order.id, value };
    request(change, value === 'refunded' ? refundConsequence(order) : null);
  };

  // while a change is saved (and the order read again) the select shows the value asked for
  const saving = mutation.isPending ? mutation.variables : undefined;
  const busy = mutation.isPending;

  return (
    <>
      <StatusControls>
        <FormField label="Estado del pedido">
          <Select
            ref={statusSelect}
            options={orderStatusOptions}
            value={saving?.field === 'status' ? saving.value : order.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value)}
          />
        </FormField>
        <FormField label="Estado del pago">
          <Select
            ref={paymentSelect}
            aria-describedby={canRefund ? undefined : refundReasonId}
            options={canRefund ? paymentStatusOptions : paymentOptionsWithoutRefund}
            value={saving?.field === 'payment_status' ? saving.value : order.payment_status}
            disabled={busy}
            onChange={(event) => onPayment(event.target.value)}
          />
        </FormField>
      </StatusControls>
      {!canRefund && <Reason id={refundReasonId}>Reembolsado: {STAFF_REFUSAL}</Reason>}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => (pending ? apply(pending.change) : undefined)}
        title={pending?.consequence.title}
        message={pending?.consequence.message}
        confirmLabel={pending?.consequence.confirmLabel}
        cancelLabel="Volver"
        tone="danger"
      />
    </>
  );
}
