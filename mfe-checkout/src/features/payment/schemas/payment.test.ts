import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_EXPIRED,
  CARD_INCOMPLETE,
  cardSchema,
  EXPIRY_INVALID,
  expiryProblem,
  PSE_INCOMPLETE,
  pseSchema,
} from './payment';

const card = { holder: 'Ana Gómez', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
const pse = { bank: 'Bancolombia', documentType: 'CC', documentNumber: '1020304050' };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error?.issues.map((issue) => issue.message))];

/** Tuesday 24 November 2026, 13:00 in Bogotá. */
const NOW = new Date('2026-11-24T13:00:00-05:00');

describe('the card schema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the number as digits and keeps the rest', () => {
    expect(cardSchema.parse(card)).toEqual({ ...card, number: '4242424242424242' });
  });

  it.each([
    ['an empty holder', { holder: '  ' }],
    ['a short number', { number: '4242 4242' }],
    ['an expiry without the slash', { expiry: '1230' }],
    ['an expiry without its year', { expiry: '12/' }],
    ['a CVV of two digits', { cvv: '12' }],
  ])('refuses %s with the spec message', (_, change) => {
    expect(messages(cardSchema.safeParse({ ...card, ...change }))).toEqual([CARD_INCOMPLETE]);
  });

  it.each([
    ['month 00', '00/30'],
    ['month 13', '13/30'],
    ['month 99', '99/27'],
  ])("says a %s is an invalid date, not 'Campos incompletos'", (_, expiry) => {
    expect(messages(cardSchema.safeParse({ ...card, expiry }))).toEqual([EXPIRY_INVALID]);
  });

  it.each([
    ['last month', '10/26'],
    ['a past year', '12/25'],
    ['a past year with a later month', '12/24'],
  ])('says a card that expired %s is expired', (_, expiry) => {
    expect(messages(cardSchema.safeParse({ ...card, expiry }))).toEqual([CARD_EXPIRED]);
  });

  it.each([
    ['the current month', '11/26'],
    ['next month', '12/26'],
    ['an earlier month of a later year', '01/27'],
  ])('takes a card that expires %s', (_, expiry) => {
    expect(cardSchema.safeParse({ ...card, expiry }).success).toBe(true);
  });

  it('counts the months in Bogotá, whatever the device’s time zone', () => {
    // 30 November, 21:00 in Bogotá: already 1 December in UTC
    const lateNovember = new Date('2026-12-01T02:00:00Z');
    expect(expiryProblem('11/26', lateNovember)).toBeUndefined();
    // 1 December, 00:00 in Bogotá: November has gone by
    expect(expiryProblem('11/26', new Date('2026-12-01T05:00:00Z'))).toBe(CARD_EXPIRED);
  });

  it('tells the first field that is wrong: an empty holder before an invalid month', () => {
    expect(
      cardSchema.safeParse({ ...card, holder: '', expiry: '13/30' }).error?.issues[0]?.message,
    ).toBe(CARD_INCOMPLETE);
  });
});

describe('the PSE schema', () => {
  it('takes a listed bank, a document type and number; no email', () => {
    expect(pseSchema.parse(pse)).toEqual(pse);
    expect(
      pseSchema.parse({ ...pse, documentType: 'NIT', documentNumber: '900123456-7' }),
    ).toMatchObject({
      documentNumber: '900123456-7',
    });
  });

  it.each([
    ['no bank', { bank: '' }],
    ['an unlisted bank', { bank: 'Banco Falso' }],
    ['no document number', { documentNumber: '' }],
    ['letters in the number', { documentNumber: 'abc123' }],
  ])('refuses %s with the spec message', (_, change) => {
    expect(messages(pseSchema.safeParse({ ...pse, ...change }))).toEqual([PSE_INCOMPLETE]);
  });
});
