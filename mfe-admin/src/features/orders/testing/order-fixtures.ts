import type { OrderDetail } from '../api/get-order';

/** An order as the list selects it (`order_items(count)` embedded). */
export function listRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'order-1',
    order_number: 'BON-1764000000001',
    created_at: '2026-11-21T20:05:00+00:00',
    customer_email: 'ana@correo.co',
    shipping_address: {
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'Ana@Correo.co',
      phone: '3001234567',
      countryCode: '+57',
    },
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    subtotal: 120000,
    shipping_cost: 8000,
    discount_amount: 12000,
    total: 116000,
    carrier: null,
    tracking_number: null,
    order_items: [{ count: 3 }],
    ...overrides,
  };
}

/** An order as the detail dialog selects it. */
export function detailRow(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'order-1',
    order_number: 'BON-1764000000001',
    created_at: '2026-11-21T20:05:00+00:00',
    user_id: 'user-7',
    customer_email: 'ana@correo.co',
    shipping_address: {
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ana@correo.co',
      phone: '3001234567',
      countryCode: '+57',
      address: 'Calle 10 # 43-20, apto 501',
      city: 'Medellín',
      department: 'Antioquia',
      shippingOption: '8:00 a. m. - 12:00 m.',
      notes: 'Dejar en portería',
    },
    status: 'confirmed',
    payment_status: 'paid',
    payment_method: 'credit_card',
    subtotal: 120000,
    shipping_cost: 8000,
    discount_amount: 12000,
    total: 116000,
    carrier: null,
    tracking_number: null,
    shipped_at: null,
    delivered_at: null,
    discount_code: 'BIENVENIDA10',
    user_bonus_id: null,
    roulette_win_id: null,
    delivery_date: '2026-11-23',
    paid_at: '2026-11-21T20:06:00+00:00',
    points_earned: 116,
    points_reversed: 0,
    points_reversed_at: null,
    stock_returned_at: null,
    shipping_time_range: { time_range: '2:00 p. m. - 6:00 p. m.' },
    order_items: [
      {
        id: 'item-1',
        product_id: 'p1',
        product_name: 'Concentrado Premium 3 kg',
        product_price: 50000,
        quantity: 2,
        total: 100000,
      },
      {
        id: 'item-2',
        product_id: 'p2',
        product_name: 'Collar reflectivo',
        product_price: 20000,
        quantity: 1,
        total: 20000,
      },
    ],
    ...overrides,
  };
}
