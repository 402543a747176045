import { describe, expect, it } from 'vitest';
import { cvvDigits, documentDigits, formatExpiry, groupCardNumber } from './card-format';

describe('the card fields keep what a card has', () => {
  it('groups the number in fours, digits only, at most 19 characters', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 abc 42')).toBe('4242 4242 42');
    expect(groupCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242 ')).toBe('4242');
    expect(groupCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/AA, digits only, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('1230999')).toBe('12/30');
    expect(formatExpiry('ab')).toBe('');
  });

  it('keeps three CVV digits and a document number with its NIT check digit', () => {
    expect(cvvDigits('12a34')).toBe('123');
    expect(documentDigits('900.123.456-7')).toBe('900123456-7');
  });
});
