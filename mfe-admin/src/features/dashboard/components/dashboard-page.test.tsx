import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { DashboardPage } from './dashboard-page';

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

const card = (label: string) => screen.getByRole('group', { name: label });

/** The exact low-stock count (`products`, head + count) the dashboard reads with the function. */
const lowStockCount = (count: number) =>
  supabaseMock
    .table('products')
    .get(({ method }) => (method === 'HEAD' ? { rows: [], count } : []));

beforeEach(() => {
  lowStockCount(stats.low_stock.length);
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

  it("sums the last 30 days in the chart's caption and lists them in a table", async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    const { user } = renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', {
      name: 'Ingresos y pedidos de los últimos 30 días',
    });
    await waitFor(() =>
      expect(plain(panel.textContent)).toContain(
        'Últimos 30 días: $ 249.900 en ingresos (pedidos pagados) y 3 pedidos.',
      ),
    );
    await user.click(within(panel).getByText('Ver los datos por día'));
    const table = within(panel).getByRole('table', {
      name: 'Ingresos y pedidos por día, últimos 30 días',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(plain(rows[30]?.textContent)).toBe('26 de noviembre de 2026$ 99.9001');
  });

  it('draws the chart, loaded on demand, hidden from assistive technology', async () => {
    supabaseMock.rpc('admin_dashboard_stats', () => stats);
    renderWithProviders(<DashboardPage />);
    const panel = await screen.findByRole('region', {
      name: 'Ingresos y pedidos de los últimos 30 días',
    });
    // recharts draws no roles of its own here: its wrapper is how the chart is found
    await waitFor(() => expect(panel.querySelector('.recharts-wrapper')).not.toBeNull());
    expect(
      panel.querySelector('.recharts-wrapper')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
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
