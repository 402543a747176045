import { useEffect } from 'react';
import { useParams } from 'react-router';
import {
  Badge,
  Button,
  Skeleton,
  SkeletonText,
  VisuallyHidden,
  formatCOP,
  formatDate,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import {
  DB_MESSAGES,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
} from '@bonis/supabase-client';
import { useStoreSettings } from '@bonis/supabase-client/queries';
import { PageHeader as Header, PageTitle as Title } from '../../../components/page-parts.styles';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useOrder, type OrderDetail } from '../api/get-order';
import { useOrderItems } from '../api/get-order-items';
import { useOrderPayment } from '../api/get-order-payment';
import { paymentInstrumentLine } from '../lib/payments';
import { deliveryPlaceLine } from '../lib/shipping-address';
import {
  ErrorMessage,
  Message,
  PanelMessage,
  SkeletonList,
  TextLink,
  Unbroken,
} from './orders.styles';
import {
  Address,
  Columns,
  Facts,
  Footnote,
  ItemsTable,
  PrintReceiptOnly,
  ReceiptTitle,
  Section,
  Sheet,
  SheetHeader,
  StoreContact,
  StoreName,
  Toolbar,
  Totals,
} from './receipt.styles';

/** The id of the page's h1; the route names its region with it. */
export const ORDER_RECEIPT_TITLE_ID = 'order-receipt-title';

/**
 * `/orders/<number>/recibo`: an order's receipt, to print or keep: the store, the order's number
 * and date (Bogotá), the buyer and the shipping address, the lines with their quantities and
 * prices, subtotal, shipping, discount and total, how it was paid and where the payment stands
 * (with the card's last four digits or the PSE bank of the payment that was approved). 'Imprimir'
 * prints the receipt alone, black on white, whatever the screen's theme.
 */
export function OrderReceiptPage() {
  const session = useSession();
  const { orderNumber = '' } = useParams();

  if (session === undefined) return <ReceiptLoading />;
  if (session === null) {
    return (
      <>
        <Header>
          <Title id={ORDER_RECEIPT_TITLE_ID}>Recibo del pedido</Title>
        </Header>
        <Message>
          <p>Inicia sesión para ver el recibo de tu pedido</p>
          <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
        </Message>
      </>
    );
  }
  return <UserReceipt key={session.userId} userId={session.userId} orderNumber={orderNumber} />;
}

function ReceiptLoading() {
  return (
    <>
      <Header>
        <Title id={ORDER_RECEIPT_TITLE_ID}>Recibo del pedido</Title>
      </Header>
      <SkeletonList aria-busy="true">
        <VisuallyHidden role="status">Cargando el recibo…</VisuallyHidden>
        <Skeleton shape="rect" height="420px" data-testid="receipt-skeleton" />
      </SkeletonList>
    </>
  );
}

