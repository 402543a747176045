import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCOP, formatDate } from '@bonis/design-system';
import {
  argsOf,
  provideFakeSupabase,
  type FakeSupabase,
  type RecordedCall,
  type TableResult,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import OrdersRoute from '../../../routes/orders';

interface OrderRow {
  id: string;
  order_number: string;
  total: number;
  subtotal: number;
  shipping_cost: number;
  discount_amount: number;
  status: string;
  payment_status: string;
  payment_method: string;
  created_at: string;
  delivery_date: string | null;
  shipping_address: unknown;
}

/** Order n of the shopper; a higher n is newer. */
const orderRow = (n: number, overrides: Partial<OrderRow> = {}): OrderRow => ({
  id: `o${n}`,
  order_number: `BON-17000000000${String(n).padStart(2, '0')}`,
  subtotal: 50000 + n,
  shipping_cost: 8000,
  discount_amount: 0,
  total: 58000 + n,
  status: 'pending',
  payment_status: 'pending',
  payment_method: 'cash',
  created_at: `2026-03-${String(n).padStart(2, '0')}T15:00:00Z`,
  delivery_date: null,
  shipping_address: { firstName: 'Ana', city: 'Medellín', department: 'Antioquia' },
  ...overrides,
});

/** n newest orders, newest first, as the server sorts them. */
const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => orderRow(n - i));

const ITEMS = [
  { id: 'i1', product_name: 'Collar antipulgas', product_price: 25000, quantity: 2, total: 50000 },
  { id: 'i2', product_name: 'Hueso de juguete', product_price: 1, quantity: 1, total: 1 },
];

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let orders: OrderRow[];
let ordersAnswer: ((calls: RecordedCall[]) => TableResult) | null;
let itemsAnswer: () => TableResult;

const isHead = (calls: RecordedCall[]) =>
  calls.some((call) => call.method === 'select' && (call.args[1] as { head?: boolean })?.head);

/** Answers like PostgREST: the range asked for with the exact count, 416 past the end. */
function serveOrders(calls: RecordedCall[]): TableResult {
  if (isHead(calls)) return { count: orders.length };
  const [from, to] = argsOf({ table: 'orders', calls }, 'range') as [number, number];
  if (from > 0 && from >= orders.length) {
    return { error: { code: 'PGRST103', message: 'Requested range not satisfiable' } };
  }
  return { data: orders.slice(from, to + 1), count: orders.length };
}

beforeEach(() => {
  orders = newestFirst(3);
  ordersAnswer = null;
  itemsAnswer = () => ({ data: ITEMS });
  fake = provideFakeSupabase({
    orders: (calls) => (ordersAnswer ?? serveOrders)(calls),
    order_items: () => itemsAnswer(),
  });
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bus.stop();
  vi.restoreAllMocks();
});

