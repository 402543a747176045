import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '@bonis/supabase-client';
import type { CsvColumn } from '../../../components/admin-kit';
import type { OrderListRow } from '../api/get-orders';
import { formatDateTimeNumeric } from './date-time';
import { customerNameOf, parseShippingAddress } from './shipping-address';

/**
 * The orders CSV: one line per order of the filtered list, amounts in pesos, then the carrier
 * and tracking number of a shipped order.
 */
export const ordersCsvColumns: readonly CsvColumn<OrderListRow>[] = [
  { header: 'Número de pedido', value: (row) => row.order_number },
  { header: 'Fecha', value: (row) => formatDateTimeNumeric(row.created_at) },
  { header: 'Cliente', value: (row) => customerNameOf(parseShippingAddress(row.shipping_address)) },
  {
    header: 'Correo',
    value: (row) => row.customer_email ?? parseShippingAddress(row.shipping_address).email,
  },
  { header: 'Estado', value: (row) => orderStatusLabel(row.status) },
  { header: 'Estado del pago', value: (row) => paymentStatusLabel(row.payment_status) },
  { header: 'Método de pago', value: (row) => paymentMethodLabel(row.payment_method) },
  { header: 'Subtotal', value: (row) => row.subtotal },
  { header: 'Envío', value: (row) => row.shipping_cost },
  { header: 'Descuento', value: (row) => row.discount_amount },
  { header: 'Total', value: (row) => row.total },
  { header: 'Transportadora', value: (row) => row.carrier },
  { header: 'Número de guía', value: (row) => row.tracking_number },
];
