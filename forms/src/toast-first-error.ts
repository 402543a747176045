import { toastMessage } from '@bonis/supabase-client/queries';

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
