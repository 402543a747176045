import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/supabase-js';
import {
  classifyAuthError,
  EmailAlreadyRegisteredError,
  loginErrorMessage,
  NETWORK_DETAIL,
  passwordResetErrorMessage,
  phoneCodeSendErrorMessage,
  phoneCodeVerifyErrorMessage,
  isNewUserRefused,
  isRegistrationsClosedError,
  registerErrorMessage,
} from './auth-errors';

describe('classifyAuthError', () => {
  it('treats an answer of the auth service as a service error, with its code', () => {
    expect(classifyAuthError(new AuthApiError('Nope', 400, 'invalid_credentials'))).toEqual({
      kind: 'service',
      code: 'invalid_credentials',
      message: 'Nope',
    });
  });

  it('treats a network failure or an unreadable answer as unexpected', () => {
    expect(classifyAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({
      kind: 'unexpected',
      detail: NETWORK_DETAIL,
    });
    expect(classifyAuthError(new AuthUnknownError('Unexpected token <', null))).toEqual({
      kind: 'unexpected',
      detail: 'Unexpected token <',
    });
  });

  it('keeps the detail of anything thrown, when there is one', () => {
    expect(classifyAuthError(new Error('boom'))).toEqual({ kind: 'unexpected', detail: 'boom' });
    expect(classifyAuthError('boom')).toEqual({ kind: 'unexpected', detail: 'boom' });
    expect(classifyAuthError(null)).toEqual({ kind: 'unexpected', detail: undefined });
  });
});

describe('the messages of each flow', () => {
  const rateLimited = new AuthApiError('Too many', 429, 'over_request_rate_limit');

  it('login', () => {
    expect(loginErrorMessage(new AuthApiError('x', 400, 'invalid_credentials'))).toBe(
      'Email o contraseña incorrectos',
    );
    expect(loginErrorMessage(rateLimited)).toBe(
      'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    );
    expect(loginErrorMessage(new AuthApiError('Something new', 400, 'brand_new'))).toBe(
      'Something new',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe('Error inesperado al iniciar sesión: boom');
  });

  it('register', () => {
    expect(registerErrorMessage(new EmailAlreadyRegisteredError())).toBe(
      'Este email ya está registrado. Por favor inicia sesión.',
    );
    // supabase-js returns GoTrue's 500 answers as retryable errors with the answer's message
    expect(
      registerErrorMessage(
        new AuthRetryableFetchError('Los registros están cerrados por ahora', 500),
      ),
    ).toBe('Los registros están cerrados por ahora');
    expect(
      registerErrorMessage(new AuthRetryableFetchError('Database error saving new user', 500)),
    ).toBe('No pudimos crear tu cuenta en este momento. Inténtalo de nuevo más tarde.');
    expect(registerErrorMessage(new Error('boom'))).toBe(
      'Error inesperado al crear la cuenta: boom',
    );
    expect(registerErrorMessage(undefined)).toBe('Error inesperado al crear la cuenta');
  });

  it('password reset', () => {
    expect(passwordResetErrorMessage(new AuthApiError('Bad email', 400, undefined))).toBe(
      'Bad email',
    );
    expect(passwordResetErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Error inesperado al enviar el email',
    );
  });

  it('phone code', () => {
    expect(phoneCodeSendErrorMessage(new AuthApiError('Bad phone', 400, undefined))).toBe(
      'Bad phone',
    );
    expect(phoneCodeSendErrorMessage(new Error('boom'))).toBe(
      'Error al enviar código. Verifica tu número.',
    );
    expect(phoneCodeVerifyErrorMessage(new AuthApiError('Expired', 403, 'otp_expired'))).toBe(
      'Código incorrecto. Intenta nuevamente.',
    );
    expect(phoneCodeVerifyErrorMessage(rateLimited)).toBe(
      'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    );
  });
});

describe('sign-up refusals by the database', () => {
  it("recognises the database's 'registrations closed' message, whatever the status", () => {
    const message = 'Los registros están cerrados por ahora';
    expect(isRegistrationsClosedError(new AuthRetryableFetchError(message, 500))).toBe(true);
    expect(isRegistrationsClosedError(new AuthApiError(message, 422, 'unexpected_failure'))).toBe(
      true,
    );
    expect(isRegistrationsClosedError(new AuthApiError('Nope', 400, 'signup_disabled'))).toBe(
      false,
    );
  });

  it("treats GoTrue's 'Database error saving new user' as a refusal to look into", () => {
    expect(
      isNewUserRefused(new AuthRetryableFetchError('Database error saving new user', 500)),
    ).toBe(true);
    expect(isNewUserRefused(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(false);
    expect(isNewUserRefused(new EmailAlreadyRegisteredError())).toBe(false);
    expect(isNewUserRefused(new Error('Database error saving new user'))).toBe(false);
  });
});