/** Testing Library matches text with its spaces normalised; Intl writes no-break spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

const renderOrders = (route = '/orders') => renderWidget(<OrdersRoute />, { route });
const articles = () => screen.getAllByRole('article');
const orderCard = (number: string) => screen.getByRole('article', { name: `Pedido ${number}` });
const listQueries = () => fake.queries.filter((q) => q.table === 'orders' && !isHead(q.calls));

describe('/orders signed out or unknown', () => {
  it('invites to sign in and asks the shell for the login dialog, reading nothing', () => {
    resetBus(null);
    renderOrders();
    expect(screen.getByRole('region', { name: 'Mis Pedidos' })).toBeTruthy();
    expect(screen.getByText('Inicia sesión para ver tus pedidos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(fake.queries).toEqual([]);
  });

  it('shows a skeleton while the session is still unknown', () => {
    resetBus(undefined);
    renderOrders();
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    expect(screen.getByText('Cargando pedidos…')).toBeTruthy();
    expect(fake.queries).toEqual([]);
  });
});

describe('/orders signed in', () => {
  it('lists each order with number, date, status, payment status, method and total', async () => {
    orders = [
      orderRow(3, {
        status: 'shipped',
        payment_status: 'paid',
        payment_method: 'credit_card',
        total: 125000,
      }),
      orderRow(2, { status: 'cancelled', payment_status: 'refunded', payment_method: 'pse' }),
      orderRow(1),
    ];
    renderOrders();
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    await screen.findByText('Mostrando 1-3 de 3 pedidos');
    expect(articles().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Pedido BON-1700000000003',
      'Pedido BON-1700000000002',
      'Pedido BON-1700000000001',
    ]);
    const newest = within(orderCard('BON-1700000000003'));
    expect(newest.getByText(shown(formatDate('2026-03-03T15:00:00Z', 'datetime')))).toBeTruthy();
    expect(newest.getByText('Enviado').getAttribute('data-variant')).toBe('popular');
    expect(newest.getByText('Pagado').getAttribute('data-variant')).toBe('activo');
    expect(newest.getByText('Tarjeta de crédito')).toBeTruthy();
    expect(newest.getByText(shown(formatCOP(125000)))).toBeTruthy();
    const cancelled = within(orderCard('BON-1700000000002'));
    expect(cancelled.getByText('Cancelado')).toBeTruthy();
    expect(cancelled.getByText('Reembolsado')).toBeTruthy();
    expect(cancelled.getByText('PSE')).toBeTruthy();
    const oldest = within(orderCard('BON-1700000000001'));
    expect(oldest.getByText('Pendiente')).toBeTruthy();
    expect(oldest.getByText('Pago pendiente')).toBeTruthy();
    expect(oldest.getByText('Efectivo contra entrega')).toBeTruthy();
    // a single page needs no pagination
    expect(screen.queryByRole('navigation', { name: 'Páginas de pedidos' })).toBeNull();
  });

  it("asks for the user's orders newest first, rows 10-19 with the exact count on page 2", async () => {
    orders = newestFirst(15);
    renderOrders('/orders?page=2');
    await screen.findByText('Mostrando 11-15 de 15 pedidos');
    expect(listQueries()).toHaveLength(1);
    const [query] = listQueries();
    expect(argsOf(query, 'select')).toEqual([
      'id, order_number, total, subtotal, shipping_cost, discount_amount, status, payment_status, payment_method, created_at, delivery_date, shipping_address',
      { count: 'exact' },
    ]);
    expect(argsOf(query, 'eq')).toEqual(['user_id', 'user-1']);
    expect(argsOf(query, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(query, 'range')).toEqual([10, 19]);
    expect(articles()).toHaveLength(5);
  });

  it('opens an order to load and show its items and amounts, and closes it again', async () => {
    orders = [
      orderRow(2, {
        subtotal: 50001,
        shipping_cost: 0,
        discount_amount: 5000,
        total: 45001,
        delivery_date: '2026-03-06',
      }),
      orderRow(1),
    ];
    renderOrders();
    await screen.findByText('Mostrando 1-2 de 2 pedidos');
    const card = within(orderCard('BON-1700000000002'));
    const toggle = card.getByRole('button', { name: 'Ver productos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    // nothing is read until the shopper asks
    expect(fake.queries.some((q) => q.table === 'order_items')).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Ocultar productos');
    expect(panel?.hidden).toBe(false);
    expect(card.getByText('Cargando productos…')).toBeTruthy();
    const items = within(await card.findByRole('list', { name: /^Productos del pedido/ }));
    const lines = items.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      `Collar antipulgas2 × ${formatCOP(25000)}${formatCOP(50000)}`,
      `Hueso de juguete1 × ${formatCOP(1)}${formatCOP(1)}`,
    ]);
    const itemsQuery = fake.queries.find((q) => q.table === 'order_items');
    expect(argsOf(itemsQuery, 'eq')).toEqual(['order_id', 'o2']);
    expect(argsOf(itemsQuery, 'order')).toEqual(['created_at', { ascending: true }]);

    const summary = card.getByText('Subtotal').closest('dl');
    const terms = within(summary as HTMLElement)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      `Subtotal: ${formatCOP(50001)}`,
      'Envío: Gratis',
      `Descuento: -${formatCOP(5000)}`,
      `Total: ${formatCOP(45001)}`,
    ]);
    expect(card.getByText('Entrega en Medellín, Antioquia')).toBeTruthy();
    expect(card.getByText('Fecha de entrega: 6 de marzo de 2026')).toBeTruthy();
    // the other order stays closed
    expect(
      within(orderCard('BON-1700000000001'))
        .getByRole('button', { name: 'Ver productos' })
        .getAttribute('aria-expanded'),
    ).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Ver productos');
    expect(panel?.hidden).toBe(true);
    expect(card.queryByText('Collar antipulgas')).toBeNull();
  });

  it('says when the items fail to load, and Reintentar reads them again', async () => {
    itemsAnswer = () => ({ error: { message: 'boom', code: 'XX000' } });
    renderOrders();
    await screen.findByText('Mostrando 1-3 de 3 pedidos');
    const card = within(orderCard('BON-1700000000003'));
    fireEvent.click(card.getByRole('button', { name: 'Ver productos' }));
    expect((await card.findByRole('alert')).textContent).toContain(
      'Error - No se pudieron cargar los productos',
    );
    expect(console.error).toHaveBeenCalled();
    itemsAnswer = () => ({ data: ITEMS });
    fireEvent.click(card.getByRole('button', { name: 'Reintentar' }));
    expect(await card.findByText('Collar antipulgas')).toBeTruthy();
    expect(card.queryByRole('alert')).toBeNull();
  });

  it('pages through ?page=, says what is shown and takes focus back to the heading', async () => {
    orders = newestFirst(15);
    const view = renderOrders();
    await screen.findByText('Mostrando 1-10 de 15 pedidos');
    expect(articles()).toHaveLength(10);
    const pagination = within(screen.getByRole('navigation', { name: 'Páginas de pedidos' }));
    expect(pagination.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(pagination.getByRole('button', { name: 'Página 2' }));
    expect(view.location()).toBe('/orders?page=2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mis Pedidos' }));
    expect(await screen.findByText('Mostrando 11-15 de 15 pedidos')).toBeTruthy();
    expect(articles()).toHaveLength(5);
    expect(within(articles()[0] as HTMLElement).getByRole('heading').textContent).toBe(
      'Pedido BON-1700000000005',
    );
    expect(pagination.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(pagination.getByRole('button', { name: 'Anterior' }));
    expect(view.location()).toBe('/orders');
    expect(await screen.findByText('Mostrando 1-10 de 15 pedidos')).toBeTruthy();
  });

  it('moves a page past the end to the last page, and an unreadable page to the first', async () => {
    orders = newestFirst(15);
    const past = renderOrders('/orders?page=9');
    expect(await screen.findByText('Mostrando 11-15 de 15 pedidos')).toBeTruthy();
    expect(past.location()).toBe('/orders?page=2');
    past.unmount();

    const unreadable = renderOrders('/orders?page=abc');
    expect(await screen.findByText('Mostrando 1-10 de 15 pedidos')).toBeTruthy();
    expect(unreadable.location()).toBe('/orders');
  });

  it('has an empty state that leads to the catalogue', async () => {
    orders = [];
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Aún no tienes pedidos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar productos' }).getAttribute('href')).toBe(
      '/all-products',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the orders fail to load, logs it, and Reintentar reads them again', async () => {
    ordersAnswer = () => ({ error: { message: 'boom', code: 'XX000' } });
    renderOrders();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error - No se pudieron cargar los pedidos',
    );
    expect(console.error).toHaveBeenCalledWith(
      '[mfe-account] loading the orders failed',
      expect.objectContaining({ message: 'boom' }),
    );
    ordersAnswer = null;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
