import type { ToastRequest } from '@bonis/design-system/bus';

/**
 * The Spanish messages `purchase_bonus` raises (supabase/migrations/
 * 20261121100400_commerce_functions.sql and its `private.move_points`). 'Title - description'
 * messages are split into the toast's title and description.
 */
export const PURCHASE_MESSAGES = [
  'Debes iniciar sesión',
  'Puntos insuficientes',
  'Error al comprar bono - El bono no está disponible',
] as const;

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : undefined;

/** The toast for a failed purchase: the server's message when it is one of the function's. */
export function purchaseErrorToast(error: unknown): ToastRequest {
  const message = messageOf(error);
  const known = PURCHASE_MESSAGES.find((candidate) => candidate === message);
  if (!known) return { title: 'Error al comprar bono', tone: 'error' };
  const [title = known, ...rest] = known.split(' - ');
  const description = rest.join(' - ');
  return description ? { title, description, tone: 'error' } : { title, tone: 'error' };
}
