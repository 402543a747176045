import { describe, expect, it } from 'vitest';
import { endOfBogotaDay, isDay, startOfBogotaDay } from './date-range';

describe('Bogotá day bounds', () => {
  it('starts a day at midnight Bogotá time', () => {
    expect(startOfBogotaDay('2026-11-21')).toBe('2026-11-21T00:00:00-05:00');
  });

  it('ends a day at the next midnight, across months and years', () => {
    expect(endOfBogotaDay('2026-11-21')).toBe('2026-11-22T00:00:00-05:00');
    expect(endOfBogotaDay('2026-11-30')).toBe('2026-12-01T00:00:00-05:00');
    expect(endOfBogotaDay('2026-12-31')).toBe('2027-01-01T00:00:00-05:00');
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('21/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
