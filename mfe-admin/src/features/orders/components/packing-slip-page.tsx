import { useId, type ReactNode } from 'react';
import { useParams, Link as RouterLink } from 'react-router';
import {
  Button,
  Link,
  SkeletonText,
  formatCOP,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { useOrder, type OrderDetail } from '../api/get-order';
import { ORDERS_HREF } from '../lib/packing-slip';
import { customerNameOf, customerPhoneOf, parseShippingAddress } from '../lib/shipping-address';
import { ErrorBox } from './orders.styles';
import {
  Box,
  Boxes,
  Lines,
  PrintOnlyTheSlip,
  Slip,
  SlipHeader,
  SlipWarning,
  StoreName,
  Toolbar,
} from './packing-slip.styles';

export const SLIP_TEXTS = {
  loadError: 'No se pudo cargar el pedido',
  notFound: 'No encontramos ese pedido',
  back: 'Volver a los pedidos',
  print: 'Imprimir',
} as const;

/** An order's id is a uuid: anything else names no order (and would be a database error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgREST's answer to `.single()` when no row matched. */
const NO_ROW = 'PGRST116';

const isNoRow = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === NO_ROW;

function BackLink() {
  return (
    <Link component={RouterLink} to={ORDERS_HREF}>
      {SLIP_TEXTS.back}
    </Link>
  );
}

/**
 * /admin/orders/:id/lista-de-empaque: what the packer needs to put an order together and hand
 * it over — the order's number and date, who receives it and where, the delivery day and
 * slot, the carrier and tracking number, the lines with a box to tick, the courier's notes and
 * the amount to collect on a cash order. 'Imprimir' prints the slip alone (PrintOnlyTheSlip).
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const orderId = UUID.test(id) ? id : null;
  const order = useOrder(orderId);
  const data = order.data?.id === orderId ? order.data : undefined;

  if (data) {
    return (
      <>
        <PrintOnlyTheSlip />
        <Toolbar>
          <Button onClick={() => window.print()}>{SLIP_TEXTS.print}</Button>
          <BackLink />
        </Toolbar>
        <PackingSlip order={data} />
      </>
    );
  }
  if (orderId === null || (order.isError && isNoRow(order.error))) {
    return (
      <ErrorBox role="alert">
        <span>{SLIP_TEXTS.notFound}</span>
        <BackLink />
      </ErrorBox>
    );
  }
  if (order.isError) {
    return (
      <ErrorBox role="alert">
        <span>{SLIP_TEXTS.loadError}</span>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          Reintentar
        </Button>
      </ErrorBox>
    );
  }
  return (
    <div aria-busy="true" aria-label="Cargando la lista de empaque">
      <SkeletonText lines={10} />
    </div>
  );
}

/** A titled box of the slip, a region named by its heading. */
function SlipBox({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </Box>
  );
}

/** The slip itself: what prints (`data-packing-slip` is what PrintOnlyTheSlip keeps). */
export function PackingSlip({ order }: { order: OrderDetail }) {
  const address = parseShippingAddress(order.shipping_address);
  const phone = customerPhoneOf(address);
  const slot = order.shipping_time_range?.time_range ?? address.shippingOption;
  const units = order.order_items.reduce((sum, item) => sum + item.quantity, 0);
  const collect =
    order.payment_method === 'cash' &&
    order.payment_status !== 'paid' &&
    order.payment_status !== 'refunded' &&
    order.status !== 'cancelled';
  const titleId = useId();

  return (
    <Slip data-packing-slip="" aria-labelledby={titleId}>
      <SlipHeader>
        <div>
          <StoreName>Boñis</StoreName>
          <p>Lista de empaque</p>
        </div>
        <div>
          <h2 id={titleId}>Pedido {order.order_number}</h2>
          <p>
            Realizado el{' '}
            <time dateTime={order.created_at}>{formatDate(order.created_at, 'long')}</time>
          </p>
        </div>
      </SlipHeader>

      {order.status === 'cancelled' && (
        <SlipWarning>Este pedido está cancelado: no lo empaques.</SlipWarning>
      )}

      <Boxes>
        <SlipBox title="Enviar a">
          <address>
            <strong>{customerNameOf(address) ?? 'Sin nombre'}</strong>
            {address.address && <span>{address.address}</span>}
            {address.city && <span>{address.city}</span>}
            {address.department && <span>{address.department}</span>}
            {phone && <span>Tel. {phone}</span>}
          </address>
        </SlipBox>
        <SlipBox title="Entrega">
          <dl>
            <dt>Fecha</dt>
            <dd>{order.delivery_date ? formatDate(order.delivery_date, 'long') : '—'}</dd>
            <dt>Franja</dt>
            <dd>{slot ?? '—'}</dd>
            {order.carrier && (
              <>
                <dt>Transportadora</dt>
                <dd>{order.carrier}</dd>
              </>
            )}
            {order.tracking_number && (
              <>
                <dt>Guía</dt>
                <dd>{order.tracking_number}</dd>
              </>
            )}
            {collect && (
              <>
                <dt>Cobrar al entregar</dt>
                <dd>{formatCOP(order.total)}</dd>
              </>
            )}
          </dl>
        </SlipBox>
      </Boxes>

      <Lines>
        <caption>Productos</caption>
        <thead>
          <tr>
            <th scope="col" data-column="check">
              Empacado
            </th>
            <th scope="col">Producto</th>
            <th scope="col" data-column="quantity">
              Cantidad
            </th>
          </tr>
        </thead>
        <tbody>
          {order.order_items.length === 0 ? (
            <tr>
              <td colSpan={3}>Este pedido no tiene productos</td>
            </tr>
          ) : (
            order.order_items.map((item) => (
              <tr key={item.id}>
                <td data-column="check">
                  <input type="checkbox" aria-label={`Empacado: ${item.product_name}`} />
                </td>
                <td>{item.product_name}</td>
                <td data-column="quantity">{formatNumber(item.quantity)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td>Total de unidades</td>
            <td data-column="quantity">{formatNumber(units)}</td>
          </tr>
        </tfoot>
      </Lines>

      {address.notes && (
        <SlipBox title="Notas para el mensajero">
          <p>{address.notes}</p>
        </SlipBox>
      )}
    </Slip>
  );
}
