import type { ToastRequest } from '@bonis/design-system/bus';
import { userErrorMessage } from '@bonis/supabase-client';
import { splitMessage } from '@bonis/supabase-client/queries';

/** The toast of a purchase the database did not refuse with a message of its own (spec §8). */
export const PURCHASE_ERROR = 'Error al comprar bono';

/**
 * The toast for a failed purchase: the message `purchase_bonus` (or its `private.move_points`)
 * raised ('Debes iniciar sesión', 'Puntos insuficientes', 'Error al comprar bono - El bono no
 * está disponible', …) by the store's one rule (`userErrorMessage`), else 'Error al comprar
 * bono'. 'Title - description' messages are split into the toast's title and description.
 */
export function purchaseErrorToast(error: unknown): ToastRequest {
  const { title, description } = splitMessage(userErrorMessage(error, PURCHASE_ERROR));
  return description ? { title, description, tone: 'error' } : { title, tone: 'error' };
}
