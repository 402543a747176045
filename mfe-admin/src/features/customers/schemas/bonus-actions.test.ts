import { describe, expect, it } from 'vitest';
import {
  BONUS_ACTION_MESSAGES,
  extendBonusSchema,
  extendBounds,
  voidBonusSchema,
} from './bonus-actions';

// 7 Dec 2026, 3 p.m. in Bogotá
const NOW = new Date('2026-12-07T20:00:00Z');

describe('extendBounds', () => {
  it('starts the day after the current expiry of a bonus still running', () => {
    expect(extendBounds('2026-12-20T15:00:00Z', NOW)).toEqual({
      min: '2026-12-21',
      max: '2027-12-06',
    });
  });

  it('starts today for a bonus that has expired', () => {
    expect(extendBounds('2026-11-30T15:00:00Z', NOW).min).toBe('2026-12-07');
  });

  it("counts days in Bogotá: an expiry at 11 p.m. there is that day's", () => {
    // 2026-12-21 04:00 UTC is 20 Dec, 11 p.m. in Bogotá
    expect(extendBounds('2026-12-21T04:00:00Z', NOW).min).toBe('2026-12-21');
  });
});

describe('extendBonusSchema', () => {
  const schema = extendBonusSchema('2026-12-20T15:00:00Z', NOW);

  it('gives the last instant of the chosen Bogotá day and the reason trimmed', () => {
    expect(schema.parse({ day: '2027-01-15', reason: ' Cortesía ' })).toEqual({
      expiresAt: '2027-01-15T23:59:59.999-05:00',
      reason: 'Cortesía',
    });
  });

  it('refuses no day, a day not after the expiry and a day a year away or more', () => {
    const messages = (day: string) => {
      const result = schema.safeParse({ day, reason: 'Cortesía' });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('')).toEqual([BONUS_ACTION_MESSAGES.dayRequired]);
    expect(messages('2026-12-20')).toEqual([BONUS_ACTION_MESSAGES.dayTooEarly('2026-12-21')]);
    expect(messages('2027-12-07')).toEqual([BONUS_ACTION_MESSAGES.dayTooLate('2027-12-06')]);
    expect(messages('2027-12-06')).toEqual([]);
  });
});

describe('voidBonusSchema', () => {
  it('wants a reason of 3 to 300 characters', () => {
    expect(voidBonusSchema.safeParse({ reason: ' no ' }).success).toBe(false);
    expect(voidBonusSchema.safeParse({ reason: 'x'.repeat(301) }).success).toBe(false);
    expect(voidBonusSchema.parse({ reason: ' Error ' })).toEqual({ reason: 'Error' });
  });
});
