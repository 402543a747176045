import { describe, expect, it } from 'vitest';
import { DB_MESSAGES } from './messages';
import { raisedMessage, userErrorMessage } from './user-error';

const FALLBACK = 'Error al eliminar producto';

describe('userErrorMessage', () => {
  it('shows a refusal the database raised (P0001) as it is', () => {
    const error = { code: 'P0001', message: DB_MESSAGES.productInOpenOrders };
    expect(userErrorMessage(error, FALLBACK)).toBe(
      'No se puede eliminar: el producto está en pedidos abiertos',
    );
  });

  it('shows the Spanish messages raised as not allowed (42501), gone (P0002) or invalid (22023)', () => {
    expect(userErrorMessage({ code: '42501', message: DB_MESSAGES.ownAdminRole }, FALLBACK)).toBe(
      'No puedes cambiar tu propio rol de administrador',
    );
    expect(userErrorMessage({ code: '42501', message: DB_MESSAGES.signInToSpin }, FALLBACK)).toBe(
      'Inicia sesión para usar la ruleta',
    );
    expect(userErrorMessage({ code: 'P0002', message: DB_MESSAGES.recordGone }, FALLBACK)).toBe(
      'El registro ya no existe; actualiza la lista',
    );
    expect(
      userErrorMessage({ code: '22023', message: DB_MESSAGES.invalidQuantity }, FALLBACK),
    ).toBe('La cantidad debe ser un número entero mayor o igual a 1');
  });

  it("never shows Postgres' own English wording for those codes (RLS, grants, strict selects)", () => {
    for (const error of [
      { code: '42501', message: 'new row violates row-level security policy for table "x"' },
      { code: '42501', message: 'permission denied for table products' },
      { code: '42501', message: 'permission denied for function add_to_cart' },
      { code: 'P0002', message: 'query returned no rows' },
      { code: '22023', message: 'invalid parameter value' },
    ]) {
      expect(userErrorMessage(error, FALLBACK)).toBe(FALLBACK);
    }
  });

  it('falls back for other codes, network failures, blank messages and anything that is not an error', () => {
    expect(userErrorMessage({ code: '23505', message: 'duplicate key value' }, FALLBACK)).toBe(
      FALLBACK,
    );
    expect(
      userErrorMessage({ code: '23514', message: 'new row violates check constraint' }, FALLBACK),
    ).toBe(FALLBACK);
    expect(userErrorMessage({ code: 'PGRST116', message: 'Cannot coerce' }, FALLBACK)).toBe(
      FALLBACK,
    );
    expect(userErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage({ code: 'P0001', message: '   ' }, FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage({ code: 'P0001' }, FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage('P0001', FALLBACK)).toBe(FALLBACK);
  });
});

describe('raisedMessage', () => {
  it('gives the trimmed message the database raised, or undefined', () => {
    expect(raisedMessage({ code: 'P0001', message: ' Tu carrito está vacío ' })).toBe(
      'Tu carrito está vacío',
    );
    expect(raisedMessage({ code: '42501', message: 'permission denied' })).toBeUndefined();
    expect(raisedMessage(undefined)).toBeUndefined();
  });
});
