import { userErrorMessage } from '@bonis/supabase-client';

/**
 * The message to show for a failed request: the database's own Spanish message when it raised
 * one (e.g. 'No se puede eliminar: el producto está en pedidos abiertos'), never Postgres'
 * English wording, else `fallback`. The store's one rule, `userErrorMessage` of
 * `@bonis/supabase-client` (src/vocabulary/user-error.ts), under the name the admin kit uses.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return userErrorMessage(error, fallback);
}

/**
 * Whether a save was refused by the check constraint `constraint` (PostgREST code 23514, the
 * constraint named in its message or details), e.g. `products_member_price_not_above_price`:
 * the form shows its own Spanish message under the field instead.
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, details } = error as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  if (code !== '23514') return false;
  return [message, details].some((text) => typeof text === 'string' && text.includes(constraint));
}

/**
 * Whether a save was refused by a unique constraint (PostgREST code 23505: a code, slug or
 * e-mail another row already has): the form says so under the field.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
