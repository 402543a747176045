/**
 * The delivery calendar (storefront spec §4 "Delivery slots"): four days in Bogotá time — Hoy
 * (flagged 'Entrega hoy'), Mañana, then the next two weekday names — each offering every active
 * time range. A range of today whose end time (`ends_at`, Bogotá time) has passed can't be
 * chosen, as the database decides it (`private.slot_open`). Pure: every function takes `now`.
 */

import { BOGOTA_TIME_ZONE, addCalendarDays } from '@bonis/supabase-client';

/** Today and the next three days: what `place_order` accepts (today … today + 3). */
export const DELIVERY_DAYS = 4;

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOGOTA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day ('YYYY-MM-DD') shown in Spanish: '26 de noviembre'. */
const dayFormat = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export interface BogotaClock {
  /** the calendar day in Bogotá, 'YYYY-MM-DD' */
  date: string;
  /** the time of day in Bogotá, 'HH:MM:SS' (24 h) */
  time: string;
}

/** What the clocks in Bogotá show at `now`. */
export function bogotaClock(now: Date): BogotaClock {
  const parts: Record<string, string> = {};
  for (const part of clockFormat.formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The calendar day as a UTC noon Date (safe from any time zone's day boundary). */
function noonOf(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** `date` plus `days` calendar days ('2026-11-30' + 1 → '2026-12-01'): the store's helper. */
export const addDays = addCalendarDays;

export interface DeliveryDay {
  /** 'YYYY-MM-DD', what `place_order` receives as `p_delivery_date` */
  date: string;
  /** 'Hoy', 'Mañana', then the weekday ('Jueves') */
  label: string;
  /** '26 de noviembre' */
  dateLabel: string;
  isToday: boolean;
}

/** The days a shopper can choose at `now`: today in Bogotá and the three after it. */
export function deliveryDays(now: Date): DeliveryDay[] {
  const today = bogotaClock(now).date;
  return Array.from({ length: DELIVERY_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const noon = noonOf(date);
    const label =
      offset === 0 ? 'Hoy' : offset === 1 ? 'Mañana' : (WEEKDAYS[noon.getUTCDay()] ?? '');
    return { date, label, dateLabel: dayFormat.format(noon), isToday: offset === 0 };
  });
}

/** 'HH:MM' or 'HH:MM:SS' as 'HH:MM:SS'. */
function asClockTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time.slice(0, 8);
}

/**
 * Whether a delivery on `date` in a range ending at `endsAt` (Bogotá time; null: no end) can
 * still be chosen at `now`: the day is one of the four, and a range of today has not ended.
 */
export function isRangeOpen(endsAt: string | null, date: string, now: Date): boolean {
  const { date: today, time } = bogotaClock(now);
  if (date < today || date > addDays(today, DELIVERY_DAYS - 1)) return false;
  if (date > today || endsAt === null) return true;
  return time < asClockTime(endsAt);
}

/** The first of `days` on which some range is open (today unless all of today's have ended). */
export function firstOpenDay(
  days: readonly DeliveryDay[],
  ranges: readonly { ends_at: string | null }[],
  now: Date,
): DeliveryDay | undefined {
  return (
    days.find((day) => ranges.some((range) => isRangeOpen(range.ends_at, day.date, now))) ?? days[0]
  );
}

/**
 * A time range as written by an admin ('12:00 m. - 4:00 p. m.') with no-break spaces inside each
 * time, so a narrow screen wraps between the two times, never inside one ('4:00 p.' / 'm.').
 */
export function keepTimesTogether(range: string): string {
  return range
    .replace(/(\d)\s+(?=[ap]\.|m\.)/g, '$1\u00a0')
    .replace(/([ap]\.)\s+(?=m\.)/g, '$1\u00a0');
}
