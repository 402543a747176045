import { describe, expect, it } from 'vitest';
import { CARD_INCOMPLETE, cardSchema, PSE_INCOMPLETE, pseSchema } from './payment';

const card = { holder: 'Ana Gómez', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
const pse = { bank: 'Bancolombia', documentType: 'CC', documentNumber: '1020304050' };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error?.issues.map((issue) => issue.message))];

describe('the card schema', () => {
  it('sends the number as digits and keeps the rest', () => {
    expect(cardSchema.parse(card)).toEqual({ ...card, number: '4242424242424242' });
  });

  it.each([
    ['an empty holder', { holder: '  ' }],
    ['a short number', { number: '4242 4242' }],
    ['a month 13', { expiry: '13/30' }],
    ['an expiry without the slash', { expiry: '1230' }],
    ['a CVV of two digits', { cvv: '12' }],
  ])('refuses %s with the spec message', (_, change) => {
    expect(messages(cardSchema.safeParse({ ...card, ...change }))).toEqual([CARD_INCOMPLETE]);
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
