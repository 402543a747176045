/** The store's time zone: dates a shopper picks are Bogotá's calendar days (spec: Colombia). */
export const STORE_TIME_ZONE = 'America/Bogota';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in Bogotá as `YYYY-MM-DD` (the value of an `<input type="date">` and of a
 * Postgres `date`), whatever the device's own time zone: at 21:00 in Bogotá (02:00 UTC the next
 * day) it is still Bogotá's today, as `private.today_bogota()` says on the server.
 */
export function todayInBogota(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
