import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, ConfirmDialog, Link, formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { DetailPart, Facts, errorMessage } from '../../../components/admin-kit';
import { useCan } from '../../../lib/permissions';
import type { OrderDetail } from '../api/get-order';
import { useMarkOrderDelivered } from '../api/mark-order-delivered';
import { packingSlipHref } from '../lib/packing-slip';
import { SHIP_BLOCK_REASONS, shipBlockOf } from '../lib/shipment';
import { PartActions, Reason } from './orders.styles';
import { SHIP_TEXTS, ShipOrderForm } from './ship-order-form';

export const DELIVERED_TEXTS = {
  button: 'Marcar entregado',
  title: '¿Marcar el pedido como entregado?',
  message:
    'El pedido pasará a Entregado y el cliente recibirá el correo de entrega (si los correos de envío están activos).',
  success: 'Pedido marcado como entregado',
  error: 'No se pudo marcar el pedido como entregado',
} as const;

/** 'Marcar entregado', for a shipped order: asks first, then `admin_mark_order_delivered`. */
function MarkDelivered({ order }: { order: OrderDetail }) {
  const [asking, setAsking] = useState(false);
  const deliver = useMarkOrderDelivered();

  const confirm = async () => {
    try {
      await deliver.mutateAsync(order.id);
      bus.getState().toastRequested({ title: DELIVERED_TEXTS.success, tone: 'success' });
    } catch (error) {
      bus.getState().toastRequested({
        title: DELIVERED_TEXTS.error,
        description: errorMessage(error, '') || undefined,
        tone: 'error',
      });
    }
  };

  return (
    <>
      <Button loading={deliver.isPending} onClick={() => setAsking(true)}>
        {DELIVERED_TEXTS.button}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        title={DELIVERED_TEXTS.title}
        message={DELIVERED_TEXTS.message}
        confirmLabel={DELIVERED_TEXTS.button}
        cancelLabel="Volver"
      />
    </>
  );
}

/** 'Marcar como enviado', disabled, and why (cancelled, delivered, not paid yet). */
function ShipUnavailable({ reason }: { reason: string }) {
  const reasonId = useId();
  return (
    <PartActions>
      <Button disabled aria-describedby={reasonId}>
        {SHIP_TEXTS.ship.submit}
      </Button>
      <Reason id={reasonId}>{reason}</Reason>
    </PartActions>
  );
}

/**
 * The order's 'Envío': the carrier and tracking number, when it was shipped and delivered; for
 * the back office the ship form ('Actualizar guía' once shipped) or why it can't ship now,
 * 'Marcar entregado' while it is on its way, and the link to its packing slip.
 */
export function OrderShipment({ order }: { order: OrderDetail }) {
  const canManage = useCan('orders.manage');
  const block = shipBlockOf(order);

  return (
    <DetailPart title="Envío">
      <Facts>
        <dt>Transportadora</dt>
        <dd>{order.carrier ?? 'Sin asignar'}</dd>
        <dt>Número de guía</dt>
        <dd>{order.tracking_number ?? '—'}</dd>
        {order.shipped_at && (
          <>
            <dt>Enviado el</dt>
            <dd>{formatDate(order.shipped_at, 'datetime')}</dd>
          </>
        )}
        {order.delivered_at && (
          <>
            <dt>Entregado el</dt>
            <dd>{formatDate(order.delivered_at, 'datetime')}</dd>
          </>
        )}
      </Facts>
      {canManage &&
        (block === null ? (
          <ShipOrderForm
            key={`${order.id}:${order.status}:${order.carrier ?? ''}:${order.tracking_number ?? ''}`}
            order={order}
          />
        ) : (
          <ShipUnavailable reason={SHIP_BLOCK_REASONS[block]} />
        ))}
      <PartActions>
        {canManage && order.status === 'shipped' && <MarkDelivered order={order} />}
        <Link component={RouterLink} to={packingSlipHref(order.id)}>
          Lista de empaque
        </Link>
      </PartActions>
    </DetailPart>
  );
}
