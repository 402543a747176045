import { formatCOP, formatCompactCOP, formatDate, formatNumber } from '@bonis/design-system';

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

/**
 * A period of Bogotá days as a title says it: '26 de noviembre de 2026' for one day, '27 de
 * octubre de 2026 – 26 de noviembre de 2026' for more.
 */
export function periodLabel({ from, to }: { from: string; to: string }): string {
  return from === to
    ? formatDate(from, 'long')
    : `${formatDate(from, 'long')} – ${formatDate(to, 'long')}`;
}
