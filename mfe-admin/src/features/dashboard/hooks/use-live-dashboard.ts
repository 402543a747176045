import { useRealtimeInvalidate } from '../../../components/admin-kit';
import { dashboardKeys } from '../api/get-dashboard-stats';

/**
 * Keeps the dashboard's figures live: a new or changed order reads everything again (totals,
 * revenue, statuses, the period's figures and the orders to ship); any change to a product the
 * store's figures (count, stock, best sellers); a redemption or a gift the pending work.
 */
export function useLiveDashboard(): void {
  useRealtimeInvalidate({
    channel: 'admin-dashboard-orders',
    table: 'orders',
    events: ['INSERT', 'UPDATE'],
    queryKey: dashboardKeys.all,
  });
  useRealtimeInvalidate({
    channel: 'admin-dashboard-products',
    table: 'products',
    events: ['*'],
    queryKey: dashboardKeys.stats(),
  });
  useRealtimeInvalidate({
    channel: 'admin-dashboard-redemptions',
    table: 'points_redemptions_v2',
    events: ['*'],
    queryKey: dashboardKeys.reports(),
  });
  useRealtimeInvalidate({
    channel: 'admin-dashboard-gifts',
    table: 'gift_purchases',
    events: ['*'],
    queryKey: dashboardKeys.reports(),
  });
}
