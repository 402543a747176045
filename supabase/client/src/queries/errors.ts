import { bus, type ToastTone } from '@bonis/design-system/bus';
import { raisedMessage } from '../vocabulary/user-error';

/**
 * The Spanish message of a refusal raised by the store's functions, else undefined: the store's
 * one rule of which database error a user reads (`raisedMessage`, src/vocabulary/user-error.ts;
 * `userErrorMessage(error, fallback)` gives the fallback instead of undefined).
 */
export function shopperMessage(error: unknown): string | undefined {
  return raisedMessage(error);
}

/**
 * The store's messages come as 'Título - Descripción' (storefront spec §8; the database raises
 * them the same way): the toast shows the part before the first ' - ' as its title and the rest
 * as its description. A message without ' - ' is all title.
 */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(' - ');
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 3) };
}

/** Shows a 'Título - Descripción' message as a toast (through the bus: the shell's toast host). */
export function toastMessage(message: string, tone: ToastTone = 'error') {
  bus.getState().toastRequested({ ...splitMessage(message), tone });
}
