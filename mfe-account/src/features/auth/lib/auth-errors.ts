import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js';
import { DB_MESSAGES } from '@bonis/supabase-client';

/**
 * What went wrong with an auth call, as the dialogs tell it:
 * - `service`: the auth service answered with an error (wrong password, rate limit…);
 * - `unexpected`: no usable answer (network down, a 5xx, a bug), with a detail when one exists.
 */
export type AuthFailure =
  | { kind: 'service'; code: string | undefined; message: string }
  | { kind: 'unexpected'; detail: string | undefined };

/** The detail shown when the auth service could not be reached at all. */
export const NETWORK_DETAIL = 'no pudimos conectar con el servidor';

/**
 * A sign-up for an email that already has an account. Hosted Supabase with email confirmation
 * answers a repeated sign-up with a user whose `identities` is empty instead of an error; the
 * sign-up request turns that into this error.
 */
export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super('Email already registered');
    this.name = 'EmailAlreadyRegisteredError';
  }
}

export function classifyAuthError(error: unknown): AuthFailure {
  // supabase-js returns network failures and 502/503/504 answers as this error
  if (isAuthRetryableFetchError(error)) return { kind: 'unexpected', detail: NETWORK_DETAIL };
  if (isAuthError(error) && error.name !== 'AuthUnknownError') {
    return { kind: 'service', code: error.code, message: error.message };
  }
  if (error instanceof Error)
    return { kind: 'unexpected', detail: error.message.trim() || undefined };
  if (typeof error === 'string' && error.trim())
    return { kind: 'unexpected', detail: error.trim() };
  return { kind: 'unexpected', detail: undefined };
}

/**
 * Spanish for the auth service's errors a shopper can meet. The service (GoTrue) answers in
 * English; any code not listed here shows the service's own message, as the spec asks.
 */
const SPANISH_BY_CODE: Readonly<Record<string, string>> = {
  email_not_confirmed: 'Confirma tu email antes de iniciar sesión: revisa tu bandeja de entrada.',
  phone_not_confirmed: 'Confirma tu teléfono antes de iniciar sesión.',
  user_banned: 'Tu cuenta está suspendida. Escríbenos para ayudarte.',
  over_request_rate_limit: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  over_email_send_rate_limit:
    'Ya te enviamos un email hace poco. Espera un momento antes de pedir otro.',
  over_sms_send_rate_limit:
    'Ya te enviamos un código hace poco. Espera un momento antes de pedir otro.',
  weak_password: 'La contraseña es muy débil. Usa una más larga, con letras y números.',
  email_address_invalid: 'Ingresa un email válido.',
  signup_disabled: 'El registro de cuentas nuevas no está disponible en este momento.',
  email_provider_disabled: 'El ingreso con email no está disponible en este momento.',
  phone_provider_disabled: 'El ingreso con teléfono no está disponible en este momento.',
  same_password: 'La nueva contraseña debe ser distinta de la actual.',
  reauthentication_needed: 'Por seguridad, vuelve a iniciar sesión y cambia tu contraseña.',
  session_not_found: 'Tu sesión expiró. Inicia sesión de nuevo.',
};

/** The message of a service error: in Spanish when the code is known, else the service's. */
export function serviceMessage(failure: { code: string | undefined; message: string }): string {
  return (
    (failure.code !== undefined ? SPANISH_BY_CODE[failure.code] : undefined) ?? failure.message
  );
}

const RATE_LIMIT_CODES = new Set([
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
]);

// ---------------------------------------------------------------------------------------------
// One mapping per flow (spec §8 "Auth and account")
// ---------------------------------------------------------------------------------------------

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Email o contraseña incorrectos',
  unexpected: (detail: string) => `Error inesperado al iniciar sesión: ${detail}`,
  fallback: 'Error al procesar el inicio de sesión',
} as const;

export function isInvalidCredentials(error: unknown): boolean {
  const failure = classifyAuthError(error);
  return (
    failure.kind === 'service' &&
    (failure.code === 'invalid_credentials' || failure.message === 'Invalid login credentials')
  );
}

export function loginErrorMessage(error: unknown): string {
  if (isInvalidCredentials(error)) return LOGIN_MESSAGES.invalidCredentials;
  const failure = classifyAuthError(error);
  if (failure.kind === 'service') return serviceMessage(failure);
  return failure.detail ? LOGIN_MESSAGES.unexpected(failure.detail) : LOGIN_MESSAGES.fallback;
}

