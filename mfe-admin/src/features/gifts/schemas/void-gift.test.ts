import { describe, expect, it } from 'vitest';
import { VOID_GIFT_MESSAGES, voidGiftSchema } from './void-gift';

const problem = (reason: string) => voidGiftSchema.safeParse({ reason }).error?.issues[0]?.message;

describe('voidGiftSchema', () => {
  it('gives the reason trimmed', () => {
    expect(voidGiftSchema.parse({ reason: '  El cliente pidió el reembolso ' })).toEqual({
      reason: 'El cliente pidió el reembolso',
    });
  });

  it('asks for a reason, of 3 to 300 characters as the database does', () => {
    expect(problem('   ')).toBe(VOID_GIFT_MESSAGES.required);
    expect(problem(' ab ')).toBe('El motivo debe tener al menos 3 caracteres');
    expect(problem('abc')).toBeUndefined();
    expect(problem('x'.repeat(300))).toBeUndefined();
    expect(problem('x'.repeat(301))).toBe('El motivo admite hasta 300 caracteres');
  });
});
