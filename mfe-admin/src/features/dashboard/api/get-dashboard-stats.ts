import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD } from '@bonis/design-system';
import {
  Constants,
  getSupabase,
  type BonisClient,
  type DashboardStats as SharedDashboardStats,
  type OrderStatus,
  type RevenueDay,
  type TopProduct,
} from '@bonis/supabase-client';

/** The order statuses, in the order an order goes through them (public.order_status). */
export const ORDER_STATUSES = Constants.public.Enums.order_status;
export type { OrderStatus, RevenueDay, TopProduct };

/**
 * `admin_dashboard_stats()` as `@bonis/supabase-client` types it, plus the exact number of
 * products with fewer than 10 units (the function lists 20 at most).
 */
export interface DashboardStats extends SharedDashboardStats {
  /** how many products have fewer than 10 units, all of them (not only the 20 listed) */
  low_stock_count: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number from JSON (numeric may arrive as a string); 0 for anything else. */
const toNumber = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * The function's `jsonb` as the screen's shape: numbers as numbers, and a key the database does
 * not send (yet) as zero or empty, so the screen never breaks on a partial answer.
 */
export function toDashboardStats(data: unknown): DashboardStats {
  const json = isObject(data) ? data : {};
  const byStatus = isObject(json.orders_by_status) ? json.orders_by_status : {};
  const lowStock = listOf(json.low_stock).map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    stock_quantity: toNumber(row.stock_quantity),
    is_active: row.is_active !== false,
  }));
  return {
    total_products: toNumber(json.total_products),
    total_orders: toNumber(json.total_orders),
    total_users: toNumber(json.total_users),
    total_revenue: toNumber(json.total_revenue),
    low_stock: lowStock,
    low_stock_count: lowStock.length,
    revenue_by_day: listOf(json.revenue_by_day).map((row) => ({
      day: String(row.day ?? ''),
      revenue: toNumber(row.revenue),
      orders: toNumber(row.orders),
    })),
    orders_by_status: Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, toNumber(byStatus[status])]),
    ) as Record<OrderStatus, number>,
    top_products: listOf(json.top_products).map((row) => ({
      id: String(row.id),
      name: String(row.name ?? ''),
      units: toNumber(row.units),
    })),
    new_users_week: toNumber(json.new_users_week),
  };
}

/**
 * How many products have fewer than 10 units (spec §7: "count with stock_quantity below 10"):
 * the function lists 20 of them at most.
 */
export async function countLowStock(client: BonisClient): Promise<number> {
  const { count, error } = await client
    .from('products')
    .select('id', { count: 'exact', head: true })
    .lt('stock_quantity', LOW_STOCK_THRESHOLD);
  if (error) throw error;
  return count ?? 0;
}

/**
 * The store's totals (the back office only: the function refuses anyone else), with the exact
 * low-stock count; if only that count fails, the listed products are the count.
 */
export async function getDashboardStats(client: BonisClient): Promise<DashboardStats> {
  const [{ data, error }, lowStockCount] = await Promise.all([
    client.rpc('admin_dashboard_stats'),
    countLowStock(client).catch(() => null),
  ]);
  if (error) throw error;
  const stats = toDashboardStats(data);
  return lowStockCount === null
    ? stats
    : { ...stats, low_stock_count: Math.max(lowStockCount, stats.low_stock.length) };
}

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  /** every period's report */
  reports: () => [...dashboardKeys.all, 'report'] as const,
  report: (period: { from: string; to: string }) =>
    [...dashboardKeys.reports(), period.from, period.to] as const,
};

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: () => getDashboardStats(getSupabase()),
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
