import { formatCOP, formatCompactCOP, formatNumber } from '@bonis/design-system';

const shortDayFormat = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  timeZone: 'America/Bogota',
});

/** '2026-11-21' → '21 de nov' (a Bogotá calendar day, whatever the browser's zone). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00-05:00`);
  return Number.isNaN(date.getTime()) ? day : shortDayFormat.format(date);
}

/** Axis ticks: '$1,3 M', '$350 k' (the design system's `formatCompactCOP`). */
export const compactCOP = (amount: number): string => formatCompactCOP(amount);

/** '1 pedido', '12 pedidos'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

export { formatCOP, formatNumber };
