import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import {
  Button,
  Card,
  formatCOP,
  formatDate,
  Skeleton,
  VisuallyHidden,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { PageHeader as Header, PageTitle as Title } from '../../../components/page-parts.styles';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useOrder, type OrderDetail } from '../api/get-order';
import { DB_MESSAGES, paymentMethodLabel } from '@bonis/supabase-client';
import { paymentHref } from '@bonis/contracts/links';
import { OrderActions } from './order-actions';
import { OrderBadges } from './order-badges';
import { OrderContents } from './order-card';
import { OrderTimeline } from './order-timeline';
import {
  ErrorMessage,
  Facts,
  Message,
  Muted,
  Notice,
  OrderPageGrid,
  Recipient,
  SideColumn,
  SkeletonList,
  TextLink,
  Unbroken,
} from './orders.styles';

/** The id of the page's h1; the route names its region with it. */
export const ORDER_TITLE_ID = 'order-title';

/**
 * `/orders/<number>`: one order in full, where the checkout sends the shopper after placing or
 * paying it: number and date, status and payment badges, what was bought and the amounts,
 * delivery and recipient, the points it earned, its timeline ('Seguimiento') with the carrier
 * and tracking number once shipped, and 'Pagar ahora' while an online order is unpaid. Its
 * actions: 'Ver recibo', 'Volver a comprar' and, while pending or confirmed, 'Cancelar pedido'
 * (`OrderActions`). Another shopper's order, or a number nobody has, is 'Pedido no encontrado'.
 */
export function OrderPage() {
  const session = useSession();
  const { orderNumber = '' } = useParams();

  return session === undefined ? (
    <>
      <Header>
        <Title id={ORDER_TITLE_ID}>Tu pedido</Title>
      </Header>
      <OrderSkeleton />
    </>
  ) : session === null ? (
    <>
      <Header>
        <Title id={ORDER_TITLE_ID}>Tu pedido</Title>
      </Header>
      <Message>
        <p>Inicia sesión para ver tu pedido</p>
        <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
      </Message>
    </>
  ) : (
    <UserOrder key={session.userId} userId={session.userId} orderNumber={orderNumber} />
  );
}

function OrderSkeleton() {
  return (
    <SkeletonList aria-busy="true">
      <VisuallyHidden role="status">Cargando el pedido…</VisuallyHidden>
      <Skeleton shape="rect" height="120px" />
      <Skeleton shape="rect" height="240px" />
    </SkeletonList>
  );
}

