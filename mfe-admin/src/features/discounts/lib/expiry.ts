/**
 * A code's expiry is picked as a calendar day in Bogotá (UTC−5 all year, no daylight saving)
 * and stored as that day's last instant, so a code 'vence el 31/12/2026' works all of that day
 * and the list shows the day that was picked.
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

/** The last instant of a Bogotá day: `2026-12-31` → `2026-12-31T23:59:59.999-05:00`. */
export function endOfBogotaDay(day: string): string {
  return `${day}T23:59:59.999-05:00`;
}

const bogotaDayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Bogota',
});

/** The Bogotá calendar day of a moment, `YYYY-MM-DD` ('' for a missing or invalid one). */
export function bogotaDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : bogotaDayFormat.format(date);
}
