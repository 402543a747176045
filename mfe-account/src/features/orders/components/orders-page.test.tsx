import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP, formatDate } from '@bonis/design-system';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  resetBus,
  signInOnBus,
  supabaseMock,
  type TableReply,
  type TableRequest,
} from '@bonis/test-utils';
import OrdersRoute from '../../../routes/orders';

type OrderRow = {
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
};

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

let bus: ReturnType<typeof recordBusRequests>;
let orders: OrderRow[];
let ordersAnswer: ((request: TableRequest) => TableReply) | null;
let itemsAnswer: () => TableReply | Promise<TableReply>;
/** the reads of the list and of one order's items, as the page sent them */
let listReads: TableRequest[];
let itemReads: TableRequest[];

/** Answers like PostgREST: the range asked for with the exact count, 416 past the end. */
function serveOrders(request: TableRequest): TableReply {
  if (request.method === 'HEAD') return { rows: [], count: orders.length };
  const from = request.offset ?? 0;
  const to = from + (request.limit ?? orders.length) - 1;
  if (from > 0 && from >= orders.length) {
    return supabaseMock.error({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  }
  return { rows: orders.slice(from, to + 1), count: orders.length };
}

beforeEach(() => {
  orders = newestFirst(3);
  ordersAnswer = null;
  itemsAnswer = () => ITEMS;
  listReads = [];
  itemReads = [];
  supabaseMock.table('orders').get((request) => {
    if (request.method !== 'HEAD') listReads.push(request);
    return (ordersAnswer ?? serveOrders)(request);
  });
  supabaseMock.table('order_items').get(async (request) => {
    itemReads.push(request);
    return itemsAnswer();
  });
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** Testing Library matches text with its spaces normalised; Intl writes no-break spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

const renderOrders = (route = '/orders') => renderWithProviders(<OrdersRoute />, { route });
const restRequests = () => supabaseMock.requests.filter((r) => r.path.startsWith('/rest/'));
const articles = () => screen.getAllByRole('article');
const orderCard = (number: string) => screen.getByRole('article', { name: `Pedido ${number}` });

describe('/orders signed out or unknown', () => {
  it('invites to sign in and asks the shell for the login dialog, reading nothing', async () => {
    resetBus(null);
    const { user } = renderOrders();
    expect(screen.getByRole('region', { name: 'Mis Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para ver tus pedidos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(restRequests()).toEqual([]);
  });

  it('shows a skeleton while the session is still unknown', () => {
    resetBus(undefined);
    renderOrders();
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
    expect(screen.getByText('Cargando pedidos…')).toBeInTheDocument();
    expect(restRequests()).toEqual([]);
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
    expect(
      newest.getByText(shown(formatDate('2026-03-03T15:00:00Z', 'datetime'))),
    ).toBeInTheDocument();
    expect(newest.getByText('Enviado')).toHaveAttribute('data-tone', 'info');
    expect(newest.getByText('Pagado')).toHaveAttribute('data-tone', 'success');
    expect(newest.getByText('Tarjeta de crédito')).toBeInTheDocument();
    expect(newest.getByText(shown(formatCOP(125000)))).toBeInTheDocument();
    const cancelled = within(orderCard('BON-1700000000002'));
    expect(cancelled.getByText('Cancelado')).toBeInTheDocument();
    expect(cancelled.getByText('Reembolsado')).toBeInTheDocument();
    expect(cancelled.getByText('PSE')).toBeInTheDocument();
    const oldest = within(orderCard('BON-1700000000001'));
    expect(oldest.getByText('Pendiente')).toBeInTheDocument();
    expect(oldest.getByText('Pago pendiente')).toBeInTheDocument();
    expect(oldest.getByText('Efectivo contra entrega')).toBeInTheDocument();
    // a single page needs no pagination
    expect(
      screen.queryByRole('navigation', { name: 'Páginas de pedidos' }),
    ).not.toBeInTheDocument();
  });

  it("asks for the user's orders newest first, rows 10-19 with the exact count on page 2", async () => {
    orders = newestFirst(15);
    renderOrders('/orders?page=2');
    await screen.findByText('Mostrando 11-15 de 15 pedidos');
    expect(listReads).toHaveLength(1);
    const [query] = listReads;
    expect(query?.select).toBe(
      'id,order_number,total,subtotal,shipping_cost,discount_amount,status,payment_status,payment_method,created_at,delivery_date,shipping_address',
    );
    expect(query?.count).toBe('exact');
    expect(query?.eq('user_id')).toBe('user-1');
    expect(query?.order).toBe('created_at.desc');
    expect([query?.offset, query?.limit]).toEqual([10, 10]);
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
    const gate = deferred<undefined>();
    itemsAnswer = async () => {
      await gate.promise;
      return ITEMS;
    };
    const { user } = renderOrders();
    await screen.findByText('Mostrando 1-2 de 2 pedidos');
    const card = within(orderCard('BON-1700000000002'));
    const toggle = card.getByRole('button', { name: 'Ver productos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    // nothing is read until the shopper asks
    expect(itemReads).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.textContent).toBe('Ocultar productos');
    expect(panel).toBeVisible();
    expect(card.getByText('Cargando productos…')).toBeInTheDocument();
    gate.resolve(undefined);
    const items = within(await card.findByRole('list', { name: /^Productos del pedido/ }));
    const lines = items.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      `Collar antipulgas2 × ${formatCOP(25000)}${formatCOP(50000)}`,
      `Hueso de juguete1 × ${formatCOP(1)}${formatCOP(1)}`,
    ]);
    const [itemsQuery] = itemReads;
    expect(itemsQuery?.eq('order_id')).toBe('o2');
    expect(itemsQuery?.order).toBe('created_at.asc,product_name.asc');

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
    expect(card.getByText('Entrega en Medellín, Antioquia')).toBeInTheDocument();
    expect(card.getByText('Fecha de entrega: 6 de marzo de 2026')).toBeInTheDocument();
    // the other order stays closed
    expect(
      within(orderCard('BON-1700000000001')).getByRole('button', { name: 'Ver productos' }),
    ).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.textContent).toBe('Ver productos');
    expect(panel).not.toBeVisible();
    expect(card.queryByText('Collar antipulgas')).not.toBeInTheDocument();
  });

  it('says when the items fail to load, and Reintentar reads them again', async () => {
    itemsAnswer = () => supabaseMock.error({ code: 'XX000', message: 'boom' });
    const { user } = renderOrders();
    await screen.findByText('Mostrando 1-3 de 3 pedidos');
    const card = within(orderCard('BON-1700000000003'));
    await user.click(card.getByRole('button', { name: 'Ver productos' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Error - No se pudieron cargar los productos',
    );
    expect(console.error).toHaveBeenCalled();
    itemsAnswer = () => ITEMS;
    await user.click(card.getByRole('button', { name: 'Reintentar' }));
    expect(await card.findByText('Collar antipulgas')).toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through ?page=, says what is shown and takes focus back to the heading', async () => {
    orders = newestFirst(15);
    const view = renderOrders();
    const { user } = view;
    await screen.findByText('Mostrando 1-10 de 15 pedidos');
    expect(articles()).toHaveLength(10);
    const pagination = within(screen.getByRole('navigation', { name: 'Páginas de pedidos' }));
    expect(pagination.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(pagination.getByRole('button', { name: 'Página 2' }));
    expect(view.location()).toBe('/orders?page=2');
    expect(screen.getByRole('heading', { name: 'Mis Pedidos' })).toHaveFocus();
    expect(await screen.findByText('Mostrando 11-15 de 15 pedidos')).toBeInTheDocument();
    expect(articles()).toHaveLength(5);
    expect(within(articles()[0] as HTMLElement).getByRole('heading').textContent).toBe(
      'Pedido BON-1700000000005',
    );
    expect(pagination.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(pagination.getByRole('button', { name: 'Anterior' }));
    expect(view.location()).toBe('/orders');
    expect(await screen.findByText('Mostrando 1-10 de 15 pedidos')).toBeInTheDocument();
  });

  it('moves a page past the end to the last page, and an unreadable page to the first', async () => {
    orders = newestFirst(15);
    const past = renderOrders('/orders?page=9');
    expect(await screen.findByText('Mostrando 11-15 de 15 pedidos')).toBeInTheDocument();
    expect(past.location()).toBe('/orders?page=2');
    past.unmount();

    const unreadable = renderOrders('/orders?page=abc');
    expect(await screen.findByText('Mostrando 1-10 de 15 pedidos')).toBeInTheDocument();
    expect(unreadable.location()).toBe('/orders');
  });

  it('has an empty state that leads to the catalogue', async () => {
    orders = [];
    renderOrders();
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes pedidos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute(
      'href',
      '/all-products',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the orders fail to load, logs it, and Reintentar reads them again', async () => {
    ordersAnswer = () => supabaseMock.error({ code: 'XX000', message: 'boom' });
    const { user } = renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - No se pudieron cargar los pedidos',
    );
    expect(console.error).toHaveBeenCalledWith(
      '[mfe-account] loading the orders failed',
      expect.objectContaining({ message: 'boom' }),
    );
    ordersAnswer = null;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