function UserOrder({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const order = useOrder(userId, orderNumber);

  useEffect(() => {
    if (order.error) console.error('[mfe-account] loading an order failed', order.error);
  }, [order.error]);

  if (order.isPending || order.isError || order.data === null) {
    return (
      <>
        <Header>
          <Title id={ORDER_TITLE_ID}>
            {order.data === null ? DB_MESSAGES.orderNotFound : 'Tu pedido'}
          </Title>
        </Header>
        {order.isPending ? (
          <OrderSkeleton />
        ) : order.isError ? (
          <Message role="alert">
            <ErrorMessage>Error - No se pudo cargar el pedido</ErrorMessage>
            <Button
              variant="secondary"
              loading={order.isFetching}
              onClick={() => void order.refetch()}
            >
              Reintentar
            </Button>
          </Message>
        ) : (
          <Message>
            <p>No encontramos el pedido {orderNumber} entre tus pedidos.</p>
            <TextLink to={paths.orders.getHref()}>Ver mis pedidos</TextLink>
          </Message>
        )}
      </>
    );
  }
  return <OrderView userId={userId} order={order.data} />;
}

/** What the shopper is told first: cancelled, paid, to pay on delivery, to pay now, or refused. */
function PaymentNotice({ order }: { order: OrderDetail }) {
  if (order.status === 'cancelled') {
    return (
      <Notice data-tone="danger">
        <strong>Pedido cancelado</strong>
        {order.paymentStatus === 'refunded' ? (
          <span>Te devolvimos {formatCOP(order.total)} al medio de pago que usaste.</span>
        ) : order.paymentStatus !== 'paid' ? (
          <span>No se hizo ningún cobro.</span>
        ) : null}
      </Notice>
    );
  }
  if (order.paymentStatus === 'paid') {
    return (
      <Notice data-tone="success">
        <strong>¡Gracias por tu compra!</strong>
        <span>Recibimos el pago de tu pedido y ya lo estamos preparando.</span>
        {order.pointsEarned > 0 && (
          <span>
            Ganaste <strong>{order.pointsEarned} puntos</strong> con esta compra.
          </span>
        )}
      </Notice>
    );
  }
  if (order.paymentStatus === 'refunded') return null;
  if (order.paymentMethod === 'cash') {
    return (
      <Notice data-tone="info">
        <strong>¡Recibimos tu pedido!</strong>
        <span>Lo pagas en efectivo al recibirlo: {formatCOP(order.total)}.</span>
      </Notice>
    );
  }
  return (
    <Notice data-tone={order.paymentStatus === 'failed' ? 'danger' : 'warning'}>
      <strong>
        {order.paymentStatus === 'failed' ? 'Tu pago fue rechazado' : 'Tu pedido espera el pago'}
      </strong>
      <span>Paga en línea con tarjeta o PSE para confirmarlo.</span>
      <TextLink to={paymentHref({ order: order.id })}>Pagar ahora</TextLink>
    </Notice>
  );
}

function OrderView({ userId, order }: { userId: string; order: OrderDetail }) {
  const { recipient, shipment } = order;
  const title = useRef<HTMLHeadingElement>(null);
  // once cancelled, the page starts again from its heading (the cancel button is gone)
  const returnToTitle = useCallback(() => title.current?.focus(), []);
  return (
    <>
      <Header>
        <div>
          <Title id={ORDER_TITLE_ID} ref={title} tabIndex={-1}>
            Pedido <Unbroken>{order.orderNumber}</Unbroken>
          </Title>
          <Muted>
            Realizado el{' '}
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'datetime')}</time>
          </Muted>
        </div>
        <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
      </Header>
      <PaymentNotice order={order} />
      <OrderActions userId={userId} order={order} onCancelled={returnToTitle} />
      <OrderPageGrid>
        <Card as="section" padding="lg" aria-label="Productos y resumen">
          <OrderContents userId={userId} order={order} />
        </Card>
        <SideColumn>
          <OrderTimeline userId={userId} order={order} />
          <Card as="section" padding="lg" aria-label="Entrega y pago">
            <Facts>
              <div>
                <dt>Método de pago</dt>
                <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
              </div>
              {order.discountCode && (
                <div>
                  <dt>Código de descuento</dt>
                  <dd>{order.discountCode}</dd>
                </div>
              )}
              {recipient.timeRange && (
                <div>
                  <dt>Horario de entrega</dt>
                  <dd>{recipient.timeRange}</dd>
                </div>
              )}
              {shipment.carrier && (
                <div>
                  <dt>Transportadora</dt>
                  <dd>{shipment.carrier}</dd>
                </div>
              )}
              {shipment.trackingNumber && (
                <div>
                  <dt>Número de guía</dt>
                  <dd>{shipment.trackingNumber}</dd>
                </div>
              )}
            </Facts>
            <Recipient>
              {recipient.name && <strong>{recipient.name}</strong>}
              {recipient.address && <span>{recipient.address}</span>}
              {recipient.phone && <span>Tel. {recipient.phone}</span>}
              {recipient.notes && <span>Notas: {recipient.notes}</span>}
            </Recipient>
            <TextLink to={paths.orders.getHref()}>Ver todos mis pedidos</TextLink>
          </Card>
        </SideColumn>
      </OrderPageGrid>
    </>
  );
}
