import { Button, StatCard } from '@bonis/design-system';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { countOf, formatCOP, formatNumber } from './format';
import { LowStockPanel } from './low-stock-panel';
import { OrdersByStatusPanel } from './orders-by-status-panel';
import { RevenuePanel } from './revenue-panel';
import { TopProductsPanel } from './top-products-panel';
import { Cards, ErrorBox, Panels, Stack } from './dashboard.styles';
import { useLoadErrorToast } from '../../../components/admin-kit';

/** What the admin is told when the figures can't be read (the spec has no text for it). */
export const DASHBOARD_LOAD_ERROR = 'Error al cargar el panel';

/**
 * The admin dashboard (`/admin/dashboard`): the spec's four cards (products, orders, users,
 * revenue of paid orders) and low-stock alert, plus the last 30 days, orders by status, the
 * best sellers and the week's new users. Live: an order or product change reads the figures
 * again. A failed read is a toast, and an error with 'Reintentar' while there is nothing to
 * show (figures already on screen stay when a later read fails).
 */
export function DashboardPage() {
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useDashboardStats();
  useLiveDashboard();

  useLoadErrorToast(errorUpdatedAt, DASHBOARD_LOAD_ERROR);

  if (isError && !data) {
    return (
      <ErrorBox role="alert">
        <span>{DASHBOARD_LOAD_ERROR}</span>
        <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
          Reintentar
        </Button>
      </ErrorBox>
    );
  }

  const loading = isPending;
  const lowStock = data?.low_stock_count ?? 0;
  return (
    <Stack>
      <Cards>
        <StatCard
          label="Total de productos"
          icon="📦"
          loading={loading}
          value={formatNumber(data?.total_products ?? 0)}
          tone={lowStock > 0 ? 'warning' : 'default'}
          hint={
            lowStock > 0
              ? `${countOf(lowStock, 'producto', 'productos')} con stock bajo`
              : undefined
          }
        />
        <StatCard
          label="Total de pedidos"
          icon="🧾"
          loading={loading}
          value={formatNumber(data?.total_orders ?? 0)}
        />
        <StatCard
          label="Total de usuarios"
          icon="👥"
          loading={loading}
          value={formatNumber(data?.total_users ?? 0)}
        />
        <StatCard
          label="Ingresos totales"
          icon="💰"
          loading={loading}
          value={formatCOP(data?.total_revenue ?? 0)}
          hint="Pedidos pagados"
        />
        <StatCard
          label="Nuevos usuarios esta semana"
          icon="🆕"
          loading={loading}
          value={formatNumber(data?.new_users_week ?? 0)}
        />
      </Cards>
      <Panels>
        <RevenuePanel days={data?.revenue_by_day} loading={loading} />
        <LowStockPanel products={data?.low_stock} count={lowStock} loading={loading} />
        <OrdersByStatusPanel counts={data?.orders_by_status} loading={loading} />
        <TopProductsPanel products={data?.top_products} loading={loading} />
      </Panels>
    </Stack>
  );
}
