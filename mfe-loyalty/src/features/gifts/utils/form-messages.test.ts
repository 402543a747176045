import { describe, expect, it } from 'vitest';
import { recordBusRequests } from '@bonis/test-utils';
import { fieldMessage, toastFieldError } from './form-messages';

describe('fieldMessage', () => {
  it("keeps only the description of a 'Título - Descripción' message", () => {
    expect(fieldMessage('Error - Por favor completa todos los campos requeridos')).toBe(
      'Por favor completa todos los campos requeridos',
    );
    expect(fieldMessage('Email inválido - Por favor ingresa un email válido')).toBe(
      'Por favor ingresa un email válido',
    );
  });

  it('says a message without a description whole', () => {
    expect(fieldMessage('La fecha de entrega no puede ser anterior a hoy')).toBe(
      'La fecha de entrega no puede ser anterior a hoy',
    );
  });
});

describe('toastFieldError', () => {
  const MESSAGES = [
    'Error - Por favor completa todos los campos requeridos',
    'Email inválido - Por favor ingresa un email válido',
  ];

  it('toasts the first field error with the title and description it stands for', () => {
    const requests = recordBusRequests();
    toastFieldError(MESSAGES)({
      recipientEmail: { message: 'Por favor ingresa un email válido' },
      recipientName: { message: 'Por favor completa todos los campos requeridos' },
    });
    expect(requests.toasts).toEqual([
      {
        title: 'Email inválido',
        description: 'Por favor ingresa un email válido',
        tone: 'error',
      },
    ]);
  });

  it("toasts a message that isn't the form's as it is, and nothing without an error", () => {
    const requests = recordBusRequests();
    toastFieldError(MESSAGES)({ code: undefined });
    toastFieldError(MESSAGES)({ code: { message: 'Otro problema' } });
    expect(requests.toasts).toEqual([{ title: 'Otro problema', tone: 'error' }]);
  });
});
