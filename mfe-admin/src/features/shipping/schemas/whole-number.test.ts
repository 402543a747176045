import { describe, expect, it } from 'vitest';
import { MAX_INTEGER, numberText, parseWholeNumber, wholeNumberField } from './whole-number';

describe('parseWholeNumber', () => {
  it('reads plain digits and es-CO grouped thousands', () => {
    expect(parseWholeNumber('8000')).toBe(8000);
    expect(parseWholeNumber(' 15.000 ')).toBe(15000);
    expect(parseWholeNumber('1 250 000')).toBe(1250000);
    expect(parseWholeNumber('0')).toBe(0);
  });

  it('is undefined when empty and NaN for anything that is not a whole number', () => {
    expect(parseWholeNumber('   ')).toBeUndefined();
    expect(parseWholeNumber('8,5')).toBeNaN();
    expect(parseWholeNumber('8.5')).toBeNaN();
    expect(parseWholeNumber('-1')).toBeNaN();
    expect(parseWholeNumber('ocho')).toBeNaN();
    expect(parseWholeNumber('1e3')).toBeNaN();
  });
});

describe('wholeNumberField', () => {
  const field = wholeNumberField({ required: 'Obligatorio', invalid: 'Inválido' }, 100);
  const messages = (text: string) =>
    field.safeParse(text).error?.issues.map((issue) => issue.message);

  it('gives the number, or the message for an empty, a wrong or a too large value', () => {
    expect(field.parse('100')).toBe(100);
    expect(messages('')).toEqual(['Obligatorio']);
    expect(messages('abc')).toEqual(['Inválido']);
    expect(messages('101')).toEqual(['Inválido']);
  });

  it('refuses what an integer column cannot hold by default', () => {
    const unbounded = wholeNumberField({ required: 'Obligatorio', invalid: 'Inválido' });
    expect(unbounded.parse(String(MAX_INTEGER))).toBe(MAX_INTEGER);
    expect(unbounded.safeParse(String(MAX_INTEGER + 1)).success).toBe(false);
  });
});

describe('numberText', () => {
  it('shows a number for editing, and nothing for none', () => {
    expect(numberText(8000)).toBe('8000');
    expect(numberText(0)).toBe('0');
    expect(numberText(null)).toBe('');
    expect(numberText(undefined)).toBe('');
  });
});
