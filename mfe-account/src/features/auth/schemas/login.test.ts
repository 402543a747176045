import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';

const messages = (values: unknown) =>
  loginSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginSchema', () => {
  it('sends the email trimmed and the password as typed', () => {
    expect(loginSchema.parse({ email: ' ana@correo.co ', password: ' clave ' })).toEqual({
      email: 'ana@correo.co',
      password: ' clave ',
    });
  });

  it('asks for the email, then a valid one, and for the password, in Spanish', () => {
    expect(messages({ email: '  ', password: '' })).toEqual([
      ['email', 'Ingresa tu email'],
      ['password', 'Ingresa tu contraseña'],
    ]);
    expect(messages({ email: 'ana@', password: 'x' })).toEqual([
      ['email', 'Ingresa un email válido, por ejemplo nombre@correo.com.'],
    ]);
  });

  it('accepts what a browser accepts as an email', () => {
    for (const email of ['ana@correo', 'ana.gomez+perros@correo.com.co', 'a_b@x-y.co']) {
      expect(loginSchema.safeParse({ email, password: 'x' }).success).toBe(true);
    }
    for (const email of ['ana', 'ana@correo..co', '@correo.co', 'ana gomez@correo.co']) {
      expect(loginSchema.safeParse({ email, password: 'x' }).success).toBe(false);
    }
  });
});
