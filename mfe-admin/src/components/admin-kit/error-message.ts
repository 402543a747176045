/**
 * PostgREST codes whose message the database raised itself, in Spanish, for the admin to read:
 * P0001 (a refusal), 42501 (not allowed) and P0002 (the row is gone: 'El registro ya no existe;
 * actualiza la lista', when another admin deleted it first).
 */
const RAISED_CODES = new Set(['P0001', '42501', 'P0002']);

/**
 * Postgres' own (English) messages for those codes — RLS, grants, `select … into strict` — are
 * not for the admin: those fall back too. Only messages the migrations raise (`raise exception
 * '…' using errcode = …`) pass.
 */
const POSTGRES_WORDING = /^permission denied|row-level security|violates|^query returned/i;

/**
 * The message to show for a failed request: the database's own Spanish message when it raised
 * one (PostgREST error code P0001, `raise exception`, P0002, or 42501, insufficient privilege, e.g.
 * 'No se puede eliminar: el producto está en pedidos abiertos'), else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !RAISED_CODES.has(code)) return fallback;
  if (typeof message !== 'string' || !message.trim()) return fallback;
  if (POSTGRES_WORDING.test(message)) return fallback;
  return message.trim();
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
