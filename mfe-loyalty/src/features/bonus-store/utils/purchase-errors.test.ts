import { describe, expect, it } from 'vitest';
import { purchaseErrorToast } from './purchase-errors';

const pgError = (message: string) => ({ message, code: 'P0001', details: '', hint: '' });

describe('purchaseErrorToast', () => {
  it("shows the function's own message", () => {
    expect(purchaseErrorToast(pgError('Puntos insuficientes'))).toEqual({
      title: 'Puntos insuficientes',
      tone: 'error',
    });
    expect(purchaseErrorToast(pgError('Debes iniciar sesión'))).toEqual({
      title: 'Debes iniciar sesión',
      tone: 'error',
    });
  });

  it('splits a "title - description" message', () => {
    expect(
      purchaseErrorToast(pgError('Error al comprar bono - El bono no está disponible')),
    ).toEqual({
      title: 'Error al comprar bono',
      description: 'El bono no está disponible',
      tone: 'error',
    });
  });

  it('falls back to the generic message for anything else', () => {
    expect(purchaseErrorToast(pgError('permission denied for function purchase_bonus'))).toEqual({
      title: 'Error al comprar bono',
      tone: 'error',
    });
    expect(purchaseErrorToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error al comprar bono',
      tone: 'error',
    });
    expect(purchaseErrorToast(undefined)).toEqual({
      title: 'Error al comprar bono',
      tone: 'error',
    });
  });
});
