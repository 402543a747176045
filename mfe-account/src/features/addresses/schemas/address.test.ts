import { describe, expect, it } from 'vitest';
import { addressSchema, type AddressValues } from './address';

const valid: AddressValues = {
  label: ' Casa ',
  address: ' Calle 10 # 5-20 ',
  department: 'Antioquia',
  city: 'Medellín',
  phone: '300 123 4567',
};

const messages = (values: AddressValues) =>
  addressSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('addressSchema', () => {
  it('gives what is saved: trimmed, the phone as its ten digits', () => {
    expect(addressSchema.parse(valid)).toEqual({
      label: 'Casa',
      address: 'Calle 10 # 5-20',
      department: 'Antioquia',
      city: 'Medellín',
      phone: '3001234567',
    });
    expect(addressSchema.parse({ ...valid, phone: '' }).phone).toBe('');
  });

  it('reports every empty field at once, each with its own Spanish message', () => {
    expect(messages({ label: ' ', address: '', department: '', city: '', phone: '' })).toEqual([
      ['label', 'Ingresa un nombre para la dirección'],
      ['address', 'Ingresa la dirección'],
      ['department', 'Selecciona el departamento'],
      ['city', 'Selecciona la ciudad'],
    ]);
  });

  it("refuses a city that is not the department's, a short phone and the database's bounds", () => {
    expect(messages({ ...valid, city: 'Cali' })).toEqual([['city', 'Selecciona la ciudad']]);
    expect(messages({ ...valid, phone: '300123456' })).toEqual([
      ['phone', 'El teléfono debe tener 10 dígitos'],
    ]);
    expect(messages({ ...valid, address: 'Cl 1' })).toEqual([
      ['address', 'La dirección debe tener al menos 5 caracteres'],
    ]);
    expect(messages({ ...valid, label: 'x'.repeat(41) })).toEqual([
      ['label', 'Usa como máximo 40 caracteres'],
    ]);
    expect(messages({ ...valid, address: 'x'.repeat(201) })).toEqual([
      ['address', 'Usa como máximo 200 caracteres'],
    ]);
    expect(messages({ ...valid, department: 'Texas', city: 'Austin' })).toEqual([
      ['department', 'Selecciona el departamento'],
      ['city', 'Selecciona la ciudad'],
    ]);
  });

  it('accepts Bogotá D.C. with its single city and no phone', () => {
    expect(
      messages({ ...valid, department: 'Bogotá D.C.', city: 'Bogotá', phone: '' }),
    ).toBeUndefined();
  });
});
