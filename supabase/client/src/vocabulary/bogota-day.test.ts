import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bogotaDateOf,
  endOfBogotaDayInclusive,
  isCalendarDay,
  startOfBogotaDay,
  startOfNextBogotaDay,
  todayInBogota,
} from './bogota-day';

describe('Bogotá day bounds', () => {
  it('starts a day at midnight Bogotá time', () => {
    expect(startOfBogotaDay('2026-11-21')).toBe('2026-11-21T00:00:00-05:00');
  });

  it("ends a day inclusively at its last millisecond, on the day's own date", () => {
    expect(endOfBogotaDayInclusive('2026-12-31')).toBe('2026-12-31T23:59:59.999-05:00');
  });

  it('ends a range exclusively at the next midnight, across months and years', () => {
    expect(startOfNextBogotaDay('2026-11-21')).toBe('2026-11-22T00:00:00-05:00');
    expect(startOfNextBogotaDay('2026-11-30')).toBe('2026-12-01T00:00:00-05:00');
    expect(startOfNextBogotaDay('2026-12-31')).toBe('2027-01-01T00:00:00-05:00');
    expect(startOfNextBogotaDay('2028-02-28')).toBe('2028-02-29T00:00:00-05:00');
  });

  it('puts the inclusive end one millisecond before the exclusive one', () => {
    const inclusive = new Date(endOfBogotaDayInclusive('2026-11-21')).getTime();
    const exclusive = new Date(startOfNextBogotaDay('2026-11-21')).getTime();
    expect(exclusive - inclusive).toBe(1);
  });
});

describe('calendar days', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('21/11/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('adds and subtracts days across months and years', () => {
    expect(addCalendarDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addCalendarDays('2026-11-24', 3)).toBe('2026-11-27');
  });

  it('refuses to add days to something that is not a day', () => {
    expect(() => addCalendarDays('mañana', 1)).toThrow(RangeError);
  });
});

describe('bogotaDateOf', () => {
  it("is Bogotá's calendar day of a moment, not UTC's", () => {
    // 21:30 on the 24th in Bogotá is 02:30 UTC on the 25th
    expect(bogotaDateOf(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    // midnight in Bogotá is 05:00 UTC
    expect(bogotaDateOf('2026-11-25T04:59:59Z')).toBe('2026-11-24');
    expect(bogotaDateOf('2026-11-25T05:00:00Z')).toBe('2026-11-25');
    expect(bogotaDateOf(Date.UTC(2027, 0, 1, 4))).toBe('2026-12-31');
  });

  it('reads back the day of its own bounds', () => {
    expect(bogotaDateOf(startOfBogotaDay('2026-12-31'))).toBe('2026-12-31');
    expect(bogotaDateOf(endOfBogotaDayInclusive('2026-12-31'))).toBe('2026-12-31');
    expect(bogotaDateOf(startOfNextBogotaDay('2026-12-31'))).toBe('2027-01-01');
  });

  it('gives an empty string for a missing or invalid moment', () => {
    expect(bogotaDateOf(null)).toBe('');
    expect(bogotaDateOf(undefined)).toBe('');
    expect(bogotaDateOf('')).toBe('');
    expect(bogotaDateOf('no es fecha')).toBe('');
  });

  it("tells today's day in Bogotá", () => {
    expect(todayInBogota(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12-31');
    expect(todayInBogota(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});
