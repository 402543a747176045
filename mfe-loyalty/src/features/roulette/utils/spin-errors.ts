import { shopperMessage } from '@bonis/supabase-client/queries';

/** The toast of a spin the server did not answer with its own message (spec §8). */
export const SPIN_ERROR = 'Error al girar la ruleta';

/** What `spin_roulette` raises for a caller who is not signed in (code 42501). */
export const SPIN_SIGNED_OUT = 'Inicia sesión para usar la ruleta';

/**
 * The message a refused spin shows: the function's own Spanish message ('Puntos insuficientes -
 * Necesitas 100 puntos para girar', 'No hay premios disponibles'), the sign-in message when the
 * session ran out, or 'Error al girar la ruleta' for anything else (network, an unexpected
 * error), which is also logged.
 */
export function spinErrorMessage(error: unknown): string {
  const message = shopperMessage(error);
  if (message) return message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '42501' &&
    'message' in error &&
    error.message === SPIN_SIGNED_OUT
  ) {
    return SPIN_SIGNED_OUT;
  }
  return SPIN_ERROR;
}
