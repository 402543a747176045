import { useRealtimeInvalidate } from '../../../components/admin-kit';
import { dashboardKeys } from '../api/get-dashboard-stats';

/**
 * Keeps the dashboard's figures live: a new or changed order (totals, revenue, statuses) and
 * any change to a product (count, stock, best sellers) read the figures again.
 */
export function useLiveDashboard(): void {
  useRealtimeInvalidate({
    channel: 'admin-dashboard-orders',
    table: 'orders',
    events: ['INSERT', 'UPDATE'],
    queryKey: dashboardKeys.stats(),
  });
  useRealtimeInvalidate({
    channel: 'admin-dashboard-products',
    table: 'products',
    events: ['*'],
    queryKey: dashboardKeys.stats(),
  });
}
