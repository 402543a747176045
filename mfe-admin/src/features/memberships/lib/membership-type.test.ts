import { describe, expect, it } from 'vitest';
import { membershipTypeOf } from './membership-type';

describe('membershipTypeOf (the generated column)', () => {
  it("is 'anual' when the name contains «anual», in any case", () => {
    expect(membershipTypeOf('Anual')).toBe('anual');
    expect(membershipTypeOf('Plan ANUAL Plus')).toBe('anual');
    expect(membershipTypeOf('Bianual')).toBe('anual');
  });

  it("is 'mensual' for any other name", () => {
    expect(membershipTypeOf('Mensual')).toBe('mensual');
    expect(membershipTypeOf('Semestral')).toBe('mensual');
    expect(membershipTypeOf('')).toBe('mensual');
  });
});
