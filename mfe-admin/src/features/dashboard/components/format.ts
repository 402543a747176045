import { formatCOP, formatNumber } from '@bonis/design-system';

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

const compactCop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Axis ticks: '$1,3 M', '$350 k'. */
export function compactCOP(amount: number): string {
  return compactCop.format(amount);
}

/** '1 pedido', '12 pedidos'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

export { formatCOP, formatNumber };
