import { describe, expect, it } from 'vitest';
import { todayInBogota } from './bogota-date';

describe('todayInBogota', () => {
  it("is Bogotá's calendar day, not UTC's", () => {
    // 21:30 on the 24th in Bogotá is 02:30 UTC on the 25th
    expect(todayInBogota(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    // midnight in Bogotá is 05:00 UTC
    expect(todayInBogota(new Date('2026-11-25T04:59:59Z'))).toBe('2026-11-24');
    expect(todayInBogota(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });

  it('rolls over months and years', () => {
    expect(todayInBogota(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12-31');
    expect(todayInBogota(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});
