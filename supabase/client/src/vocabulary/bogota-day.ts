/**
 * The store's days are Bogotá's calendar days (America/Bogota: UTC−5 all year, no daylight
 * saving), as the database counts them (`private.today_bogota()`). A day is written
 * 'YYYY-MM-DD' (what `<input type="date">` gives and a Postgres `date` holds); its bounds are
 * ISO instants with the −05:00 offset, ready for a PostgREST filter on a `timestamptz`:
 *
 * - from a day on: `gte(column, startOfBogotaDay(day))`;
 * - up to a day, exclusive bound: `lt(column, startOfNextBogotaDay(day))`;
 * - a moment stored as the day's last instant (a code that 'vence el 31/12/2026' works all of
 *   that day): `endOfBogotaDayInclusive(day)`, compared with `lte`.
 */

export const BOGOTA_TIME_ZONE = 'America/Bogota';

/** Bogotá's offset from UTC, the same all year. */
export const BOGOTA_UTC_OFFSET = '-05:00';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day's parts, or undefined when `day` is not a real 'YYYY-MM-DD' day. */
function partsOf(day: string): [number, number, number] | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const real =
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  return real ? [year, month, date] : undefined;
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  return partsOf(value) !== undefined;
}

/** `day` plus `days` calendar days: ('2026-11-30', 1) → '2026-12-01'. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = partsOf(day) ?? [Number.NaN, Number.NaN, Number.NaN];
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  if (Number.isNaN(moved.getTime())) throw new RangeError(`Not a calendar day: ${day}`);
  return moved.toISOString().slice(0, 10);
}

/** The first instant of a Bogotá day: '2026-11-21' → '2026-11-21T00:00:00-05:00'. */
export function startOfBogotaDay(day: string): string {
  return `${day}T00:00:00${BOGOTA_UTC_OFFSET}`;
}

/**
 * The last instant of a Bogotá day, included in it: '2026-12-31' →
 * '2026-12-31T23:59:59.999-05:00'. For a moment that belongs to the day (compare with `lte`).
 */
export function endOfBogotaDayInclusive(day: string): string {
  return `${day}T23:59:59.999${BOGOTA_UTC_OFFSET}`;
}

/**
 * The first instant after a Bogotá day, the next day's start: '2026-11-21' →
 * '2026-11-22T00:00:00-05:00'. The exclusive end of a range of days (compare with `lt`).
 */
export function startOfNextBogotaDay(day: string): string {
  return startOfBogotaDay(addCalendarDays(day, 1));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOGOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Bogotá calendar day of a moment, 'YYYY-MM-DD', whatever the device's own time zone: at
 * 21:00 in Bogotá (02:00 UTC the next day) it is still that day. '' for a missing or invalid
 * moment.
 */
export function bogotaDateOf(instant: Date | string | number | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dayFormat.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Bogotá, 'YYYY-MM-DD' (the day `private.today_bogota()` gives on the server). */
export function todayInBogota(now: Date = new Date()): string {
  return bogotaDateOf(now);
}
