import { lazy, Suspense, useId } from 'react';
import { Skeleton, formatDate } from '@bonis/design-system';
import type { RevenueDay } from '../api/get-dashboard-stats';
import { countOf, formatCOP, formatNumber } from './format';
import {
  Caption,
  ChartBox,
  ChartFigure,
  DataDetails,
  DataTableEl,
  HiddenCaption,
  Muted,
  Panel,
  PanelTitle,
  TableScroll,
} from './dashboard.styles';

/** recharts, in a chunk of its own that only this panel requests. */
const RevenueChart = lazy(() => import('./revenue-chart'));

export interface RevenuePanelProps {
  days: readonly RevenueDay[] | undefined;
  loading: boolean;
}

/**
 * Revenue (paid orders) and orders per day over the last 30 days: the chart, a caption with
 * the totals, and the same figures as a table anyone can open (what a screen reader reads).
 */
export function RevenuePanel({ days, loading }: RevenuePanelProps) {
  const titleId = useId();
  const revenue = days?.reduce((sum, day) => sum + day.revenue, 0) ?? 0;
  const orders = days?.reduce((sum, day) => sum + day.orders, 0) ?? 0;

  return (
    <Panel $wide aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelTitle id={titleId}>Ingresos y pedidos de los últimos 30 días</PanelTitle>
      {loading || !days ? (
        <Skeleton shape="rect" height={280} />
      ) : days.length === 0 ? (
        <Muted>Aún no hay datos de los últimos 30 días.</Muted>
      ) : (
        <ChartFigure>
          <ChartBox aria-hidden="true">
            <Suspense fallback={<Skeleton shape="rect" height={280} />}>
              <RevenueChart days={days} />
            </Suspense>
          </ChartBox>
          <Caption>
            Últimos 30 días: {formatCOP(revenue)} en ingresos (pedidos pagados) y{' '}
            {countOf(orders, 'pedido', 'pedidos')}.
          </Caption>
          <DataDetails>
            <summary>Ver los datos por día</summary>
            <TableScroll tabIndex={0} role="region" aria-label="Datos por día">
              <DataTableEl>
                <HiddenCaption>Ingresos y pedidos por día, últimos 30 días</HiddenCaption>
                <thead>
                  <tr>
                    <th scope="col">Día</th>
                    <th scope="col">Ingresos</th>
                    <th scope="col">Pedidos</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{formatDate(day.day, 'long')}</th>
                      <td>{formatCOP(day.revenue)}</td>
                      <td>{formatNumber(day.orders)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTableEl>
            </TableScroll>
          </DataDetails>
        </ChartFigure>
      )}
    </Panel>
  );
}
