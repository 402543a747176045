import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { dashboardKeys } from './get-dashboard-stats';

/** A period of Bogotá days, both included ('YYYY-MM-DD'). */
export interface DashboardPeriod {
  from: string;
  to: string;
}

/** One Bogotá day of the period: orders placed, those paid and their revenue. */
export interface ReportDay {
  day: string;
  orders: number;
  paid_orders: number;
  revenue: number;
}

/** What waits for the back office now, whatever the period. */
export interface PendingWork {
  /** rewards redeemed and not delivered yet */
  redemptions_pending: number;
  /** confirmed or preparing: `orders_confirmed + orders_preparing` */
  orders_to_ship: number;
  orders_confirmed: number;
  orders_preparing: number;
  /** gifts paid, due and not sent */
  gifts_overdue: number;
}

/** `admin_dashboard_report(p_from, p_to)` (20261207110200_back_office_dashboard.sql). */
export interface DashboardReport extends DashboardPeriod {
  days: number;
  orders: number;
  paid_orders: number;
  /** the paid orders' totals, COP */
  revenue: number;
  /** revenue / paid orders, whole pesos (0 without paid orders) */
  average_order_value: number;
  /** customer accounts created in the period */
  new_customers: number;
  /** every day of the period, oldest first, zero-filled */
  by_day: ReportDay[];
  pending: PendingWork;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number from JSON (numeric may arrive as a string); 0 for anything else. */
const toNumber = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

/**
 * The function's `jsonb` as the screen's shape: numbers as numbers, and a key the database does
 * not send as zero or empty, so the screen never breaks on a partial answer.
 */
export function toDashboardReport(data: unknown, period: DashboardPeriod): DashboardReport {
  const json = isObject(data) ? data : {};
  const pending = isObject(json.pending) ? json.pending : {};
  const days = Array.isArray(json.by_day) ? json.by_day.filter(isObject) : [];
  return {
    from: typeof json.from === 'string' ? json.from : period.from,
    to: typeof json.to === 'string' ? json.to : period.to,
    days: toNumber(json.days),
    orders: toNumber(json.orders),
    paid_orders: toNumber(json.paid_orders),
    revenue: toNumber(json.revenue),
    average_order_value: toNumber(json.average_order_value),
    new_customers: toNumber(json.new_customers),
    by_day: days.map((row) => ({
      day: String(row.day ?? ''),
      orders: toNumber(row.orders),
      paid_orders: toNumber(row.paid_orders),
      revenue: toNumber(row.revenue),
    })),
    pending: {
      redemptions_pending: toNumber(pending.redemptions_pending),
      orders_to_ship: toNumber(pending.orders_to_ship),
      orders_confirmed: toNumber(pending.orders_confirmed),
      orders_preparing: toNumber(pending.orders_preparing),
      gifts_overdue: toNumber(pending.gifts_overdue),
    },
  };
}

/**
 * The period's figures and the pending work (staff and admins; the function refuses anyone
 * else, and a period it can't report with its Spanish reason). Throws the error.
 */
export async function getDashboardReport(
  client: BonisClient,
  period: DashboardPeriod,
): Promise<DashboardReport> {
  const { data, error } = await client.rpc('admin_dashboard_report', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return toDashboardReport(data, period);
}

export const dashboardReportQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.report(period),
    queryFn: () => getDashboardReport(getSupabase(), period),
    // the figures on screen stay while another period loads
    placeholderData: keepPreviousData,
  });

export function useDashboardReport(period: DashboardPeriod) {
  return useQuery(dashboardReportQueryOptions(period));
}
