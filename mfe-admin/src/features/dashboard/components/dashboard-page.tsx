import { useId } from 'react';
import { Button, StatCard } from '@bonis/design-system';
import { errorMessage, useLoadErrorToast } from '../../../components/admin-kit';
import { useDashboardReport } from '../api/get-dashboard-report';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useDashboardPeriod } from '../hooks/use-dashboard-period';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { countOf, formatCOP, formatNumber, periodLabel } from './format';
import { LowStockPanel } from './low-stock-panel';
import { OrdersByStatusPanel } from './orders-by-status-panel';
import { PendingWork } from './pending-work';
import { PeriodCards } from './period-cards';
import { PeriodPicker } from './period-picker';
import { RevenuePanel } from './revenue-panel';
import { TopProductsPanel } from './top-products-panel';
import { Block, Cards, ErrorBox, Muted, Panels, SectionTitle, Stack } from './dashboard.styles';

/** What the admin is told when the store's figures can't be read (the spec has no text for it). */
export const DASHBOARD_LOAD_ERROR = 'Error al cargar el panel';
/** The period's figures can't be read, and the database gave no reason of its own. */
export const REPORT_LOAD_ERROR = 'No se pudieron cargar las cifras del periodo';

/** An error in place of figures, with 'Reintentar'. */
function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <ErrorBox role="alert">
      <span>{message}</span>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        Reintentar
      </Button>
    </ErrorBox>
  );
}

/**
 * The back office's dashboard (`/admin/dashboard`, staff and admins): a period chosen in the URL
 * ('Hoy', '7 días', '30 días' by default, 'Este mes', 'Personalizado') with its orders, revenue
 * of paid orders, average order value and new customers, and its revenue per day as bars;
 * 'Por hacer', the work waiting now (redemptions to deliver, orders to ship, gifts not sent),
 * each linking to its list filtered; and the store's totals (the spec's four cards and the
 * week's new users), low stock, orders by status and best sellers. Live: an order or product
 * change, a redemption or a gift reads the figures again. A period the database refuses shows
 * its reason; the store's figures failing is a toast, and an error with 'Reintentar' while
 * there is nothing to show (figures already on screen stay when a later read fails).
 */
export function DashboardPage() {
  const periodTitleId = useId();
  const totalsTitleId = useId();
  const { preset, period, choose, setDay } = useDashboardPeriod();
  const stats = useDashboardStats();
  const report = useDashboardReport(period);
  useLiveDashboard();
  useLoadErrorToast(stats.errorUpdatedAt, DASHBOARD_LOAD_ERROR);

  const data = stats.data;
  const loading = stats.isPending;
  const lowStock = data?.low_stock_count ?? 0;
  const label = periodLabel(period);
  const reportFailed = report.isError && !report.data;

  return (
    <Stack>
      <Block aria-labelledby={periodTitleId}>
        <SectionTitle id={periodTitleId}>Resumen del periodo</SectionTitle>
        <PeriodPicker preset={preset} period={period} choose={choose} setDay={setDay} />
        <Muted data-testid="dashboard-period">{label}</Muted>
        {reportFailed ? (
          <LoadError
            message={errorMessage(report.error, REPORT_LOAD_ERROR)}
            retrying={report.isRefetching}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <PeriodCards report={report.data} loading={report.isPending} />
        )}
      </Block>
      {reportFailed ? null : (
        <PendingWork counts={report.data?.pending} loading={report.isPending} />
      )}
      {stats.isError && !data ? (
        <LoadError
          message={DASHBOARD_LOAD_ERROR}
          retrying={stats.isRefetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Block aria-labelledby={totalsTitleId}>
          <SectionTitle id={totalsTitleId}>Totales de la tienda</SectionTitle>
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
        </Block>
      )}
      <Panels>
        {reportFailed ? null : (
          <RevenuePanel days={report.data?.by_day} label={label} loading={report.isPending} />
        )}
        {stats.isError && !data ? null : (
          <>
            <LowStockPanel products={data?.low_stock} count={lowStock} loading={loading} />
            <OrdersByStatusPanel counts={data?.orders_by_status} loading={loading} />
            <TopProductsPanel products={data?.top_products} loading={loading} />
          </>
        )}
      </Panels>
    </Stack>
  );
}
