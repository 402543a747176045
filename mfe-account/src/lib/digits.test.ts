import { describe, expect, it } from 'vitest';
import { codeDigits, phoneDigits } from './digits';

describe('phoneDigits', () => {
  it('keeps at most 10 digits and nothing else', () => {
    expect(phoneDigits('300 123-4567 89')).toBe('3001234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('keeps what the profile stored with its +57 as ten digits', () => {
    expect(phoneDigits('+573001234567')).toBe('3001234567');
    expect(phoneDigits('30012345678')).toBe('3001234567');
  });

  it('drops the country code of a pasted international number', () => {
    expect(phoneDigits('+57 300 123 4567')).toBe('3001234567');
    expect(phoneDigits('5730')).toBe('5730');
  });
});

describe('codeDigits', () => {
  it('keeps at most 6 digits and nothing else', () => {
    expect(codeDigits('12-34 567')).toBe('123456');
  });
});
