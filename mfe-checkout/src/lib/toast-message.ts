import { bus, type ToastTone } from '@bonis/design-system/bus';

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

/** Shows a 'Título - Descripción' message as a toast. */
export function toastMessage(message: string, tone: ToastTone = 'error') {
  bus.getState().toastRequested({ ...splitMessage(message), tone });
}

/**
 * A form refused by its schema: the first message among the fields' errors (the schema's order,
 * one problem at a time) as a toast. For react-hook-form's `handleSubmit(onValid, onInvalid)`.
 */
export function toastFirstError(errors: Record<string, { message?: unknown } | undefined>) {
  const message = Object.values(errors).find(
    (error) => typeof error?.message === 'string',
  )?.message;
  if (typeof message === 'string') toastMessage(message);
}
