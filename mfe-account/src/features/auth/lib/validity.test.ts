import { describe, expect, it } from 'vitest';
import { reportInSpanish, spanishValidityMessage } from './validity';

function input(attributes: Record<string, string>, value = '') {
  const element = document.createElement('input');
  for (const [name, attribute] of Object.entries(attributes)) element.setAttribute(name, attribute);
  element.value = value;
  return element;
}

describe('spanishValidityMessage', () => {
  it('names a missing value, with the field’s own words when given', () => {
    expect(spanishValidityMessage(input({ required: '' }))).toBe('Completa este campo.');
    expect(
      spanishValidityMessage(input({ required: '' }), { valueMissing: 'Ingresa tu email' }),
    ).toBe('Ingresa tu email');
  });

  it('asks for a real email address', () => {
    expect(spanishValidityMessage(input({ type: 'email' }, 'ana'))).toBe(
      'Ingresa un email válido, por ejemplo nombre@correo.com.',
    );
  });

  it('is empty for a valid value, and reportInSpanish sets it as the custom validity', () => {
    const valid = input({ required: '' }, 'Ana');
    expect(spanishValidityMessage(valid)).toBe('');
    const empty = input({ required: '' });
    reportInSpanish(empty);
    expect(empty.validationMessage).toBe('Completa este campo.');
  });
});
