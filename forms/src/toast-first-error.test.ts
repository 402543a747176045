import { describe, expect, it } from 'vitest';
import { recordBusRequests } from '@bonis/test-utils';
import { toastFirstError } from './toast-first-error';

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
