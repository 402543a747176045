import { useEffect, useId, useState } from 'react';
import {
  Button,
  Card,
  SkeletonText,
  VisuallyHidden,
  formatCOP,
  formatDate,
} from '@bonis/design-system';
import { paths } from '../../../config/paths';
import type { OrderSummary } from '../api/get-orders';
import { useOrderItems } from '../api/get-order-items';
import { paymentMethodLabel } from '@bonis/supabase-client';
import { deliveryPlaceLine } from '../lib/shipping-address';
import { OrderBadges } from './order-badges';
import {
  Breakdown,
  CardTop,
  Delivery,
  Details,
  DetailsTitle,
  ErrorMessage,
  Facts,
  Line,
  LineMeta,
  LineName,
  Lines,
  Muted,
  OrderTitle,
  PanelMessage,
  TitleLink,
  Total,
} from './orders.styles';

export interface OrderCardProps {
  userId: string;
  order: OrderSummary;
}

/**
 * One order of the history: number, date, status and payment badges, payment method and total,
 * and a disclosure that reads and shows its items and the amounts' breakdown.
 */
export function OrderCard({ userId, order }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-details`;

  return (
    <Card as="article" padding="lg" aria-labelledby={titleId}>
      <CardTop>
        <div>
          <OrderTitle id={titleId}>
            <TitleLink to={paths.order.getHref(order.orderNumber)}>
              Pedido {order.orderNumber}
            </TitleLink>
          </OrderTitle>
          <Muted>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'datetime')}</time>
          </Muted>
        </div>
        <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
      </CardTop>
      <Facts>
        <div>
          <dt>Método de pago</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <Total>{formatCOP(order.total)}</Total>
        </div>
      </Facts>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={titleId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ocultar productos' : 'Ver productos'}
      </Button>
      <Details id={panelId} hidden={!open}>
        {open && <OrderContents userId={userId} order={order} />}
      </Details>
    </Card>
  );
}

/**
 * What an order holds: its items (read when shown), the amounts' breakdown and where and when it
 * is delivered. The history's disclosure and the order's own page show it.
 */
export function OrderContents({ userId, order }: OrderCardProps) {
  const items = useOrderItems(userId, order.id);
  const place = deliveryPlaceLine(order.delivery);

  useEffect(() => {
    if (items.error) console.error('[mfe-account] loading an order’s items failed', items.error);
  }, [items.error]);

  return (
    <>
      <DetailsTitle>Productos</DetailsTitle>
      {items.isPending ? (
        <PanelMessage aria-busy="true">
          <VisuallyHidden role="status">Cargando productos…</VisuallyHidden>
          <SkeletonText lines={2} data-testid="order-items-skeleton" />
        </PanelMessage>
      ) : items.isError ? (
        <PanelMessage role="alert">
          <ErrorMessage>Error - No se pudieron cargar los productos</ErrorMessage>
          <Button
            size="sm"
            variant="secondary"
            loading={items.isFetching}
            onClick={() => void items.refetch()}
          >
            Reintentar
          </Button>
        </PanelMessage>
      ) : items.data.length === 0 ? (
        <PanelMessage>
          <p>Este pedido no tiene productos.</p>
        </PanelMessage>
      ) : (
        <Lines aria-label={`Productos del pedido ${order.orderNumber}`}>
          {items.data.map((line) => (
            <Line key={line.id}>
              <span>
                <LineName>{line.productName}</LineName>
                <LineMeta>
                  {line.quantity} × {formatCOP(line.unitPrice)}
                </LineMeta>
              </span>
              <strong>{formatCOP(line.total)}</strong>
            </Line>
          ))}
        </Lines>
      )}
      <Breakdown aria-label={`Resumen del pedido ${order.orderNumber}`}>
        <dt>Subtotal</dt>
        <dd>{formatCOP(order.subtotal)}</dd>
        <dt>Envío</dt>
        <dd>{order.shippingCost === 0 ? 'Gratis' : formatCOP(order.shippingCost)}</dd>
        {order.discountAmount > 0 && (
          <>
            <dt>Descuento</dt>
            <dd>-{formatCOP(order.discountAmount)}</dd>
          </>
        )}
        <dt data-total="">Total</dt>
        <dd data-total="">{formatCOP(order.total)}</dd>
      </Breakdown>
      {place && <Delivery>Entrega en {place}</Delivery>}
      {order.deliveryDate && (
        <Delivery>Fecha de entrega: {formatDate(order.deliveryDate, 'long')}</Delivery>
      )}
    </>
  );
}
