import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './form.styles';

/**
 * The form's server error (showServerError), announced when it appears: a new element on every
 * failed submit, so the same message is announced again. `id` is on the message alone, so the
 * fields that point at it (aria-describedby) read just the message.
 */
export function FormAlert<T extends FieldValues>({
  id,
  errors,
  submitCount,
  children,
}: {
  id: string;
  errors: FieldErrors<T>;
  submitCount: number;
  /** an action that helps (e.g. 'Ir a Iniciar Sesión') */
  children?: ReactNode;
}) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert key={submitCount}>
      <span id={id} role="alert">
        {message}
      </span>
      {children}
    </Alert>
  );
}
