import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

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
