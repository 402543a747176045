import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { DashboardPage } from './dashboard-page';
import { PENDING_LINKS } from './pending-work';

/** Intl separates '$' with a no-break space: compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

/** 30 days ending 2026-11-26, zero-filled, with sales on the last two. */
const revenueByDay = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 28 + index));
  const day = date.toISOString().slice(0, 10);
  if (index === 28) return { day, revenue: 150000, orders: 2 };
  if (index === 29) return { day, revenue: 99900, orders: 1 };
  return { day, revenue: 0, orders: 0 };
});

const stats = {
  total_products: 42,
  total_orders: 1280,
  total_users: 315,
  total_revenue: 12500000,
  low_stock: [
    { id: 'p-1', name: 'Croquetas Pro Plan & Co', stock_quantity: 0, is_active: true },
    { id: 'p-2', name: 'Arena para gatos', stock_quantity: 3, is_active: false },
  ],
  revenue_by_day: revenueByDay,
  orders_by_status: {
    pending: 4,
    confirmed: 3,
    preparing: 2,
    shipped: 1,
    delivered: 20,
    cancelled: 5,
  },
  top_products: [
    { id: 'p-9', name: 'Snack dental', units: 57 },
    { id: 'p-8', name: 'Collar reflectivo', units: 1 },
  ],
  new_users_week: 12,
};

