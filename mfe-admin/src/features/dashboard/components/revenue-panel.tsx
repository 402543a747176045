import { lazy, Suspense, useId } from 'react';
import { Skeleton, formatDate } from '@bonis/design-system';
import type { ReportDay } from '../api/get-dashboard-report';
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
  /** every day of the period, oldest first, zero-filled */
  days: readonly ReportDay[] | undefined;
  /** the period in words ('27 de octubre de 2026 – 26 de noviembre de 2026') */
  label: string;
  loading: boolean;
}

/**
 * Revenue (paid orders) per Bogotá day of the period as bars, a caption with the totals, and
 * the same figures (with the orders) as a table anyone can open (what a screen reader reads).
 */
export function RevenuePanel({ days, label, loading }: RevenuePanelProps) {
  const titleId = useId();
  const revenue = days?.reduce((sum, day) => sum + day.revenue, 0) ?? 0;
  const orders = days?.reduce((sum, day) => sum + day.orders, 0) ?? 0;

  return (
    <Panel $wide aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelTitle id={titleId}>Ingresos por día</PanelTitle>
      {loading || !days ? (
        <Skeleton shape="rect" height={280} />
      ) : days.length === 0 ? (
        <Muted>No hay días en este periodo.</Muted>
      ) : (
        <ChartFigure>
          <ChartBox aria-hidden="true">
            <Suspense fallback={<Skeleton shape="rect" height={280} />}>
              <RevenueChart days={days} />
            </Suspense>
          </ChartBox>
          <Caption>
            {label}: {formatCOP(revenue)} en ingresos (pedidos pagados) y{' '}
            {countOf(orders, 'pedido', 'pedidos')}.
          </Caption>
          <DataDetails>
            <summary>Ver los datos por día</summary>
            <TableScroll tabIndex={0} role="region" aria-label="Datos por día">
              <DataTableEl>
                <HiddenCaption>Ingresos y pedidos por día, {label}</HiddenCaption>
                <thead>
                  <tr>
                    <th scope="col">Día</th>
                    <th scope="col">Ingresos</th>
                    <th scope="col">Pedidos pagados</th>
                    <th scope="col">Pedidos</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{formatDate(day.day, 'long')}</th>
                      <td>{formatCOP(day.revenue)}</td>
                      <td>{formatNumber(day.paid_orders)}</td>
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
