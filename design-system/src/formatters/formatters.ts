/**
 * Formatters for what the store shows: money in COP, numbers and percentages in es-CO, file
 * sizes, dates in es-CO (Bogotá time), slugs as the admin spec defines them, Colombian phone
 * numbers. Every remote formats through these (no `new Intl.NumberFormat` in the apps), and the
 * Intl objects behind them are built once per set of options and kept.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The es-CO number format for `options`, built on first use and then reused. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-CO', options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number from what the database or a field gives: numeric strings are read; anything else is 0. */
function toNumber(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

const cop = (fractionDigits: number) =>
  numberFormat({
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

export interface COPOptions {
  /**
   * Show an amount's cents when it has any (`8000.5` → `$ 8.000,50`; whole amounts still have
   * none): for amounts an admin may type in 0.01 steps, which must not be rounded away.
   */
  keepCents?: boolean;
}

/**
 * COP with es-CO grouping and no decimals: `formatCOP(25000)` → `$ 25.000` (rounded to whole
 * pesos), or with its cents when `keepCents` and it has any: `$ 8.000,50`.
 */
export function formatCOP(
  amount: number | string | null | undefined,
  { keepCents = false }: COPOptions = {},
): string {
  const value = toNumber(amount);
  if (keepCents && !Number.isInteger(value)) return cop(2).format(value);
  return cop(0).format(Math.round(value));
}

/** COP in a few characters, for a chart's axis: `formatCompactCOP(1300000)` → `$1,3 M`. */
export function formatCompactCOP(amount: number | string | null | undefined): string {
  return numberFormat({
    style: 'currency',
    currency: 'COP',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(toNumber(amount));
}

/** A whole number with es-CO grouping: `formatNumber(1500)` → `1.500`. */
export function formatNumber(value: number | string | null | undefined): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(toNumber(value));
}

/**
 * A number with es-CO grouping and decimal comma, with at most `maximumFractionDigits`
 * decimals (and at least `minimumFractionDigits`): `formatDecimal(1234.5)` → `1.234,5`,
 * `formatDecimal(100, 2, 1)` → `100,0`.
 */
export function formatDecimal(
  value: number | string | null | undefined,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
): string {
  return numberFormat({ minimumFractionDigits, maximumFractionDigits }).format(toNumber(value));
}

export interface PercentOptions {
  /** at most this many decimals (2) */
  maximumFractionDigits?: number;
  /** at least this many decimals (0) */
  minimumFractionDigits?: number;
  /**
   * A no-break space before the sign (`12,5 %`, the default, as Spanish writes it), or none
   * (`12,5%`: a badge's `-15%`, the spec's 'x.x% / 100%').
   */
  spaced?: boolean;
}

/**
 * A percentage given in points (12.5 is twelve and a half per cent): `formatPercent(12.5)` →
 * `12,5 %` (a no-break space before the sign, so it never wraps); `{ spaced: false }` → `12,5%`.
 */
export function formatPercent(
  value: number | string | null | undefined,
  { maximumFractionDigits = 2, minimumFractionDigits = 0, spaced = true }: PercentOptions = {},
): string {
  const number = formatDecimal(value, maximumFractionDigits, minimumFractionDigits);
  return `${number}${spaced ? '\u00a0' : ''}%`;
}

/** Bytes in a megabyte, as the spec counts file sizes. */
export const BYTES_PER_MB = 1024 * 1024;

/**
 * A file size as the spec writes it, in megabytes with at most one decimal: `5 * BYTES_PER_MB`
 * → `5MB`, `1.5 * BYTES_PER_MB` → `1,5MB`.
 */
export function formatMegabytes(bytes: number): string {
  return `${formatDecimal(bytes / BYTES_PER_MB, 1)}MB`;
}

export type DateStyle = 'short' | 'long' | 'datetime';

const dateFormats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  datetime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const dateFormatCache = new Map<DateStyle, Intl.DateTimeFormat>();

function dateFormat(style: DateStyle): Intl.DateTimeFormat {
  let format = dateFormatCache.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('es-CO', {
      ...dateFormats[style],
      timeZone: 'America/Bogota',
    });
    dateFormatCache.set(style, format);
  }
  return format;
}

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
  return dateFormat(style).format(date);
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
