/** PostgREST codes whose message the database raised itself, in Spanish, for the admin to read. */
const RAISED_CODES = new Set(['P0001', '42501']);

/**
 * Postgres' own (English) 42501 messages — RLS and grants — are not for the admin: those fall
 * back too. Only messages the migrations raise (`raise exception '…' using errcode = …`) pass.
 */
const POSTGRES_WORDING = /^permission denied|row-level security|violates/i;

/**
 * The message to show for a failed request: the database's own Spanish message when it raised
 * one (PostgREST error code P0001, `raise exception`, or 42501, insufficient privilege, e.g.
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
