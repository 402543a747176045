/**
 * The list's date filter: 'desde' and 'hasta' are calendar days in Bogotá (UTC−5 all year, no
 * daylight saving), so a day runs from 00:00 −05:00 to the next day's 00:00 −05:00.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (what a date input gives). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The first instant of a Bogotá day: `2026-11-21` → `2026-11-21T00:00:00-05:00`. */
export function startOfBogotaDay(day: string): string {
  return `${day}T00:00:00-05:00`;
}

/** The first instant after a Bogotá day (the next day's start): the filter's exclusive end. */
export function endOfBogotaDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return startOfBogotaDay(next.toISOString().slice(0, 10));
}