/** The period's days as the report gives them: zero-filled, sales on the last two. */
const byDay = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(`${from}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    const day = date.toISOString().slice(0, 10);
    if (count > 1 && index === count - 2)
      return { day, orders: 3, paid_orders: 2, revenue: 150000 };
    if (index === count - 1) return { day, orders: 1, paid_orders: 1, revenue: 99900 };
    return { day, orders: 0, paid_orders: 0, revenue: 0 };
  });

/** `admin_dashboard_report` for a period: its days, 4 orders, 3 paid, and the pending work. */
function reportFor({ p_from, p_to }: Record<string, unknown>) {
  const from = String(p_from);
  const to = String(p_to);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return {
    from,
    to,
    days,
    orders: 4,
    paid_orders: 3,
    revenue: 249900,
    average_order_value: 83300,
    new_customers: 7,
    by_day: byDay(from, days),
    pending: {
      redemptions_pending: 5,
      orders_to_ship: 9,
      orders_confirmed: 6,
      orders_preparing: 3,
      gifts_overdue: 2,
    },
  };
}

/** 26 Nov 2026, 10:00 in Bogotá. */
const NOW = new Date('2026-11-26T15:00:00Z');

const card = (label: string) => screen.getByRole('group', { name: label });
const periodButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Periodo' })).getByRole('button', { name });
/** The periods the report was asked for, in order. */
const periodsAsked = () =>
  supabaseMock.rpcCalls('admin_dashboard_report').map((args) => `${args.p_from}/${args.p_to}`);

/** The exact low-stock count (`products`, head + count) the dashboard reads with the function. */
const lowStockCount = (count: number) =>
  supabaseMock
    .table('products')
    .get(({ method }) => (method === 'HEAD' ? { rows: [], count } : []));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  lowStockCount(stats.low_stock.length);
  supabaseMock.rpc('admin_dashboard_report', ({ body }) => reportFor(body));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the admin dashboard', () => {
  it("shows the function's figures in the four cards, the revenue in COP", async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);

    await waitFor(() => expect(card('Total de productos')).toHaveTextContent('42'));
    expect(card('Total de pedidos')).toHaveTextContent('1.280');
    expect(card('Total de usuarios')).toHaveTextContent('315');
    expect(plain(card('Ingresos totales').textContent)).toContain('$ 12.500.000');
    expect(card('Nuevos usuarios esta semana')).toHaveTextContent('12');
    expect(supabaseMock.rpcCalls('admin_dashboard_stats')).toHaveLength(1);
  });

  it('shows loading placeholders until the figures arrive', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);
    expect(card('Total de pedidos')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(card('Total de pedidos')).not.toHaveAttribute('aria-busy'));
  });

  it('lists the low-stock products with their stock, each linking to the filtered products screen', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);

    const panel = await screen.findByRole('region', { name: 'Stock bajo 2 productos' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('0 unidades');
    expect(items[1]).toHaveTextContent('3 unidades');
    expect(items[1]).toHaveTextContent('Inactivo');

    const link = within(panel).getByRole('link', { name: 'Croquetas Pro Plan & Co' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://admin.test');
    expect(href.pathname).toBe('/admin/products');
    expect(href.searchParams.get('stock')).toBe('low');
    expect(href.searchParams.get('q')).toBe('Croquetas Pro Plan & Co');
  });

  it('counts every low-stock product, not only the 20 the function lists', async () => {
    lowStockCount(23);
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);

    const panel = await screen.findByRole('region', { name: 'Stock bajo 23 productos' });
    expect(within(panel).getByRole('link', { name: 'Y 21 productos más' })).toHaveAttribute(
      'href',
      '/admin/products?stock=low',
    );
    expect(card('Total de productos')).toHaveTextContent('23 productos con stock bajo');
    const count = supabaseMock.requests.find((r) => r.path === '/rest/v1/products');
    expect(count?.method).toBe('HEAD');
    expect(count?.query).toMatchObject({ stock_quantity: 'lt.10' });
  });

  it('follows a low-stock link to the products screen', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    const { user, location } = renderWithProviders(<DashboardPage />);
    await user.click(await screen.findByRole('link', { name: 'Arena para gatos' }));
    expect(location()).toBe('/admin/products?stock=low&q=Arena+para+gatos');
  });

  it('says every product has enough stock when none is low', async () => {
    lowStockCount(0);
    supabaseMock.rpc('admin_dashboard_stats', () => ({ ...stats, low_stock: [] }));
    renderWithProviders(<DashboardPage />);
    expect(
      await screen.findByText('Todos los productos tienen stock suficiente'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stock bajo' })).toBeInTheDocument();
  });

  it('shows the orders by status with their Spanish names', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Pedidos por estado' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(6));
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pendiente4',
      'Confirmado3',
      'En preparación2',
      'Enviado1',
      'Entregado20',
      'Cancelado5',
    ]);
  });

  it('ranks the best sellers by units sold', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Productos más vendidos' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first).toHaveTextContent('Snack dental57 unidades');
    expect(second).toHaveTextContent('Collar reflectivo1 unidad');
  });

  it("sums the period in the chart's caption and lists its days in a table", async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    const { user } = renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Ingresos por día' });
    await waitFor(() =>
      expect(plain(panel.textContent)).toContain(
        '28 de octubre de 2026 – 26 de noviembre de 2026: $ 249.900 en ingresos (pedidos pagados) y 4 pedidos.',
      ),
    );
    await user.click(within(panel).getByText('Ver los datos por día'));
    const table = within(panel).getByRole('table', {
      name: 'Ingresos y pedidos por día, 28 de octubre de 2026 – 26 de noviembre de 2026',
    });
    const rows = within(table).getAllByRole('row');
    // the header and the 30 days, zero-filled
    expect(rows).toHaveLength(31);
    expect(plain(rows[1]?.textContent)).toBe('28 de octubre de 2026$ 000');
    expect(plain(rows[30]?.textContent)).toBe('26 de noviembre de 2026$ 99.90011');
  });

  it('draws the revenue per day as bars, loaded on demand, hidden from assistive technology', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Ingresos por día' });
    // recharts draws no roles of its own here: its wrapper is how the chart is found
    await waitFor(() => expect(panel.querySelector('.recharts-wrapper')).not.toBeNull());
    expect(
      panel.querySelector('.recharts-wrapper')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    // bars, not a line that would draw between the days
    expect(panel.querySelector('.recharts-line')).toBeNull();
    await waitFor(() => expect(panel.querySelector('.recharts-bar')).not.toBeNull());
  });

  it('reads the figures again when an order is placed or changes, without a reload', async () => {
    let reads = 0;
    supabaseMock.rpc('admin_dashboard_stats', () => {
      reads += 1;
      return reads === 1 ? stats : { ...stats, total_orders: 1281, total_revenue: 12600000 };
    });
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(card('Total de pedidos')).toHaveTextContent('1.280'));

    await supabaseMock.realtime.subscribed('orders');
    supabaseMock.realtime.push({
      table: 'orders',
      eventType: 'INSERT',
      new: { id: 'o-1', status: 'pending', total: 100000 },
    });
    await waitFor(() => expect(card('Total de pedidos')).toHaveTextContent('1.281'));
    expect(plain(card('Ingresos totales').textContent)).toContain('$ 12.600.000');
    expect(reads).toBe(2);
  });

  it('reads the figures again when a product changes', async () => {
    let low = 2;
    supabaseMock
      .table('products')
      .get(({ method }) => (method === 'HEAD' ? { rows: [], count: low } : []));
    let reads = 0;
    supabaseMock.rpc('admin_dashboard_stats', () => {
      reads += 1;
      return reads === 1 ? stats : { ...stats, low_stock: [] };
    });
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('link', { name: 'Arena para gatos' });

    await supabaseMock.realtime.subscribed('products');
    low = 0;
    supabaseMock.realtime.push({
      table: 'products',
      eventType: 'UPDATE',
      new: { id: 'p-2', stock_quantity: 40 },
    });
    expect(
      await screen.findByText('Todos los productos tienen stock suficiente'),
    ).toBeInTheDocument();
  });

  it("shows an error with 'Reintentar' and a toast when the figures can't be read", async () => {
    const requests = recordBusRequests();
    let fail = true;
    supabaseMock.rpc('admin_dashboard_stats', () =>
      fail ? supabaseMock.error({ code: '42501', message: 'No autorizado' }) : stats,
    );
    const { user } = renderWithProviders(<DashboardPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el panel');
    expect(requests.toasts).toEqual([{ title: 'Error al cargar el panel', tone: 'error' }]);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(card('Total de productos')).toHaveTextContent('42'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the period', () => {
  beforeEach(() => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
  });

  it("reads the last 30 Bogotá days by default, with today, and shows the period's figures", async () => {
    renderWithProviders(<DashboardPage />, { route: '/admin/dashboard' });
    await waitFor(() => expect(card('Pedidos')).toHaveTextContent('4'));
    expect(periodsAsked()).toEqual(['2026-10-28/2026-11-26']);
    expect(periodButton('30 días')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Pedidos')).toHaveTextContent('3 pagados');
    expect(plain(card('Ingresos').textContent)).toContain('$ 249.900');
    expect(plain(card('Ticket promedio').textContent)).toContain('$ 83.300');
    expect(card('Clientes nuevos')).toHaveTextContent('7');
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent(
      '28 de octubre de 2026 – 26 de noviembre de 2026',
    );
  });

  it.each([
    ['Hoy', 'range=today', '2026-11-26/2026-11-26'],
    ['7 días', 'range=7d', '2026-11-20/2026-11-26'],
    ['Este mes', 'range=month', '2026-11-01/2026-11-26'],
  ])("reads '%s' and keeps it in the URL (%s)", async (label, query, asked) => {
    const { user, location } = renderWithProviders(<DashboardPage />, {
      route: '/admin/dashboard',
    });
    await waitFor(() => expect(card('Pedidos')).toHaveTextContent('4'));
    await user.click(periodButton(label));
    expect(location()).toBe(`/admin/dashboard?${query}`);
    expect(periodButton(label)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(periodsAsked().at(-1)).toBe(asked));
  });

  it('reads the period a shared link gives', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/admin/dashboard?range=custom&from=2026-02-01&to=2026-02-28',
    });
    await waitFor(() => expect(periodsAsked()).toEqual(['2026-02-01/2026-02-28']));
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-02-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-02-28');
  });

  it("starts 'Personalizado' from the days shown, and reads the days chosen", async () => {
    const { user, location } = renderWithProviders(<DashboardPage />, {
      route: '/admin/dashboard?range=7d',
    });
    await waitFor(() => expect(periodsAsked()).toEqual(['2026-11-20/2026-11-26']));
    await user.click(periodButton('Personalizado'));
    expect(location()).toBe('/admin/dashboard?range=custom&from=2026-11-20&to=2026-11-26');
    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    // each day bounds the other
    expect(from).toHaveAttribute('max', '2026-11-26');
    expect(to).toHaveAttribute('min', '2026-11-20');

    // a day picked in the date picker
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await waitFor(() => expect(periodsAsked().at(-1)).toBe('2026-11-01/2026-11-26'));
    expect(new URLSearchParams(location().split('?')[1]).get('from')).toBe('2026-11-01');
  });

  it('goes back to the default period without a parameter', async () => {
    const { user, location } = renderWithProviders(<DashboardPage />, {
      route: '/admin/dashboard?range=custom&from=2026-02-01&to=2026-02-28',
    });
    await waitFor(() => expect(periodsAsked()).toHaveLength(1));
    await user.click(periodButton('30 días'));
    expect(location()).toBe('/admin/dashboard');
    expect(screen.queryByLabelText('Desde')).not.toBeInTheDocument();
  });

  it("shows the database's reason for a period it refuses, and the store's figures still", async () => {
    supabaseMock.rpc('admin_dashboard_report', () =>
      supabaseMock.error({ code: '22023', message: 'El periodo puede tener hasta 366 días' }),
    );
    renderWithProviders(<DashboardPage />, {
      route: '/admin/dashboard?range=custom&from=2024-01-01&to=2026-11-26',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El periodo puede tener hasta 366 días');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(card('Total de pedidos')).toHaveTextContent('1.280'));
    expect(screen.queryByRole('region', { name: 'Ingresos por día' })).not.toBeInTheDocument();
  });
});

describe("'Por hacer': the work waiting", () => {
  beforeEach(() => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
  });

  it('counts the redemptions to deliver, the orders to ship and the gifts not sent', async () => {
    renderWithProviders(<DashboardPage />);
    const work = await screen.findByRole('region', { name: 'Por hacer' });
    await waitFor(() => expect(card('Canjes por entregar')).toHaveTextContent('5'));
    expect(card('Pedidos por enviar')).toHaveTextContent('9');
    expect(card('Regalos sin enviar')).toHaveTextContent('2');
    expect(within(work).getAllByRole('group')).toHaveLength(3);
  });

  it('links each count to its list, filtered as the list writes its filters in the URL', async () => {
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(card('Canjes por entregar')).toHaveTextContent('5'));
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Ver canjes por entregar')).toHaveAttribute('href', '/admin/canjes?status=pending');
    expect(link('6 confirmados')).toHaveAttribute('href', '/admin/orders?status=confirmed');
    expect(link('3 en preparación')).toHaveAttribute('href', '/admin/orders?status=preparing');
    expect(link('Ver regalos sin enviar')).toHaveAttribute('href', '/admin/regalos?state=overdue');
    expect(Object.values(PENDING_LINKS)).toHaveLength(4);
  });

  it('follows a link to the filtered list', async () => {
    const { user, location } = renderWithProviders(<DashboardPage />);
    await user.click(await screen.findByRole('link', { name: 'Ver regalos sin enviar' }));
    expect(location()).toBe('/admin/regalos?state=overdue');
  });

  it('reads the counts again when a redemption or a gift changes', async () => {
    let reads = 0;
    supabaseMock.rpc('admin_dashboard_report', ({ body }) => {
      reads += 1;
      const report = reportFor(body);
      return reads === 1
        ? report
        : { ...report, pending: { ...report.pending, redemptions_pending: 4 } };
    });
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(card('Canjes por entregar')).toHaveTextContent('5'));
    await supabaseMock.realtime.subscribed('points_redemptions_v2');
    supabaseMock.realtime.push({
      table: 'points_redemptions_v2',
      eventType: 'UPDATE',
      new: { id: 'r-1', status: 'delivered' },
    });
    await waitFor(() => expect(card('Canjes por entregar')).toHaveTextContent('4'));
  });
});
