import type { ReactNode } from 'react';
import type { FormError } from '../hooks/use-form-errors';
import { Alert } from './auth-form.styles';

/**
 * The form's error, announced when it appears (and again when the same error repeats). `id` is
 * on the message alone, so fields that point at it (aria-describedby) read just the message.
 */
export function FormAlert<F extends string>({
  id,
  error,
  children,
}: {
  id: string;
  error: FormError<F> | null;
  /** an action that helps (e.g. 'Ir a Iniciar Sesión') */
  children?: ReactNode;
}) {
  if (!error) return null;
  return (
    <Alert key={error.seq} data-seq={error.seq}>
      <span id={id} role="alert">
        {error.message}
      </span>
      {children}
    </Alert>
  );
}
