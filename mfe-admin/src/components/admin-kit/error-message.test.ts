import { describe, expect, it } from 'vitest';
import { errorMessage, isCheckViolation, isUniqueViolation } from './error-message';

const FALLBACK = 'Error al eliminar producto';

describe('errorMessage', () => {
  it('shows the message the database raised (P0001) as it is', () => {
    const error = {
      code: 'P0001',
      message: 'No se puede eliminar: el producto está en pedidos abiertos',
    };
    expect(errorMessage(error, FALLBACK)).toBe(
      'No se puede eliminar: el producto está en pedidos abiertos',
    );
  });

  it('shows a Spanish 42501 message raised by the database', () => {
    const error = { code: '42501', message: 'No puedes cambiar tu propio rol de administrador' };
    expect(errorMessage(error, 'Error al actualizar usuario')).toBe(
      'No puedes cambiar tu propio rol de administrador',
    );
  });

  it('shows the database saying the row is gone (P0002), but not Postgres saying so in English', () => {
    expect(
      errorMessage(
        { code: 'P0002', message: 'El registro ya no existe; actualiza la lista' },
        FALLBACK,
      ),
    ).toBe('El registro ya no existe; actualiza la lista');
    expect(errorMessage({ code: 'P0002', message: 'query returned no rows' }, FALLBACK)).toBe(
      FALLBACK,
    );
  });

  it("falls back for Postgres' own English 42501 messages (RLS, grants)", () => {
    expect(
      errorMessage(
        { code: '42501', message: 'new row violates row-level security policy for table "x"' },
        FALLBACK,
      ),
    ).toBe(FALLBACK);
    expect(
      errorMessage({ code: '42501', message: 'permission denied for table products' }, FALLBACK),
    ).toBe(FALLBACK);
  });

  it('shows a Spanish 22023 message raised by the database (a value it refuses)', () => {
    expect(
      errorMessage(
        { code: '22023', message: 'No se puede eliminar este tipo de registro' },
        FALLBACK,
      ),
    ).toBe('No se puede eliminar este tipo de registro');
  });

  it('falls back for other codes, network failures and anything that is not an error', () => {
    expect(errorMessage({ code: '23505', message: 'duplicate key value' }, FALLBACK)).toBe(
      FALLBACK,
    );
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage({ code: 'P0001', message: '   ' }, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage('P0001', FALLBACK)).toBe(FALLBACK);
  });
});

describe('isCheckViolation', () => {
  const violation = {
    code: '23514',
    message:
      'new row for relation "products" violates check constraint "products_member_price_not_above_price"',
    details: 'Failing row contains (…).',
  };

  it('recognises a refusal by the named check constraint', () => {
    expect(isCheckViolation(violation, 'products_member_price_not_above_price')).toBe(true);
  });

  it('reads the constraint from the details too', () => {
    expect(
      isCheckViolation(
        { code: '23514', message: 'check violation', details: 'shipping_rates_hours_in_order' },
        'shipping_rates_hours_in_order',
      ),
    ).toBe(true);
  });

  it('is false for another constraint, another code or anything that is not an error', () => {
    expect(isCheckViolation(violation, 'products_regular_price_not_below_price')).toBe(false);
    expect(
      isCheckViolation({ ...violation, code: 'P0001' }, 'products_member_price_not_above_price'),
    ).toBe(false);
    expect(isCheckViolation(null, 'products_member_price_not_above_price')).toBe(false);
    expect(isCheckViolation('23514', 'products_member_price_not_above_price')).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('is a save refused by a unique constraint (23505), and nothing else', () => {
    const duplicate = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "discount_codes_code_key"',
    };
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation({ code: '23514', message: 'violates check constraint' })).toBe(false);
    expect(isUniqueViolation(new Error('Failed to fetch'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
