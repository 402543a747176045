import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DISCOUNT_INVALID,
  DURATION_INVALID,
  MULTIPLIER_INVALID,
  NEW_PLAN_FORM,
  PRICE_INVALID,
  membershipFormSchema,
  membershipFormValues,
  splitBenefits,
  type MembershipFormInput,
} from './membership-form';

const valid: MembershipFormInput = { ...NEW_PLAN_FORM, name: 'Mensual' };
const errors = (values: MembershipFormInput) => {
  const result = membershipFormSchema.safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};
const parse = (values: MembershipFormInput) => membershipFormSchema.parse(values);

describe('a new plan', () => {
  it('needs a name', () => {
    expect(errors({ ...valid, name: '  ' }).name).toEqual(['El nombre es obligatorio']);
  });
});

describe('the benefits', () => {
  it('are one per line, trimmed, with blank lines dropped', () => {
    expect(splitBenefits('  Envío gratis \n\n10% de descuento\r\n   \r\nPuntos x1.5\n')).toEqual([
      'Envío gratis',
      '10% de descuento',
      'Puntos x1.5',
    ]);
    expect(splitBenefits('\n  \n')).toEqual([]);
    expect(parse({ ...valid, benefits: 'Uno\n\nDos' }).benefits).toEqual(['Uno', 'Dos']);
  });
});

describe('the numbers', () => {
  it('take the discount and the multiplier in 0.1 steps, with a comma or a point', () => {
    expect(parse({ ...valid, discount_percent: '12,5' }).discount_percent).toBe(12.5);
    expect(parse({ ...valid, points_multiplier: '2.5' }).points_multiplier).toBe(2.5);
    expect(errors({ ...valid, discount_percent: '12,55' }).discount_percent).toEqual([
      DISCOUNT_INVALID,
    ]);
    expect(errors({ ...valid, points_multiplier: '1,25' }).points_multiplier).toEqual([
      MULTIPLIER_INVALID,
    ]);
  });

  it('keep to what the database stores', () => {
    expect(errors({ ...valid, discount_percent: '100,1' }).discount_percent).toEqual([
      DISCOUNT_INVALID,
    ]);
    expect(errors({ ...valid, points_multiplier: '10,5' }).points_multiplier).toEqual([
      MULTIPLIER_INVALID,
    ]);
    expect(errors({ ...valid, duration_days: '0' }).duration_days).toEqual([DURATION_INVALID]);
    expect(errors({ ...valid, duration_days: '30,5' }).duration_days).toEqual([DURATION_INVALID]);
    expect(errors({ ...valid, price: '-1' }).price).toEqual([PRICE_INVALID]);
    expect(errors({ ...valid, price: '29.900,50' }).price).toEqual([PRICE_INVALID]);
    expect(parse({ ...valid, price: '299.900' }).price).toBe(299900);
  });

  it('must be entered', () => {
    expect(
      errors({
        ...valid,
        price: '',
        duration_days: '',
        discount_percent: ' ',
        points_multiplier: '',
      }),
    ).toEqual({
      price: ['El precio es obligatorio'],
      duration_days: ['La duración es obligatoria'],
      discount_percent: ['El descuento es obligatorio'],
      points_multiplier: ['El multiplicador es obligatorio'],
    });
  });
});

describe('editing', () => {
  it('starts from the stored plan, benefits one per line and decimals with a comma', () => {
    expect(
      membershipFormValues({
        name: 'Anual',
        description: null,
        price: 299900,
        duration_days: 365,
        discount_percent: 15,
        points_multiplier: 1.5,
        benefits: ['Envío gratis', '2 meses gratis'],
        is_active: false,
      }),
    ).toEqual({
      name: 'Anual',
      description: '',
      price: '299900',
      duration_days: '365',
      discount_percent: '15',
      points_multiplier: '1,5',
      benefits: 'Envío gratis\n2 meses gratis',
      is_active: false,
    });
  });
});
