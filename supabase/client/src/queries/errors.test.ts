import { describe, expect, it } from 'vitest';
import { recordBusRequests } from '@bonis/test-utils';
import { shopperMessage, splitMessage, toastMessage } from './errors';

describe('shopperMessage', () => {
  it("passes on the Spanish message of the store's own refusals", () => {
    for (const code of ['P0001', 'P0002', '22023', '42501']) {
      expect(shopperMessage({ code, message: 'No hay suficiente stock' })).toBe(
        'No hay suficiente stock',
      );
    }
  });

  it("keeps back anything else: Postgres' English, PostgREST, network errors and non-errors", () => {
    expect(shopperMessage({ code: '42501', message: 'permission denied' })).toBeUndefined();
    expect(shopperMessage({ code: 'PGRST116', message: 'Cannot coerce' })).toBeUndefined();
    expect(shopperMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(shopperMessage({ code: 'P0001', message: '' })).toBeUndefined();
    expect(shopperMessage('P0001')).toBeUndefined();
    expect(shopperMessage(null)).toBeUndefined();
  });
});

describe('splitMessage', () => {
  it("splits the spec's 'Título - Descripción' at the first ' - '", () => {
    expect(
      splitMessage('Código inválido - El código ingresado no es válido o ha expirado'),
    ).toEqual({
      title: 'Código inválido',
      description: 'El código ingresado no es válido o ha expirado',
    });
    expect(splitMessage('Error - No se pudo procesar el pago - reintenta')).toEqual({
      title: 'Error',
      description: 'No se pudo procesar el pago - reintenta',
    });
  });

  it('keeps a message without a description as its title', () => {
    expect(splitMessage('Tu carrito está vacío')).toEqual({ title: 'Tu carrito está vacío' });
    expect(splitMessage('Bogotá-Cundinamarca')).toEqual({ title: 'Bogotá-Cundinamarca' });
  });
});

describe('toastMessage', () => {
  it('asks the shell for a toast with the title, description and tone', () => {
    const requests = recordBusRequests();
    toastMessage('Error - No se pudo procesar el pago');
    expect(requests.toasts).toEqual([
      { title: 'Error', description: 'No se pudo procesar el pago', tone: 'error' },
    ]);
  });
});
