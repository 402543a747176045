import { describe, expect, it } from 'vitest';
import { personalInfoSchema } from './personal-info';

const valid = { firstName: 'Ana', lastName: 'Gómez', phone: '3001234567', petName: 'Luna' };

const firstProblem = (values: typeof valid) => {
  const issue = personalInfoSchema.safeParse(values).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('personalInfoSchema', () => {
  it('accepts a complete card, and one without phone or pet', () => {
    expect(firstProblem(valid)).toBeUndefined();
    expect(firstProblem({ ...valid, phone: '', petName: '' })).toBeUndefined();
  });

  it('requires the first name, then the last name (blank spaces do not count)', () => {
    expect(firstProblem({ ...valid, firstName: '   ', lastName: '' })).toEqual({
      field: 'firstName',
      message: 'Ingresa tu nombre',
    });
    expect(firstProblem({ ...valid, lastName: ' ' })).toEqual({
      field: 'lastName',
      message: 'Ingresa tu apellido',
    });
  });

  it('refuses a phone that is not ten digits', () => {
    expect(firstProblem({ ...valid, phone: '300123' })).toEqual({
      field: 'phone',
      message: 'El teléfono debe tener 10 dígitos',
    });
  });

  it('refuses names longer than the database accepts', () => {
    expect(firstProblem({ ...valid, petName: 'x'.repeat(101) })).toEqual({
      field: 'petName',
      message: 'Usa como máximo 100 caracteres',
    });
    expect(firstProblem({ ...valid, lastName: 'x'.repeat(101) })?.field).toBe('lastName');
    expect(firstProblem({ ...valid, firstName: 'x'.repeat(100) })).toBeUndefined();
  });

  it('gives what is saved: the names trimmed and the phone as digits', () => {
    expect(
      personalInfoSchema.parse({
        firstName: ' Ana ',
        lastName: 'Gómez ',
        phone: '+57 300 123 4567',
        petName: ' Luna',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'Gómez', phone: '3001234567', petName: 'Luna' });
  });
});
