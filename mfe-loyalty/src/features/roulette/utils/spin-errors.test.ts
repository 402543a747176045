import { describe, expect, it } from 'vitest';
import { SPIN_ERROR, spinErrorMessage } from './spin-errors';

describe('spinErrorMessage', () => {
  it("shows the function's own Spanish message", () => {
    expect(
      spinErrorMessage({
        code: 'P0001',
        message: 'Puntos insuficientes - Necesitas 100 puntos para girar',
      }),
    ).toBe('Puntos insuficientes - Necesitas 100 puntos para girar');
  });

  it('tells a shopper whose session ran out to sign in', () => {
    expect(spinErrorMessage({ code: '42501', message: 'Inicia sesión para usar la ruleta' })).toBe(
      'Inicia sesión para usar la ruleta',
    );
  });

  it("says 'Error al girar la ruleta' for anything else", () => {
    expect(spinErrorMessage(new TypeError('Failed to fetch'))).toBe(SPIN_ERROR);
    expect(spinErrorMessage({ code: '42501', message: 'permission denied for function' })).toBe(
      SPIN_ERROR,
    );
    expect(SPIN_ERROR).toBe('Error al girar la ruleta');
  });
});
