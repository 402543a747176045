import { bus, type ToastTone } from '@bonis/design-system/bus';

/**
 * The store's functions refuse with a Spanish message meant for the shopper, raised with these
 * codes (raise_exception, no_data_found, invalid_parameter_value). Anything else (network, RLS's
 * English 42501, an unexpected PostgREST error) is not shown as it is.
 */
const SHOPPER_FACING_CODES = new Set(['P0001', 'P0002', '22023']);

export function shopperMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return SHOPPER_FACING_CODES.has(code) && message ? message : undefined;
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
