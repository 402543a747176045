import { describe, expect, it } from 'vitest';
import { editUserSchema, userRoleOf, type EditUserValues } from './edit-user';

const valid: EditUserValues = {
  firstName: 'Ana',
  lastName: 'Gómez',
  phone: '+57 300 123 4567',
  role: 'customer',
};

const firstProblem = (values: EditUserValues) => {
  const issue = editUserSchema.safeParse(values).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('editUserSchema', () => {
  it('gives the update body: names trimmed, the phone as typed, the role', () => {
    expect(editUserSchema.parse({ ...valid, firstName: ' Ana ', role: 'staff' })).toEqual({
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: '+57 300 123 4567',
      role: 'staff',
    });
  });

  it('takes only the three roles of the database', () => {
    for (const role of ['customer', 'staff', 'admin'] as const) {
      expect(firstProblem({ ...valid, role })).toBeUndefined();
    }
    expect(firstProblem({ ...valid, role: 'owner' as EditUserValues['role'] })?.field).toBe('role');
  });

  it('sends no phone when the field is left empty', () => {
    expect(editUserSchema.parse({ ...valid, phone: '  ' }).phone).toBeNull();
  });

  it("accepts what the database's phone check accepts and refuses the rest as 'Teléfono inválido'", () => {
    for (const phone of ['3001234567', '+573001234567', '300 123 4567', '1234567']) {
      expect(firstProblem({ ...valid, phone })).toBeUndefined();
    }
    for (const phone of ['300-123-4567', '123456', 'tel 3001234567', '+57 300 123 4567 000 000']) {
      expect(firstProblem({ ...valid, phone })).toEqual({
        field: 'phone',
        message: 'Teléfono inválido',
      });
    }
  });

  it('refuses names longer than 100 characters', () => {
    expect(firstProblem({ ...valid, firstName: 'x'.repeat(101) })).toEqual({
      field: 'firstName',
      message: 'Usa como máximo 100 caracteres',
    });
    expect(firstProblem({ ...valid, lastName: 'x'.repeat(101) })?.field).toBe('lastName');
    expect(firstProblem({ ...valid, firstName: 'x'.repeat(100), lastName: '' })).toBeUndefined();
  });
});

describe('the roles', () => {
  it("are read from the row's role, or from is_admin for a row read without it", () => {
    expect(userRoleOf({ is_admin: false, role: 'staff' })).toBe('staff');
    expect(userRoleOf({ is_admin: true })).toBe('admin');
    expect(userRoleOf({ is_admin: false })).toBe('customer');
  });
});
