import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import {
  argsOf,
  provideFakeSupabase,
  type FakeSupabase,
  type TableResult,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
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

let fake: FakeSupabase;
let answer: () => TableResult;

/** Like the server: newest first, cut at the limit asked for. */
const serve = (rows: ReturnType<typeof orderRow>[]) => () => ({ data: rows });

beforeEach(() => {
  answer = serve([7, 6, 5, 4, 3].map(orderRow));
  fake = provideFakeSupabase({
    orders: (calls) => {
      const result = answer();
      const [limit] = argsOf({ table: 'orders', calls }, 'limit') as [number];
      return Array.isArray(result.data) ? { data: result.data.slice(0, limit) } : result;
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const renderRecent = () => renderWidget(<RecentOrders userId="user-1" />, { route: '/profile' });
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
    expect(newest.getByText('9 de marzo de 2026')).toBeTruthy();
    expect(newest.getByText('Entregado')).toBeTruthy();
    expect(newest.getByText('Pagado')).toBeTruthy();
    expect(newest.getByText(shown(formatCOP(90000)))).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('En preparación')).toBeTruthy();
    expect(second.getByText('Pago fallido')).toBeTruthy();

    const [query] = fake.queries;
    expect(argsOf(query, 'eq')).toEqual(['user_id', 'user-1']);
    expect(argsOf(query, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(query, 'limit')).toEqual([5]);
    expect(
      within(card).getByRole('link', { name: 'Ver todos mis pedidos' }).getAttribute('href'),
    ).toBe('/orders');
  });

  it('says when there are no orders yet', async () => {
    answer = serve([]);
    renderRecent();
    expect(await screen.findByText('Aún no tienes pedidos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar productos' }).getAttribute('href')).toBe(
      '/all-products',
    );
    expect(screen.queryByRole('link', { name: 'Ver todos mis pedidos' })).toBeNull();
  });

  it('says when the orders fail to load, and Reintentar reads them again', async () => {
    answer = () => ({ error: { message: 'boom', code: 'XX000' } });
    renderRecent();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error - No se pudieron cargar los pedidos',
    );
    expect(console.error).toHaveBeenCalled();
    answer = serve([orderRow(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pedido BON-1700000000001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
