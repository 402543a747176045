/**
 * The period's revenue per Bogotá day as bars (recharts): a bar per day, its height the paid
 * orders' revenue, from zero (a smoothed line drew peaks between days and dipped under zero on
 * days without sales). Only the dashboard loads this file, through `React.lazy`, so recharts
 * is a chunk of its own that no other admin screen downloads. Colours are the design system's
 * CSS variables: the chart follows the light and dark themes. It is decorative for assistive
 * technology: the figure's caption and its data table (outside this chunk) say the same in
 * text.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { ReportDay } from '../api/get-dashboard-report';
import { compactCOP, countOf, formatCOP, shortDay } from './format';

const color = {
  revenue: 'var(--bn-color-brand)',
  grid: 'var(--bn-color-border)',
  tick: 'var(--bn-color-text-muted)',
  text: 'var(--bn-color-text)',
  surface: 'var(--bn-color-surface)',
  cursor: 'var(--bn-color-surface-sunken)',
};

const tick = { fill: color.tick, fontSize: 12 };

/** A day's figures under the pointer: the day, its revenue and its orders. */
function DayTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload as ReportDay | undefined;
  if (!active || !day) return null;
  return (
    <div
      style={{
        padding: '8px 12px',
        background: color.surface,
        border: `1px solid ${color.grid}`,
        borderRadius: 12,
        color: color.text,
        fontSize: 14,
      }}
    >
      <strong>{shortDay(day.day)}</strong>
      <div>{formatCOP(day.revenue)}</div>
      <div>
        {countOf(day.paid_orders, 'pedido pagado', 'pedidos pagados')} de {day.orders}
      </div>
    </div>
  );
}

export interface RevenueChartProps {
  days: readonly ReportDay[];
}

export default function RevenueChart({ days }: RevenueChartProps) {
  return (
    <BarChart
      responsive
      data={[...days]}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid stroke={color.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="day"
        tickFormatter={shortDay}
        tick={tick}
        stroke={color.grid}
        minTickGap={16}
      />
      <YAxis
        tickFormatter={compactCOP}
        tick={tick}
        stroke={color.grid}
        width={64}
        domain={[0, 'auto']}
        allowDataOverflow={false}
      />
      <Tooltip cursor={{ fill: color.cursor }} content={DayTooltip} />
      <Bar
        dataKey="revenue"
        name="Ingresos"
        fill={color.revenue}
        radius={[4, 4, 0, 0]}
        maxBarSize={32}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
