/**
 * Formatters for what the store shows: money in COP, dates in es-CO (Bogotá time), slugs as the
 * admin spec defines them, Colombian phone numbers.
 */

const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** COP with es-CO grouping and no decimals: `formatCOP(25000)` → `$ 25.000`. */
export function formatCOP(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return cop.format(Number.isFinite(value) ? Math.round(value) : 0);
}

/** A plain number with es-CO grouping: `formatNumber(1500)` → `1.500`. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(value);
}

export type DateStyle = 'short' | 'long' | 'datetime';

const dateFormats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  datetime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/**
 * A date in es-CO, in Bogotá time: `short` 21/11/2026, `long` 21 de noviembre de 2026,
 * `datetime` 21 de nov de 2026, 3:05 p. m. A date-only string (`2026-11-21`) is that calendar day.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'long',
): string {
  if (value === null || value === undefined || value === '') return '';
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = dateOnly ? new Date(`${value}T12:00:00-05:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('es-CO', {
    ...dateFormats[style],
    timeZone: 'America/Bogota',
  }).format(date);
}

/**
 * The admin spec's slug: lowercase, accents stripped, non-alphanumerics removed, spaces to
 * hyphens. `slugify('Alimento para Perros!')` → `alimento-para-perros`.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * A Colombian number for display: `3001234567`, `+573001234567` or `57 300 123 4567` →
 * `+57 300 123 4567`. Anything else is returned trimmed, as typed.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('57') ? digits.slice(2) : digits;
  if (national.length !== 10) return phone.trim();
  return `+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
