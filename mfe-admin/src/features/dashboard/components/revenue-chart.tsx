/**
 * The last 30 days as a chart (recharts). Only the dashboard loads this file, through
 * `React.lazy`, so recharts is a chunk of its own that no other admin screen downloads.
 * Colours are the design system's CSS variables: the chart follows the light and dark themes.
 * It is decorative for assistive technology: the figure's caption and its data table (outside
 * this chunk) say the same in text.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueDay } from '../api/get-dashboard-stats';
import { compactCOP, formatCOP, formatNumber, shortDay } from './format';

const color = {
  revenue: 'var(--bn-color-brand)',
  orders: 'var(--bn-color-accent)',
  grid: 'var(--bn-color-border)',
  tick: 'var(--bn-color-text-muted)',
  text: 'var(--bn-color-text)',
  surface: 'var(--bn-color-surface)',
  cursor: 'var(--bn-color-surface-sunken)',
};

const tick = { fill: color.tick, fontSize: 12 };

export interface RevenueChartProps {
  days: readonly RevenueDay[];
}

export default function RevenueChart({ days }: RevenueChartProps) {
  return (
    <ComposedChart
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
        yAxisId="revenue"
        tickFormatter={compactCOP}
        tick={tick}
        stroke={color.grid}
        width={64}
      />
      <YAxis
        yAxisId="orders"
        orientation="right"
        allowDecimals={false}
        tick={tick}
        stroke={color.grid}
        width={32}
      />
      <Tooltip
        cursor={{ fill: color.cursor }}
        labelFormatter={(day) => shortDay(String(day))}
        formatter={(value, name) =>
          name === 'Ingresos' ? formatCOP(Number(value)) : formatNumber(Number(value))
        }
        contentStyle={{
          background: color.surface,
          borderColor: color.grid,
          borderRadius: 12,
          color: color.text,
        }}
        labelStyle={{ color: color.text, fontWeight: 700 }}
      />
      <Legend wrapperStyle={{ color: color.text, fontSize: 14 }} />
      <Bar
        yAxisId="orders"
        dataKey="orders"
        name="Pedidos"
        fill={color.orders}
        radius={[4, 4, 0, 0]}
        maxBarSize={16}
        isAnimationActive={false}
      />
      <Line
        yAxisId="revenue"
        dataKey="revenue"
        name="Ingresos"
        type="monotone"
        stroke={color.revenue}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
