import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  bogotaClock,
  deliveryDays,
  firstOpenDay,
  isRangeOpen,
  keepTimesTogether,
} from './delivery-calendar';

/** An instant given as Bogotá's wall-clock time (UTC−5 all year: Colombia has no DST). */
const bogota = (wallClock: string) => new Date(`${wallClock}-05:00`);

const summary = (now: Date) =>
  deliveryDays(now).map(({ date, label, isToday }) => ({ date, label, isToday }));

afterEach(() => {
  vi.useRealTimers();
});

describe('deliveryDays', () => {
  it('offers Hoy, Mañana and then the next two weekday names, with their dates', () => {
    // Tuesday 24 November 2026, 10:00 in Bogotá
    const days = deliveryDays(bogota('2026-11-24T10:00:00'));

    expect(days).toEqual([
      { date: '2026-11-24', label: 'Hoy', dateLabel: '24 de noviembre', isToday: true },
      { date: '2026-11-25', label: 'Mañana', dateLabel: '25 de noviembre', isToday: false },
      { date: '2026-11-26', label: 'Jueves', dateLabel: '26 de noviembre', isToday: false },
      { date: '2026-11-27', label: 'Viernes', dateLabel: '27 de noviembre', isToday: false },
    ]);
  });

  it("rolls to the next day at Bogotá's midnight, not at UTC's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59:59 on Tuesday in Bogotá is already Wednesday 04:59:59 in UTC
    vi.setSystemTime(bogota('2026-11-24T23:59:59'));
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(summary(new Date())[0]).toEqual({ date: '2026-11-24', label: 'Hoy', isToday: true });

    vi.advanceTimersByTime(1000);

    expect(summary(new Date())).toEqual([
      { date: '2026-11-25', label: 'Hoy', isToday: true },
      { date: '2026-11-26', label: 'Mañana', isToday: false },
      { date: '2026-11-27', label: 'Viernes', isToday: false },
      { date: '2026-11-28', label: 'Sábado', isToday: false },
    ]);
  });

  it('does not roll at UTC midnight (19:00 in Bogotá)', () => {
    expect(summary(bogota('2026-11-24T18:59:59'))[0]?.date).toBe('2026-11-24');
    expect(summary(bogota('2026-11-24T19:00:00'))[0]?.date).toBe('2026-11-24');
  });

  it('runs across the end of a month and of a year', () => {
    expect(deliveryDays(bogota('2026-11-29T08:00:00'))).toEqual([
      { date: '2026-11-29', label: 'Hoy', dateLabel: '29 de noviembre', isToday: true },
      { date: '2026-11-30', label: 'Mañana', dateLabel: '30 de noviembre', isToday: false },
      { date: '2026-12-01', label: 'Martes', dateLabel: '1 de diciembre', isToday: false },
      { date: '2026-12-02', label: 'Miércoles', dateLabel: '2 de diciembre', isToday: false },
    ]);
    expect(summary(bogota('2026-12-30T21:00:00'))).toEqual([
      { date: '2026-12-30', label: 'Hoy', isToday: true },
      { date: '2026-12-31', label: 'Mañana', isToday: false },
      { date: '2027-01-01', label: 'Viernes', isToday: false },
      { date: '2027-01-02', label: 'Sábado', isToday: false },
    ]);
  });
});

describe('bogotaClock and addDays', () => {
  it("reads Bogotá's date and 24-hour time", () => {
    expect(bogotaClock(new Date('2026-11-25T04:30:05Z'))).toEqual({
      date: '2026-11-24',
      time: '23:30:05',
    });
    expect(bogotaClock(bogota('2026-11-25T00:00:00'))).toEqual({
      date: '2026-11-25',
      time: '00:00:00',
    });
  });

  it('adds calendar days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('isRangeOpen', () => {
  const morning = '12:00:00';

  it("closes today's range once its end time has passed in Bogotá", () => {
    expect(isRangeOpen(morning, '2026-11-24', bogota('2026-11-24T11:59:59'))).toBe(true);
    expect(isRangeOpen(morning, '2026-11-24', bogota('2026-11-24T12:00:00'))).toBe(false);
    expect(isRangeOpen('12:00', '2026-11-24', bogota('2026-11-24T12:30:00'))).toBe(false);
  });

  it('keeps the same range open on the next days, and a range without an end open today', () => {
    const afternoon = bogota('2026-11-24T15:00:00');
    expect(isRangeOpen(morning, '2026-11-25', afternoon)).toBe(true);
    expect(isRangeOpen(morning, '2026-11-27', afternoon)).toBe(true);
    expect(isRangeOpen(null, '2026-11-24', afternoon)).toBe(true);
  });

  it('refuses a day in the past or beyond the four days, as the database does', () => {
    const now = bogota('2026-11-24T08:00:00');
    expect(isRangeOpen(null, '2026-11-23', now)).toBe(false);
    expect(isRangeOpen(null, '2026-11-28', now)).toBe(false);
  });

  it("judges by Bogotá's clock when UTC is already on the next day", () => {
    // 20:00 in Bogotá (01:00 UTC the next day): today's evening range ending 21:00 is open
    expect(isRangeOpen('21:00:00', '2026-11-24', bogota('2026-11-24T20:00:00'))).toBe(true);
    expect(isRangeOpen('21:00:00', '2026-11-24', bogota('2026-11-24T21:00:01'))).toBe(false);
  });
});

describe('firstOpenDay', () => {
  it('starts on today, or on tomorrow once every range of today has ended', () => {
    const ranges = [{ ends_at: '12:00:00' }, { ends_at: '18:00:00' }];
    const morning = bogota('2026-11-24T09:00:00');
    const night = bogota('2026-11-24T19:00:00');
    expect(firstOpenDay(deliveryDays(morning), ranges, morning)?.label).toBe('Hoy');
    expect(firstOpenDay(deliveryDays(night), ranges, night)?.label).toBe('Mañana');
  });
});

describe('keepTimesTogether', () => {
  it('binds each time with its a. m. / p. m. / m., and leaves the dash to wrap', () => {
    expect(keepTimesTogether('12:00 m. - 4:00 p. m.')).toBe('12:00\u00a0m. - 4:00\u00a0p.\u00a0m.');
    expect(keepTimesTogether('8:00 a. m. - 12:00 m.')).toBe('8:00\u00a0a.\u00a0m. - 12:00\u00a0m.');
    expect(keepTimesTogether('Express 2 horas')).toBe('Express 2 horas');
  });
});
