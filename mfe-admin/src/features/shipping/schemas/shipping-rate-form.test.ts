import { describe, expect, it } from 'vitest';
import {
  HOURS_ORDER_MESSAGE,
  deliveryHoursText,
  shippingRateFormSchema,
  toShippingRateWrite,
  type ShippingRateFormInput,
} from './shipping-rate-form';

const VALID: ShippingRateFormInput = {
  name: ' Express ',
  description: '',
  base_price: '15.000',
  delivery_hours_min: '12',
  delivery_hours_max: '24',
  is_active: true,
};

/** Field → its messages, for a form that fails. */
function errorsOf(input: Partial<ShippingRateFormInput>): Record<string, string[]> {
  const result = shippingRateFormSchema.safeParse({ ...VALID, ...input });
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('the shipping rate form', () => {
  it('parses a valid rate: trimmed name, whole pesos and hours', () => {
    expect(shippingRateFormSchema.parse(VALID)).toEqual({
      name: 'Express',
      description: '',
      base_price: 15000,
      delivery_hours_min: 12,
      delivery_hours_max: 24,
      is_active: true,
    });
  });

  it('requires the name, the base price and both delivery hours', () => {
    expect(
      errorsOf({ name: '  ', base_price: '', delivery_hours_min: '', delivery_hours_max: '' }),
    ).toEqual({
      name: ['El nombre es obligatorio'],
      base_price: ['El precio base es obligatorio'],
      delivery_hours_min: ['La entrega mínima es obligatoria'],
      delivery_hours_max: ['La entrega máxima es obligatoria'],
    });
  });

  it('leaves the description optional, up to 500 characters', () => {
    expect(errorsOf({ description: '' })).toEqual({});
    expect(errorsOf({ description: 'x'.repeat(501) })).toEqual({
      description: ['La descripción admite hasta 500 caracteres'],
    });
  });

  it('refuses a maximum below the minimum, on the maximum', () => {
    expect(errorsOf({ delivery_hours_min: '48', delivery_hours_max: '24' })).toEqual({
      delivery_hours_max: [HOURS_ORDER_MESSAGE],
    });
    expect(errorsOf({ delivery_hours_min: '24', delivery_hours_max: '24' })).toEqual({});
  });

  it('says the maximum is below the minimum even while the name is missing', () => {
    expect(errorsOf({ name: '', delivery_hours_min: '10', delivery_hours_max: '2' })).toEqual({
      name: ['El nombre es obligatorio'],
      delivery_hours_max: [HOURS_ORDER_MESSAGE],
    });
  });

  it('refuses prices and hours that are not whole numbers', () => {
    expect(errorsOf({ base_price: '8.000,50', delivery_hours_min: '1,5' })).toEqual({
      base_price: ['Ingresa un precio en pesos enteros (sin decimales)'],
      delivery_hours_min: ['Ingresa un número entero de horas, de 0 a 8.760'],
    });
  });

  it('stores an empty description as null', () => {
    expect(toShippingRateWrite(shippingRateFormSchema.parse(VALID))).toEqual({
      name: 'Express',
      description: null,
      base_price: 15000,
      delivery_hours_min: 12,
      delivery_hours_max: 24,
      is_active: true,
    });
  });
});

describe('deliveryHoursText', () => {
  it("reads 'min–max h', or one number when both are equal", () => {
    expect(deliveryHoursText(48, 72)).toBe('48–72 h');
    expect(deliveryHoursText(24, 24)).toBe('24 h');
  });
});
