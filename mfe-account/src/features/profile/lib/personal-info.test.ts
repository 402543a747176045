import { describe, expect, it } from 'vitest';
import {
  normalisePersonalInfo,
  PERSONAL_INFO_MESSAGES,
  phoneDigits,
  validatePersonalInfo,
} from './personal-info';

const valid = { firstName: 'Ana', lastName: 'Gómez', phone: '3001234567', petName: 'Luna' };

describe('phoneDigits', () => {
  it('keeps digits only, at most ten', () => {
    expect(phoneDigits('300-123 45 67')).toBe('3001234567');
    expect(phoneDigits('30012345678')).toBe('3001234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('drops the country code of a pasted +57 number', () => {
    expect(phoneDigits('+57 300 123 4567')).toBe('3001234567');
  });
});

describe('validatePersonalInfo', () => {
  it('accepts a complete card, and one without phone or pet', () => {
    expect(validatePersonalInfo(valid)).toBeNull();
    expect(validatePersonalInfo({ ...valid, phone: '', petName: '' })).toBeNull();
  });

  it('requires the first name, then the last name (blank spaces do not count)', () => {
    expect(validatePersonalInfo({ ...valid, firstName: '   ', lastName: '' })).toEqual({
      field: 'firstName',
      message: PERSONAL_INFO_MESSAGES.firstNameRequired,
    });
    expect(validatePersonalInfo({ ...valid, lastName: ' ' })).toEqual({
      field: 'lastName',
      message: 'Ingresa tu apellido',
    });
  });

  it('refuses a phone that is not ten digits', () => {
    expect(validatePersonalInfo({ ...valid, phone: '300123' })).toEqual({
      field: 'phone',
      message: 'El teléfono debe tener 10 dígitos',
    });
  });

  it('refuses names longer than the database accepts', () => {
    expect(validatePersonalInfo({ ...valid, petName: 'x'.repeat(101) })?.field).toBe('petName');
    expect(validatePersonalInfo({ ...valid, lastName: 'x'.repeat(101) })?.field).toBe('lastName');
    expect(validatePersonalInfo({ ...valid, firstName: 'x'.repeat(100) })).toBeNull();
  });
});

describe('normalisePersonalInfo', () => {
  it('trims the names and keeps the phone digits', () => {
    expect(
      normalisePersonalInfo({
        firstName: ' Ana ',
        lastName: 'Gómez ',
        phone: '+57 300 123 4567',
        petName: ' Luna',
      }),
    ).toEqual(valid);
  });
});
