import { describe, expect, it } from 'vitest';
import { recordBusRequests } from '@bonis/test-utils';
import { splitMessage, toastFirstError, toastMessage } from './toast-message';

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

describe('toastFirstError', () => {
  it("toasts the first field's message only, and nothing for errors without one", () => {
    const requests = recordBusRequests();
    toastFirstError({
      holder: undefined,
      number: { message: 'Campos incompletos - Por favor completa todos los campos de la tarjeta' },
      cvv: { message: 'otro mensaje' },
    });
    toastFirstError({ cvv: { message: undefined } });
    expect(requests.toasts).toEqual([
      {
        title: 'Campos incompletos',
        description: 'Por favor completa todos los campos de la tarjeta',
        tone: 'error',
      },
    ]);
  });
});