function UserReceipt({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const order = useOrder(userId, orderNumber);

  useEffect(() => {
    if (order.error) console.error('[mfe-account] loading an order’s receipt failed', order.error);
  }, [order.error]);

  if (order.isPending) return <ReceiptLoading />;
  if (order.isError || order.data === null) {
    return (
      <>
        <Header>
          <Title id={ORDER_RECEIPT_TITLE_ID}>
            {order.data === null ? DB_MESSAGES.orderNotFound : 'Recibo del pedido'}
          </Title>
        </Header>
        {order.isError ? (
          <Message role="alert">
            <ErrorMessage>Error - No se pudo cargar el recibo</ErrorMessage>
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
  return <OrderReceipt userId={userId} order={order.data} />;
}

function OrderReceipt({ userId, order }: { userId: string; order: OrderDetail }) {
  const store = useStoreSettings();
  const items = useOrderItems(userId, order.id);
  const payment = useOrderPayment(userId, order.id);
  const { recipient } = order;
  const place = deliveryPlaceLine(order.delivery);
  const contact = [store.contactEmail, store.contactPhone].filter(Boolean).join(' · ');

  useEffect(() => {
    if (items.error) console.error('[mfe-account] loading a receipt’s lines failed', items.error);
    if (payment.error)
      console.error('[mfe-account] loading a receipt’s payment failed', payment.error);
  }, [items.error, payment.error]);

  return (
    <>
      <PrintReceiptOnly />
      <Toolbar>
        <TextLink to={paths.order.getHref(order.orderNumber)}>Volver al pedido</TextLink>
        <Button onClick={() => window.print()}>Imprimir</Button>
      </Toolbar>
      <Sheet data-print-root="" aria-labelledby={ORDER_RECEIPT_TITLE_ID}>
        <SheetHeader>
          <div>
            <StoreName>{store.siteName}</StoreName>
            {contact && <StoreContact>{contact}</StoreContact>}
            <ReceiptTitle id={ORDER_RECEIPT_TITLE_ID}>
              Recibo del pedido <Unbroken>{order.orderNumber}</Unbroken>
            </ReceiptTitle>
          </div>
          <Facts>
            <div>
              <dt>Fecha</dt>
              <dd>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'datetime')}</time>
              </dd>
            </div>
            <div>
              <dt>Estado del pedido</dt>
              <dd>{orderStatusLabel(order.status)}</dd>
            </div>
          </Facts>
        </SheetHeader>

        <Columns>
          <Section>
            <h2>Comprador</h2>
            <Address>
              <span>{recipient.name ?? 'Sin nombre'}</span>
              {recipient.email && <span>{recipient.email}</span>}
              {recipient.phone && <span>Tel. {recipient.phone}</span>}
            </Address>
          </Section>
          <Section>
            <h2>Dirección de envío</h2>
            <Address>
              {recipient.address && <span>{recipient.address}</span>}
              {place && <span>{place}</span>}
              {order.deliveryDate && <span>Entrega: {formatDate(order.deliveryDate, 'long')}</span>}
              {!recipient.address && !place && <span>Sin dirección registrada</span>}
            </Address>
          </Section>
        </Columns>

        {items.isPending ? (
          <div aria-busy="true">
            <VisuallyHidden role="status">Cargando productos…</VisuallyHidden>
            <SkeletonText lines={3} />
          </div>
        ) : items.isError ? (
          <PanelMessage role="alert" data-print-hidden="">
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
        ) : (
          <ItemsTable>
            <caption>Productos</caption>
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" data-numeric="">
                  Cant.
                </th>
                <th scope="col" data-numeric="">
                  Precio unitario
                </th>
                <th scope="col" data-numeric="">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {items.data.map((line) => (
                <tr key={line.id}>
                  <td>{line.productName}</td>
                  <td data-numeric="" data-label="Cant.">
                    {line.quantity}
                  </td>
                  <td data-numeric="" data-label="Precio unitario">
                    {formatCOP(line.unitPrice)}
                  </td>
                  <td data-numeric="" data-label="Total">
                    {formatCOP(line.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ItemsTable>
        )}

        <Totals aria-label={`Totales del pedido ${order.orderNumber}`}>
          <dt>Subtotal</dt>
          <dd>{formatCOP(order.subtotal)}</dd>
          <dt>Envío</dt>
          <dd>{order.shippingCost === 0 ? 'Gratis' : formatCOP(order.shippingCost)}</dd>
          <dt>Descuento{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
          <dd>{order.discountAmount > 0 ? `-${formatCOP(order.discountAmount)}` : formatCOP(0)}</dd>
          <dt data-total="">Total</dt>
          <dd data-total="">{formatCOP(order.total)}</dd>
        </Totals>

        <Section>
          <h2>Pago</h2>
          <Columns>
            <Facts>
              <div>
                <dt>Método de pago</dt>
                <dd>
                  {payment.data
                    ? paymentInstrumentLine(payment.data)
                    : paymentMethodLabel(order.paymentMethod)}
                </dd>
              </div>
              {payment.data && (
                <div>
                  <dt>Pagado el</dt>
                  <dd>
                    <time dateTime={payment.data.createdAt}>
                      {formatDate(payment.data.createdAt, 'datetime')}
                    </time>
                  </dd>
                </div>
              )}
            </Facts>
            <Facts>
              <div>
                <dt>Estado del pago</dt>
                <dd>
                  <Badge tone={paymentStatusTone(order.paymentStatus)} size="sm">
                    {paymentStatusLabel(order.paymentStatus)}
                  </Badge>
                </dd>
              </div>
              {payment.data?.refundedAt && (
                <div>
                  <dt>Reembolsado el</dt>
                  <dd>
                    <time dateTime={payment.data.refundedAt}>
                      {formatDate(payment.data.refundedAt, 'datetime')}
                    </time>
                  </dd>
                </div>
              )}
            </Facts>
          </Columns>
        </Section>

        <Footnote>Valores en pesos colombianos (COP). Fechas en hora de Bogotá.</Footnote>
      </Sheet>
    </>
  );
}
