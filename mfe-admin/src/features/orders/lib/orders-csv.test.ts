import { describe, expect, it } from 'vitest';
import type { OrderListRow } from '../api/get-orders';
import { ordersCsvColumns } from './orders-csv';

const row: OrderListRow = {
  id: 'order-1',
  order_number: 'BON-1764000000001',
  created_at: '2026-11-21T20:05:00+00:00',
  customer_email: 'ana@correo.co',
  shipping_address: { firstName: 'Ana', lastName: 'Gómez', email: 'Ana@Correo.co' },
  status: 'preparing',
  payment_status: 'paid',
  payment_method: 'pse',
  subtotal: 120000,
  shipping_cost: 8000,
  discount_amount: 12000,
  total: 116000,
  carrier: 'Servientrega',
  tracking_number: 'SV-700012345',
  items_count: 3,
};

describe('the orders CSV', () => {
  it('has the columns of the books, in order', () => {
    expect(ordersCsvColumns.map((column) => column.header)).toEqual([
      'Número de pedido',
      'Fecha',
      'Cliente',
      'Correo',
      'Estado',
      'Estado del pago',
      'Método de pago',
      'Subtotal',
      'Envío',
      'Descuento',
      'Total',
      'Transportadora',
      'Número de guía',
    ]);
  });

  it('writes an order in Bogotá time, with Spanish labels and amounts as numbers', () => {
    expect(ordersCsvColumns.map((column) => column.value(row))).toEqual([
      'BON-1764000000001',
      '21/11/2026, 15:05',
      'Ana Gómez',
      'ana@correo.co',
      'En preparación',
      'Pagado',
      'PSE',
      120000,
      8000,
      12000,
      116000,
      'Servientrega',
      'SV-700012345',
    ]);
  });

  it("falls back to the address's email and leaves a nameless customer empty", () => {
    const values = ordersCsvColumns.map((column) =>
      column.value({ ...row, customer_email: null, shipping_address: { email: 'x@y.co' } }),
    );
    expect(values[2]).toBeNull();
    expect(values[3]).toBe('x@y.co');
  });
});