export const REGISTER_MESSAGES = {
  alreadyRegistered: 'Este email ya está registrado. Por favor inicia sesión.',
  /** `app_settings.allow_registrations` is off: the database's auth hook says so */
  closed: DB_MESSAGES.registrationsClosed,
  /** the database refused the new account for another reason (GoTrue hides which) */
  refused: 'No pudimos crear tu cuenta en este momento. Inténtalo de nuevo más tarde.',
  unexpected: (detail: string) => `Error inesperado al crear la cuenta: ${detail}`,
  fallback: 'Error inesperado al crear la cuenta',
} as const;

const ALREADY_REGISTERED_CODES = new Set(['user_already_exists', 'email_exists']);

export function isAlreadyRegistered(error: unknown): boolean {
  if (error instanceof EmailAlreadyRegisteredError) return true;
  const failure = classifyAuthError(error);
  return (
    failure.kind === 'service' &&
    ((failure.code !== undefined && ALREADY_REGISTERED_CODES.has(failure.code)) ||
      failure.message === 'User already registered')
  );
}

/**
 * The database refused the new account because registrations are closed: its "before user
 * created" auth hook answers the sign-up (email, or a new phone's code) with 403 and this Spanish
 * message, whatever the status that reaches supabase-js.
 */
export function isRegistrationsClosedError(error: unknown): boolean {
  return isAuthError(error) && error.message.includes(REGISTER_MESSAGES.closed);
}

/** GoTrue's message (500, `unexpected_failure`) when a trigger on `auth.users` fails. */
const NEW_USER_REFUSED = 'Database error saving new user';

/**
 * The database refused the new account: its own message, or the auth service's 500 'Database
 * error saving new user' that hides why (a failing trigger on `auth.users`; supabase-js returns
 * a 500 as a retryable error, as it does a network failure, with the answer's message).
 * Registrations being closed is the refusal a shopper can meet; the settings say whether it was
 * that.
 */
export function isNewUserRefused(error: unknown): boolean {
  return (
    isRegistrationsClosedError(error) || (isAuthError(error) && error.message === NEW_USER_REFUSED)
  );
}

export function registerErrorMessage(error: unknown): string {
  if (isAlreadyRegistered(error)) return REGISTER_MESSAGES.alreadyRegistered;
  if (isRegistrationsClosedError(error)) return REGISTER_MESSAGES.closed;
  if (isNewUserRefused(error)) return REGISTER_MESSAGES.refused;
  const failure = classifyAuthError(error);
  if (failure.kind === 'service') return serviceMessage(failure);
  return failure.detail ? REGISTER_MESSAGES.unexpected(failure.detail) : REGISTER_MESSAGES.fallback;
}

export const PASSWORD_RESET_MESSAGES = {
  unexpected: 'Error inesperado al enviar el email',
} as const;

export function passwordResetErrorMessage(error: unknown): string {
  const failure = classifyAuthError(error);
  return failure.kind === 'service' ? serviceMessage(failure) : PASSWORD_RESET_MESSAGES.unexpected;
}

export const PHONE_MESSAGES = {
  sendFailed: 'Error al enviar código. Verifica tu número.',
  /** a new number would be a new account, and registrations are closed */
  registrationsClosed: `${REGISTER_MESSAGES.closed}. Ingresa con un número que ya tenga cuenta.`,
  wrongCode: 'Código incorrecto. Intenta nuevamente.',
  verifyUnexpected: (detail: string) => `Error inesperado al verificar el código: ${detail}`,
} as const;

export function phoneCodeSendErrorMessage(error: unknown): string {
  const failure = classifyAuthError(error);
  if (failure.kind === 'service' && failure.message.trim()) return serviceMessage(failure);
  return PHONE_MESSAGES.sendFailed;
}

export function phoneCodeVerifyErrorMessage(error: unknown): string {
  const failure = classifyAuthError(error);
  if (failure.kind === 'service') {
    // too many attempts is not a wrong code: say so, or the shopper keeps retrying
    return failure.code !== undefined && RATE_LIMIT_CODES.has(failure.code)
      ? serviceMessage(failure)
      : PHONE_MESSAGES.wrongCode;
  }
  return failure.detail
    ? PHONE_MESSAGES.verifyUnexpected(failure.detail)
    : PHONE_MESSAGES.wrongCode;
}

/** Whether the error came from the auth service (so it is about what the shopper typed). */
export function isServiceError(error: unknown): boolean {
  return classifyAuthError(error).kind === 'service';
}

export const PASSWORD_CHANGE_MESSAGES = {
  changed: 'Contraseña actualizada',
  unexpected: 'No se pudo cambiar la contraseña',
} as const;

export function passwordChangeErrorMessage(error: unknown): string {
  const failure = classifyAuthError(error);
  return failure.kind === 'service' ? serviceMessage(failure) : PASSWORD_CHANGE_MESSAGES.unexpected;
}
