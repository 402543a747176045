import { DB_MESSAGES, userErrorMessage } from '@bonis/supabase-client';

/** The toast of a spin the server did not answer with its own message (spec §8). */
export const SPIN_ERROR = 'Error al girar la ruleta';

/** What `spin_roulette` raises for a caller who is not signed in (code 42501). */
export const SPIN_SIGNED_OUT = DB_MESSAGES.signInToSpin;

/**
 * The message a refused spin shows: the function's own Spanish message ('Puntos insuficientes -
 * Necesitas 100 puntos para girar', 'No hay premios disponibles', 'Inicia sesión para usar la
 * ruleta' when the session ran out), or 'Error al girar la ruleta' for anything else (network,
 * an unexpected error, Postgres' own English): the store's one rule, `userErrorMessage`.
 */
export function spinErrorMessage(error: unknown): string {
  return userErrorMessage(error, SPIN_ERROR);
}
