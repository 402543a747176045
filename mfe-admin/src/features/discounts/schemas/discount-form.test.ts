import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CODE_INVALID,
  EMPTY_DISCOUNT_FORM,
  FIXED_STEP,
  PERCENTAGE_NOT_WHOLE,
  PERCENTAGE_TOO_HIGH,
  discountFormSchema,
  discountFormValues,
  toDiscountWrite,
  type DiscountFormInput,
} from './discount-form';

const valid: DiscountFormInput = { ...EMPTY_DISCOUNT_FORM, code: 'VERANO10', value: '10' };

const errors = (values: DiscountFormInput, currentUses = 0) => {
  const result = discountFormSchema({ currentUses }).safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const parse = (values: DiscountFormInput) => discountFormSchema().parse(values);

describe('the code', () => {
  it('is required', () => {
    expect(errors({ ...valid, code: '  ' }).code).toEqual(['El código es obligatorio']);
  });

  it('is stored uppercase and trimmed', () => {
    expect(parse({ ...valid, code: ' verano-10_b ' }).code).toBe('VERANO-10_B');
  });

  it("follows the database's rule: 3 to 40 of A–Z, 0–9, '-' and '_'", () => {
    for (const code of ['AB', 'CON ESPACIO', 'AÑO2026', 'PROMO!', 'X'.repeat(41)]) {
      expect(errors({ ...valid, code }).code).toEqual([CODE_INVALID]);
    }
    expect(errors({ ...valid, code: 'X'.repeat(40) })).toEqual({});
  });
});

describe('the value', () => {
  it('is required and a number ≥ 0', () => {
    expect(errors({ ...valid, value: '' }).value).toEqual(['El valor es obligatorio']);
    expect(errors({ ...valid, value: '-5' }).value).toEqual([
      'Ingresa un número mayor o igual que 0',
    ]);
    expect(errors({ ...valid, value: 'diez' }).value).toEqual([
      'Ingresa un número mayor o igual que 0',
    ]);
    expect(parse({ ...valid, value: '0' }).value).toBe(0);
  });

  it('is at most 100 for a percentage, and whole (step 1)', () => {
    expect(parse({ ...valid, value: '100' }).value).toBe(100);
    expect(errors({ ...valid, value: '101' }).value).toEqual([PERCENTAGE_TOO_HIGH]);
    expect(errors({ ...valid, value: '12,5' }).value).toEqual([PERCENTAGE_NOT_WHOLE]);
    expect(errors({ ...valid, value: '12.5' }).value).toEqual([PERCENTAGE_NOT_WHOLE]);
  });

  it('takes 0.01 steps for a fixed amount, with no 100 limit', () => {
    const fixed = { ...valid, type: 'fixed' as const };
    expect(parse({ ...fixed, value: '20.000' }).value).toBe(20000);
    expect(parse({ ...fixed, value: '19999,99' }).value).toBe(19999.99);
    expect(parse({ ...fixed, value: '0.5' }).value).toBe(0.5);
    expect(errors({ ...fixed, value: '19999,999' }).value).toEqual([FIXED_STEP]);
    expect(errors({ ...fixed, value: '0.125' }).value).toEqual([FIXED_STEP]);
    expect(errors({ ...fixed, value: '99999999999' }).value).toEqual([
      'El valor es demasiado grande',
    ]);
  });

  it("checks the type's rules even while other fields are wrong", () => {
    expect(errors({ ...valid, code: '', value: '150' })).toEqual({
      code: ['El código es obligatorio'],
      value: [PERCENTAGE_TOO_HIGH],
    });
  });
});

describe('the minimum purchase', () => {
  it('defaults to 0 and is required, in whole pesos ≥ 0', () => {
    expect(parse(valid).min_purchase).toBe(0);
    expect(parse({ ...valid, min_purchase: '150.000' }).min_purchase).toBe(150000);
    expect(errors({ ...valid, min_purchase: '' }).min_purchase).toEqual([
      'La compra mínima es obligatoria (0 si no hay mínimo)',
    ]);
    for (const min_purchase of ['-1', '10,5', 'mil']) {
      expect(errors({ ...valid, min_purchase }).min_purchase).toEqual([
        'Ingresa la compra mínima en pesos enteros, desde 0',
      ]);
    }
  });
});

describe('the maximum uses', () => {
  it('is unlimited (null) when empty', () => {
    expect(parse({ ...valid, max_uses: '' }).max_uses).toBeNull();
    expect(parse({ ...valid, max_uses: '  ' }).max_uses).toBeNull();
  });

  it('is a whole number from 1', () => {
    expect(parse({ ...valid, max_uses: '1' }).max_uses).toBe(1);
    for (const max_uses of ['0', '2,5', 'cien']) {
      expect(errors({ ...valid, max_uses }).max_uses).toEqual([
        'Los usos máximos son un número entero desde 1 (vacío: ilimitados)',
      ]);
    }
  });

  it('may not go below the uses the code already has', () => {
    expect(errors({ ...valid, max_uses: '36' }, 37).max_uses).toEqual([
      'Ya se usó 37 veces: el máximo no puede ser menor',
    ]);
    expect(errors({ ...valid, max_uses: '37' }, 37)).toEqual({});
  });
});

describe('the expiry', () => {
  it('is optional, or a real day', () => {
    expect(parse(valid).expires_at).toBeNull();
    expect(parse({ ...valid, expires_at: '2026-12-31' }).expires_at).toBe('2026-12-31');
    expect(errors({ ...valid, expires_at: '2026-02-30' }).expires_at).toEqual([
      'Ingresa una fecha válida',
    ]);
  });
});

describe('the row written', () => {
  it("stores the picked day's last instant in Bogotá, and empties as null", () => {
    const values = parse({ ...valid, expires_at: '2026-12-31', description: '  ' });
    expect(toDiscountWrite(values)).toEqual({
      code: 'VERANO10',
      description: null,
      type: 'percentage',
      value: 10,
      min_purchase: 0,
      max_uses: null,
      expires_at: '2026-12-31T23:59:59.999-05:00',
      first_purchase_only: false,
      is_active: true,
    });
  });

  it('keeps a stored expiry when its day was not changed', () => {
    const stored = '2027-01-26T14:30:00+00:00';
    const values = parse({ ...valid, expires_at: '2027-01-26' });
    expect(toDiscountWrite(values, { expires_at: stored }).expires_at).toBe(stored);
    const moved = parse({ ...valid, expires_at: '2027-01-27' });
    expect(toDiscountWrite(moved, { expires_at: stored }).expires_at).toBe(
      '2027-01-27T23:59:59.999-05:00',
    );
    const cleared = parse({ ...valid, expires_at: '' });
    expect(toDiscountWrite(cleared, { expires_at: stored }).expires_at).toBeNull();
  });

  it('starts an edit from the stored code, its expiry as the Bogotá day', () => {
    expect(
      discountFormValues({
        code: 'AHORRA20K',
        description: null,
        type: 'fixed',
        value: 20000.5,
        min_purchase: 0,
        max_uses: 500,
        // 02:00 UTC on the 1st is still December 31st in Bogotá
        expires_at: '2027-01-01T02:00:00Z',
        first_purchase_only: false,
        is_active: true,
      }),
    ).toEqual({
      code: 'AHORRA20K',
      description: '',
      type: 'fixed',
      value: '20000,5',
      min_purchase: '0',
      max_uses: '500',
      expires_at: '2026-12-31',
      first_purchase_only: false,
      is_active: true,
    });
  });
});
