import { useId } from 'react';
import {
  Button,
  DataTable,
  formatCOP,
  formatDate,
  formatNumber,
  Modal,
  SkeletonText,
  type DataTableColumn,
} from '@bonis/design-system';
import { AuditTrail } from '../../../components/admin-kit';
import { useOrder, type OrderDetail, type OrderItem } from '../api/get-order';
import { paymentMethodLabel } from '../lib/order-labels';
import {
  customerNameOf,
  customerPhoneOf,
  parseShippingAddress,
  placeOf,
} from '../lib/shipping-address';
import { OrderStatusControls } from './order-status-controls';
import {
  Columns,
  Detail,
  ErrorBox,
  Facts,
  Notice,
  Section,
  SectionTitle,
  Totals,
} from './orders.styles';

export const DETAIL_LOAD_ERROR = 'No se pudo cargar el pedido';

const itemColumns: DataTableColumn<OrderItem>[] = [
  { key: 'product_name', header: 'Producto', render: (item) => item.product_name },
  {
    key: 'quantity',
    header: 'Cantidad',
    align: 'end',
    render: (item) => formatNumber(item.quantity),
  },
  {
    key: 'product_price',
    header: 'Precio unitario',
    align: 'end',
    render: (item) => formatCOP(item.product_price),
  },
  { key: 'total', header: 'Total', align: 'end', render: (item) => formatCOP(item.total) },
];

/** The audit trail's names for the order columns an admin changes. */
const auditFieldLabels = {
  status: 'Estado del pedido',
  payment_status: 'Estado del pago',
};

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

/** One order in full, its two status selectors and its change history. */
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

function OrderDetailContent({ order }: { order: OrderDetail }) {
  const address = parseShippingAddress(order.shipping_address);
  const email = order.customer_email ?? address.email;
  const phone = customerPhoneOf(address);
  const slot = order.shipping_time_range?.time_range ?? address.shippingOption;
  const id = useId();
  const titleId = (name: string) => `${id}-${name}`;

  return (
    <Detail>
      <Section aria-labelledby={titleId('status')}>
        <SectionTitle id={titleId('status')}>Estado</SectionTitle>
        <Facts>
          <dt>Método de pago</dt>
          <dd>{paymentMethodLabel(order.payment_method)}</dd>
          {order.paid_at && (
            <>
              <dt>Pagado el</dt>
              <dd>{formatDate(order.paid_at, 'datetime')}</dd>
            </>
          )}
        </Facts>
        <OrderStatusControls order={order} />
        {order.stock_returned_at && (
          <Notice>
            Stock devuelto al inventario el {formatDate(order.stock_returned_at, 'datetime')}.
          </Notice>
        )}
      </Section>

      <Section aria-labelledby={titleId('items')}>
        <SectionTitle id={titleId('items')}>Productos</SectionTitle>
        <DataTable
          caption="Productos del pedido"
          captionHidden
          columns={itemColumns}
          rows={order.order_items}
          getRowId={(item) => item.id}
          emptyMessage="Este pedido no tiene productos"
        />
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
      </Section>

      <Columns>
        <Section aria-labelledby={titleId('customer')}>
          <SectionTitle id={titleId('customer')}>Cliente</SectionTitle>
          <Facts>
            <dt>Nombre</dt>
            <dd>{customerNameOf(address) ?? 'Sin nombre'}</dd>
            <dt>Correo</dt>
            <dd>{email ?? '—'}</dd>
            <dt>Teléfono</dt>
            <dd>{phone ?? '—'}</dd>
          </Facts>
        </Section>

        <Section aria-labelledby={titleId('shipping')}>
          <SectionTitle id={titleId('shipping')}>Envío</SectionTitle>
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
        </Section>
      </Columns>

      <Columns>
        <Section aria-labelledby={titleId('discount')}>
          <SectionTitle id={titleId('discount')}>Descuento</SectionTitle>
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
        </Section>

        <Section aria-labelledby={titleId('points')}>
          <SectionTitle id={titleId('points')}>Puntos</SectionTitle>
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
        </Section>
      </Columns>

      <AuditTrail table="orders" rowId={order.id} fieldLabels={auditFieldLabels} />
    </Detail>
  );
}
