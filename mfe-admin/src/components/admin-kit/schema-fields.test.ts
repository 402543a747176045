import { describe, expect, it } from 'vitest';
import {
  MAX_INTEGER,
  descriptionField,
  nameField,
  numberText,
  parseWholeNumber,
  textField,
  wholeNumberField,
} from './schema-fields';

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

describe('textField, nameField and descriptionField', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('trims, and refuses a text longer than its column with the field named in the message', () => {
    expect(textField('La marca', 5).parse('  Acme  ')).toBe('Acme');
    expect(firstMessage(textField('La marca', 5).safeParse('Acmeee'))).toBe(
      'La marca admite hasta 5 caracteres',
    );
    expect(textField('La marca', 5).parse('   ')).toBe('');
  });

  it('refuses an empty required text with its own message', () => {
    expect(
      firstMessage(textField('El título', 10, 'El título es obligatorio').safeParse(' ')),
    ).toBe('El título es obligatorio');
  });

  it('gives the usual name and description their messages', () => {
    expect(firstMessage(nameField(3).safeParse(''))).toBe('El nombre es obligatorio');
    expect(firstMessage(nameField(3).safeParse('Abcd'))).toBe(
      'El nombre admite hasta 3 caracteres',
    );
    expect(descriptionField(3).parse('')).toBe('');
    expect(firstMessage(descriptionField(3).safeParse('Abcd'))).toBe(
      'La descripción admite hasta 3 caracteres',
    );
  });
});
