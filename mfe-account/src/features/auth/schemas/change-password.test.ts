import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password';

const messages = (password: string, confirmation: string) =>
  changePasswordSchema
    .safeParse({ password, confirmation })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('changePasswordSchema', () => {
  it("checks the match first, then the length, in the sign-up's words", () => {
    expect(messages('abc', 'abd')?.[0]).toEqual(['confirmation', 'Las contraseñas no coinciden']);
    expect(messages('abc', 'abc')).toEqual([
      ['password', 'La contraseña debe tener al menos 6 caracteres'],
    ]);
    expect(messages('abcdef', 'abcdef')).toBeUndefined();
  });
});
