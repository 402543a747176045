import { useEffect, useRef, useState } from 'react';
import { Button, ConfirmDialog, formatCOP, formatNumber } from '@bonis/design-system';
import { cartHref } from '@bonis/contracts/links';
import { userErrorMessage } from '@bonis/supabase-client';
import { paths } from '../../../config/paths';
import { canCancel, useCancelOrder } from '../api/cancel-order';
import type { OrderDetail } from '../api/get-order';
import { useOrderItems } from '../api/get-order-items';
import { useReorder } from '../api/reorder';
import { reorderOutcome, type ReorderOutcome } from '../lib/reorder-outcome';
import { ActionBar, ActionButtons, ReorderNotice, TextLink } from './orders.styles';

export interface OrderActionsProps {
  userId: string;
  order: OrderDetail;
  /** where focus goes once the order is cancelled (the button that had it is gone) */
  onCancelled: () => void;
}

const CANCEL_FAILED = 'No se pudo cancelar el pedido. Inténtalo de nuevo.';

/** What cancelling does to this order, in the shopper's words, for the confirmation. */
function cancelConsequences(order: OrderDetail): string {
  const paidOnline = order.paymentStatus === 'paid' && order.paymentMethod !== 'cash';
  return [
    'Los productos vuelven a la tienda y no podrás deshacer la cancelación.',
    paidOnline
      ? `Te devolveremos ${formatCOP(order.total)} al medio de pago que usaste.`
      : order.paymentStatus === 'paid'
        ? null
        : 'No se hará ningún cobro.',
    order.pointsEarned > 0
      ? `Se descontarán los ${formatNumber(order.pointsEarned)} puntos que ganaste con esta compra.`
      : null,
    order.discountAmount > 0
      ? 'El código o bono de descuento que usaste vuelve a tu cuenta.'
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the shopper can do with an order from its page: 'Ver recibo' (its printable receipt),
 * 'Volver a comprar' (its products back in the cart; shown when it has lines) and 'Cancelar
 * pedido' (while it is pending or confirmed, after a confirmation that says what cancelling
 * does). After 'Volver a comprar' the toast says what was added, and the same words stay here
 * with a link to the cart.
 */
export function OrderActions({ userId, order, onCancelled }: OrderActionsProps) {
  const items = useOrderItems(userId, order.id);
  const cancel = useCancelOrder(userId);
  const reorder = useReorder(userId);
  const [confirming, setConfirming] = useState(false);
  const justCancelled = useRef(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);

  // Once the confirmation has closed (and given focus back to 'Cancelar pedido', which the
  // cancelled order no longer shows), focus goes where the page says.
  useEffect(() => {
    if (confirming || !justCancelled.current) return;
    justCancelled.current = false;
    onCancelled();
  }, [confirming, onCancelled]);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.id);
      justCancelled.current = true;
    } catch (error) {
      console.error('[mfe-account] cancelling an order failed', error);
      // the dialog stays open and shows the database's reason ('ya se está preparando…')
      throw new Error(userErrorMessage(error, CANCEL_FAILED), { cause: error });
    }
  };

  const hasLines = items.data !== undefined && items.data.length > 0;

  return (
    <ActionBar>
      <ActionButtons>
        <TextLink to={paths.orderReceipt.getHref(order.orderNumber)}>Ver recibo</TextLink>
        {hasLines && (
          <Button
            variant="secondary"
            loading={reorder.isPending}
            onClick={() =>
              reorder.mutate(order.id, {
                onSuccess: (result) => setOutcome(reorderOutcome(result)),
              })
            }
          >
            Volver a comprar
          </Button>
        )}
        {canCancel(order.status) && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Cancelar pedido
          </Button>
        )}
      </ActionButtons>
      {outcome && (
        <ReorderNotice data-tone={outcome.tone} data-testid="reorder-outcome">
          <strong>{outcome.title}</strong>
          {outcome.description && <span>{outcome.description}</span>}
          {outcome.addedCount > 0 && <TextLink to={cartHref()}>Ver carrito</TextLink>}
        </ReorderNotice>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmCancel}
        title={`¿Cancelar el pedido ${order.orderNumber}?`}
        message={cancelConsequences(order)}
        confirmLabel="Sí, cancelar pedido"
        cancelLabel="No, volver"
        tone="danger"
        errorMessage={CANCEL_FAILED}
      />
    </ActionBar>
  );
}
