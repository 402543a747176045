import { useCallback, useId, useMemo, useRef, useState } from 'react';

export interface FormError<F extends string> {
  message: string;
  /** the fields the error is about: they get aria-invalid and point at it */
  fields: readonly F[];
  /** changes on every failure, so the same message is announced again */
  seq: number;
}

/**
 * The errors of one form: a field's own error (shown under it) and one form error (shown above
 * the submit button, linked to the fields it is about).
 */
export function useFormErrors<F extends string>() {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<FormError<F> | null>(null);
  const seq = useRef(0);
  const formErrorId = useId();

  const clear = useCallback(() => {
    setFieldErrors({});
    setFormError(null);
  }, []);
  const failField = useCallback((field: F, message: string) => {
    setFormError(null);
    setFieldErrors({ [field]: message } as Partial<Record<F, string>>);
  }, []);
  const failForm = useCallback((message: string, fields: readonly F[] = []) => {
    setFieldErrors({});
    seq.current += 1;
    setFormError({ message, fields, seq: seq.current });
  }, []);

  return useMemo(
    () => ({
      formError,
      formErrorId,
      fieldError: (field: F) => fieldErrors[field],
      /** the form error's id when it is about `field` */
      errorIdFor: (field: F) => (formError?.fields.includes(field) ? formErrorId : undefined),
      clear,
      failField,
      failForm,
    }),
    [fieldErrors, formError, formErrorId, clear, failField, failForm],
  );
}
