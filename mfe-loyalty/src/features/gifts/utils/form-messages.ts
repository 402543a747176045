import { splitMessage, toastMessage } from '@bonis/supabase-client/queries';

/**
 * What a field says under it about a 'Título - Descripción' message: the description alone
 * ('Error - Por favor completa todos los campos requeridos' → 'Por favor completa todos los
 * campos requeridos'). The title belongs to the toast; a message without a description is said
 * whole.
 */
export const fieldMessage = (message: string) => splitMessage(message).description ?? message;

/**
 * For react-hook-form's `handleSubmit(onValid, onInvalid)` on a form whose schema marks its
 * fields with `fieldMessage(message)`: toasts the first field's error as the whole message it
 * stands for, title and description ('Error' / 'Por favor completa…'). `messages` are the
 * form's 'Título - Descripción' messages.
 */
export function toastFieldError(messages: readonly string[]) {
  return (errors: Record<string, { message?: unknown } | undefined>) => {
    const shown = Object.values(errors).find(
      (error) => typeof error?.message === 'string',
    )?.message;
    if (typeof shown !== 'string') return;
    toastMessage(messages.find((message) => fieldMessage(message) === shown) ?? shown);
  };
}
