import {
  Button,
  formatCOP,
  formatDate,
  formatNumber,
  Modal,
  SkeletonText,
} from '@bonis/design-system';
import { paymentMethodLabel } from '@bonis/supabase-client';
import {
  AuditTrail,
  DetailPart,
  DetailSections,
  DetailTable,
  Facts,
} from '../../../components/admin-kit';
import { useOrder, type OrderDetail } from '../api/get-order';
import {
  customerNameOf,
  customerPhoneOf,
  parseShippingAddress,
  placeOf,
} from '../lib/shipping-address';
import { InternalNotes } from './internal-notes';
import { OrderShipment } from './order-shipment';
import { OrderStatusControls } from './order-status-controls';
import { Columns, ErrorBox, Totals } from './orders.styles';

export const DETAIL_LOAD_ERROR = 'No se pudo cargar el pedido';

/** Where a discount without a code came from: a bonus bought with points or a roulette prize. */
function discountSourceOf(order: OrderDetail): string {
  if (order.user_bonus_id) return 'Bono de la tienda de bonos';
  if (order.roulette_win_id) return 'Premio de la ruleta';
  return 'Otro';
}

export interface OrderDetailDialogProps {
  /** the order shown; null: closed */
  orderId: string | null;
  onClose: () => void;
}

/**
 * One order in full: its two status selectors, its shipment (ship, 'Marcar entregado', the
 * packing slip), its internal notes and its change history.
 */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const order = useOrder(orderId);
  const data = order.data?.id === orderId ? order.data : undefined;
  return (
    <Modal
      open={orderId !== null}
      onClose={onClose}
      size="lg"
      title={data ? `Pedido ${data.order_number}` : 'Detalle del pedido'}
      description={data ? `Realizado el ${formatDate(data.created_at, 'datetime')}` : undefined}
    >
      {data ? (
        <OrderDetailContent order={data} />
      ) : order.isError ? (
        <ErrorBox role="alert">
          <span>{DETAIL_LOAD_ERROR}</span>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            Reintentar
          </Button>
        </ErrorBox>
      ) : (
        <div aria-busy="true" aria-label="Cargando pedido">
          <SkeletonText lines={8} />
        </div>
      )}
    </Modal>
  );
}

/** The order's lines: a small table that fits a phone (there without the unit price). */
function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <DetailTable aria-label="Productos del pedido">
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col" data-align="end">
            Cantidad
          </th>
          <th scope="col" data-align="end" data-optional="">
            Precio unitario
          </th>
          <th scope="col" data-align="end">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.order_items.length === 0 ? (
          <tr>
            <td colSpan={4}>Este pedido no tiene productos</td>
          </tr>
        ) : (
          order.order_items.map((item) => (
            <tr key={item.id}>
              <td>{item.product_name}</td>
              <td data-align="end">{formatNumber(item.quantity)}</td>
              <td data-align="end" data-optional="">
                {formatCOP(item.product_price)}
              </td>
              <td data-align="end">{formatCOP(item.total)}</td>
            </tr>
          ))
        )}
      </tbody>
    </DetailTable>
  );
}

function OrderDetailContent({ order }: { order: OrderDetail }) {
  const address = parseShippingAddress(order.shipping_address);
  const email = order.customer_email ?? address.email;
  const phone = customerPhoneOf(address);
  const slot = order.shipping_time_range?.time_range ?? address.shippingOption;

  return (
    <DetailSections>
      <DetailPart title="Estado">
        <Facts>
          <dt>Método de pago</dt>
          <dd>{paymentMethodLabel(order.payment_method)}</dd>
          {order.paid_at && (
            <>
              <dt>Pagado el</dt>
              <dd>{formatDate(order.paid_at, 'datetime')}</dd>
            </>
          )}
          {order.stock_returned_at && (
            <>
              <dt>Stock devuelto el</dt>
              <dd>{formatDate(order.stock_returned_at, 'datetime')}</dd>
            </>
          )}
        </Facts>
        <OrderStatusControls order={order} />
      </DetailPart>

      <OrderShipment order={order} />

      <DetailPart title="Productos">
        <OrderItems order={order} />
        <Totals>
          <dt>Subtotal</dt>
          <dd>{formatCOP(order.subtotal)}</dd>
          <dt>Envío</dt>
          <dd>{order.shipping_cost === 0 ? 'Gratis' : formatCOP(order.shipping_cost)}</dd>
          <dt>{order.discount_code ? `Descuento (${order.discount_code})` : 'Descuento'}</dt>
          <dd>
            {order.discount_amount > 0 ? `-${formatCOP(order.discount_amount)}` : formatCOP(0)}
          </dd>
          <dt data-total="">Total</dt>
          <dd data-total="">{formatCOP(order.total)}</dd>
        </Totals>
      </DetailPart>

      <Columns>
        <DetailPart title="Cliente">
          <Facts>
            <dt>Nombre</dt>
            <dd>{customerNameOf(address) ?? 'Sin nombre'}</dd>
            <dt>Correo</dt>
            <dd>{email ?? '—'}</dd>
            <dt>Teléfono</dt>
            <dd>{phone ?? '—'}</dd>
          </Facts>
        </DetailPart>

        <DetailPart title="Entrega">
          <Facts>
            <dt>Dirección</dt>
            <dd>{address.address ?? '—'}</dd>
            <dt>Ciudad</dt>
            <dd>{placeOf(address) ?? '—'}</dd>
            <dt>Fecha de entrega</dt>
            <dd>{order.delivery_date ? formatDate(order.delivery_date, 'long') : '—'}</dd>
            <dt>Franja horaria</dt>
            <dd>{slot ?? '—'}</dd>
            {address.notes && (
              <>
                <dt>Notas</dt>
                <dd>{address.notes}</dd>
              </>
            )}
          </Facts>
        </DetailPart>
      </Columns>

      <Columns>
        <DetailPart title="Descuento">
          <Facts>
            <dt>Código</dt>
            <dd>{order.discount_code ?? 'Ninguno'}</dd>
            {!order.discount_code && order.discount_amount > 0 && (
              <>
                <dt>Origen</dt>
                <dd>{discountSourceOf(order)}</dd>
              </>
            )}
            <dt>Valor</dt>
            <dd>{formatCOP(order.discount_amount)}</dd>
          </Facts>
        </DetailPart>

        <DetailPart title="Puntos">
          <Facts>
            <dt>Puntos ganados</dt>
            <dd>{formatNumber(order.points_earned)}</dd>
            {order.points_reversed_at && (
              <>
                <dt>Puntos descontados</dt>
                <dd>
                  {formatNumber(order.points_reversed)} (el{' '}
                  {formatDate(order.points_reversed_at, 'datetime')})
                </dd>
              </>
            )}
          </Facts>
        </DetailPart>
      </Columns>

      <InternalNotes orderId={order.id} />

      <AuditTrail table="orders" rowId={order.id} />
    </DetailSections>
  );
}
