import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import {
  renderWithProviders,
  supabaseMock,
  type MockRow,
  type TableReply,
  type TableRequest,
} from '@bonis/test-utils';
import { RecentOrders } from './recent-orders';

const orderRow = (n: number) => ({
  id: `o${n}`,
  order_number: `BON-17000000000${String(n).padStart(2, '0')}`,
  subtotal: 10000 * n,
  shipping_cost: 0,
  discount_amount: 0,
  total: 10000 * n,
  status: n % 2 ? 'delivered' : 'preparing',
  payment_status: n % 2 ? 'paid' : 'failed',
  payment_method: 'online',
  created_at: `2026-03-${String(n).padStart(2, '0')}T15:00:00Z`,
  delivery_date: null,
  shipping_address: { city: 'Cali' },
});

let answer: (request: TableRequest) => TableReply;
let reads: TableRequest[];

/** Like the server: newest first, cut at the limit asked for. */
const serve =
  (rows: MockRow[]) =>
  ({ limit }: TableRequest) =>
    rows.slice(0, limit);

beforeEach(() => {
  answer = serve([7, 6, 5, 4, 3].map(orderRow));
  reads = [];
  supabaseMock.table('orders').get((request) => {
    reads.push(request);
    return answer(request);
  });
  supabaseMock.signedIn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const renderRecent = () =>
  renderWithProviders(<RecentOrders userId="user-1" />, { route: '/profile' });
const shown = (text: string) => text.replace(/\s+/g, ' ');

describe('RecentOrders', () => {
  it("asks for the user's five newest orders and shows them with a link to all", async () => {
    answer = serve([9, 8, 7, 6, 5, 4, 3].map(orderRow));
    renderRecent();
    const card = screen.getByRole('region', { name: 'Pedidos recientes' });
    expect(screen.getAllByTestId('recent-order-skeleton')).toHaveLength(3);
    const rows = within(await within(card).findByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => within(row).getByText(/^Pedido /).textContent)).toEqual(
      [9, 8, 7, 6, 5].map((n) => `Pedido BON-17000000000${String(n).padStart(2, '0')}`),
    );
    const newest = within(rows[0] as HTMLElement);
    expect(newest.getByText('9 de marzo de 2026')).toBeInTheDocument();
    expect(newest.getByText('Entregado')).toBeInTheDocument();
    expect(newest.getByText('Pagado')).toBeInTheDocument();
    expect(newest.getByText(shown(formatCOP(90000)))).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('En preparación')).toBeInTheDocument();
    expect(second.getByText('Pago fallido')).toBeInTheDocument();

    const [query] = reads;
    expect(query?.eq('user_id')).toBe('user-1');
    expect(query?.order).toBe('created_at.desc');
    expect(query?.limit).toBe(5);
    expect(within(card).getByRole('link', { name: 'Ver todos mis pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('says when there are no orders yet', async () => {
    answer = serve([]);
    renderRecent();
    expect(await screen.findByText('Aún no tienes pedidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute(
      'href',
      '/all-products',
    );
    expect(screen.queryByRole('link', { name: 'Ver todos mis pedidos' })).not.toBeInTheDocument();
  });

  it('says when the orders fail to load, and Reintentar reads them again', async () => {
    answer = () => supabaseMock.error({ code: 'XX000', message: 'boom' });
    const { user } = renderRecent();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - No se pudieron cargar los pedidos',
    );
    expect(console.error).toHaveBeenCalled();
    answer = serve([orderRow(1)]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pedido BON-1700000000001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
