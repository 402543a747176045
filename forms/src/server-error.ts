import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The error type of what the server answered, as opposed to the schema's own rules. */
export const SERVER_ERROR = 'server';

/** Where the form's server error lives in react-hook-form's errors (cleared by every submit). */
export const SERVER_ERROR_PATH = 'root.server';

/**
 * Shows what the server answered (already Spanish) in the form's FormAlert. The fields it is
 * about are marked invalid and point at it, and the first of them (or `focus`) gets focus.
 * Every submit clears it: react-hook-form drops root errors and re-runs the schema.
 */
export function showServerError<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  message: string,
  { about = [], focus = about[0] }: { about?: readonly FieldPath<T>[]; focus?: FieldPath<T> } = {},
) {
  form.setError(SERVER_ERROR_PATH, { type: SERVER_ERROR, message });
  for (const name of about) {
    form.setError(name, { type: SERVER_ERROR, message }, { shouldFocus: name === focus });
  }
}
