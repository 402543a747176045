import {
  cloneElement,
  useId,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { ErrorText, Hint, Label, RequiredMark, Root } from './form-field.styles';

/** What FormField reads from and writes into its control. */
export interface FormFieldControlProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** the visible label, in Spanish */
  label: ReactNode;
  /** one control: TextField, Textarea, Select or any native input/select/textarea */
  children: ReactElement<FormFieldControlProps>;
  /** help under the label ('10 dígitos, sin espacios') */
  hint?: ReactNode;
  /** the error in Spanish ('Ingresa un teléfono válido'); marks the control invalid */
  error?: ReactNode;
  /** adds '*' (read as '(obligatorio)') and `required` on the control */
  required?: boolean;
}

/**
 * Label, hint and error around one control, wired together: the control gets an `id` (its own
 * if it has one), `aria-describedby` pointing at the hint and error (kept after any it had),
 * `aria-invalid` when there is an error, and `required`.
 *
 * Wiring is by `cloneElement` rather than a render prop, so the common case stays one line —
 * `<FormField label="Correo"><TextField type="email" /></FormField>` — and any control that
 * passes these props to its input works. The error has role="alert", so it is announced when
 * it appears.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  ...rest
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = children.props.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [
    hint ? hintId : undefined,
    hasError ? errorId : undefined,
    children.props['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ');

  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : children.props['aria-invalid'],
    required: required || children.props.required,
  });

  return (
    <Root data-state={hasError ? 'invalid' : undefined} {...rest}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <>
            <RequiredMark aria-hidden="true">*</RequiredMark>
            <VisuallyHidden> (obligatorio)</VisuallyHidden>
          </>
        )}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {control}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
