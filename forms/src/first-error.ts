import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Keeps only the first error the schema found, in the schema's order (its fields, then its
 * cross-field checks): the forms tell one problem at a time, in the spec's order (register:
 * names, email, 'Las contraseñas no coinciden', then the length). zodResolver lists the errors
 * in the order zod reported them.
 */
export function firstError<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const [first] = Object.entries(result.errors);
    if (!first) return result;
    const [name, error] = first;
    return { values: {}, errors: { [name]: error } as FieldErrors<T> };
  };
}
