import { describe, expect, it } from 'vitest';
import { ADJUST_POINTS_MESSAGES, adjustPointsSchema, parsePointsAmount } from './adjust-points';

const errorsOf = (balance: number | undefined, amount: string, reason = 'Compensación') => {
  const result = adjustPointsSchema(balance).safeParse({ amount, reason });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('parsePointsAmount', () => {
  it('reads a signed whole number as an admin types it', () => {
    expect(parsePointsAmount('-200')).toBe(-200);
    expect(parsePointsAmount('500')).toBe(500);
    expect(parsePointsAmount('+75')).toBe(75);
    expect(parsePointsAmount(' - 1.000 ')).toBe(-1000);
    expect(parsePointsAmount('1.000.000')).toBe(1_000_000);
  });

  it('is undefined for anything but a whole number', () => {
    for (const text of ['', '-', '12,5', '1.5', '1.00', 'diez', '--3', '5-']) {
      expect(parsePointsAmount(text)).toBeUndefined();
    }
  });
});

describe('adjustPointsSchema', () => {
  it('gives the amount as a number and the reason trimmed', () => {
    expect(adjustPointsSchema(1200).parse({ amount: '-200', reason: '  Corrección ' })).toEqual({
      amount: -200,
      reason: 'Corrección',
    });
  });

  it('refuses an empty amount, a non-number and zero', () => {
    expect(errorsOf(10, '')).toEqual([ADJUST_POINTS_MESSAGES.amountRequired]);
    expect(errorsOf(10, '2,5')).toEqual([ADJUST_POINTS_MESSAGES.amountInvalid]);
    expect(errorsOf(10, '-0')).toEqual([ADJUST_POINTS_MESSAGES.amountZero]);
  });

  it('refuses more than 1.000.000 points either way', () => {
    expect(errorsOf(2_000_000, '-1000001')).toEqual([ADJUST_POINTS_MESSAGES.amountTooLarge]);
    expect(errorsOf(0, '1000001')).toEqual([ADJUST_POINTS_MESSAGES.amountTooLarge]);
    expect(errorsOf(0, '1000000')).toEqual([]);
  });

  it('refuses taking more than the balance, and takes it all', () => {
    expect(errorsOf(150, '-151')).toEqual([
      'El saldo no puede quedar en negativo: el cliente tiene 150 puntos',
    ]);
    expect(errorsOf(1, '-2')).toEqual([
      'El saldo no puede quedar en negativo: el cliente tiene 1 punto',
    ]);
    expect(errorsOf(150, '-150')).toEqual([]);
    expect(errorsOf(undefined, '-150')).toEqual([]);
  });

  it('wants a reason of 3 to 150 characters', () => {
    expect(errorsOf(10, '5', '  ab ')).toEqual([ADJUST_POINTS_MESSAGES.reasonTooShort]);
    expect(errorsOf(10, '5', 'x'.repeat(151))).toEqual([ADJUST_POINTS_MESSAGES.reasonTooLong]);
    expect(errorsOf(10, '5', 'x'.repeat(150))).toEqual([]);
  });
});
