import { describe, expect, it } from 'vitest';
import { registerSchema } from './register';

const valid = {
  firstName: ' Ana ',
  lastName: ' Gómez ',
  email: ' ana@correo.co ',
  password: 'Secreta123',
  confirmation: 'Secreta123',
};

const messages = (values: unknown) =>
  registerSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('registerSchema', () => {
  it('gives the names and the email trimmed', () => {
    expect(registerSchema.parse(valid)).toEqual({
      ...valid,
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'ana@correo.co',
    });
  });

  it("reports the spec's rules in the spec's order: names, email, match, length", () => {
    expect(
      messages({ firstName: ' ', lastName: '', email: '', password: '1', confirmation: '2' }),
    ).toEqual([
      ['firstName', 'Ingresa tu nombre'],
      ['lastName', 'Ingresa tu apellido'],
      ['email', 'Ingresa tu email'],
      ['confirmation', 'Las contraseñas no coinciden'],
      ['password', 'La contraseña debe tener al menos 6 caracteres'],
    ]);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(messages({ ...valid, password: '123456', confirmation: '123456' })).toBeUndefined();
    expect(messages({ ...valid, password: '12345', confirmation: '12345' })).toEqual([
      ['password', 'La contraseña debe tener al menos 6 caracteres'],
    ]);
  });
});
