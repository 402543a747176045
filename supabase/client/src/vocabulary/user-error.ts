/**
 * Which database error a shopper or an admin reads: the one rule of the store.
 *
 * The store's functions refuse with a Spanish message meant for the user
 * (`private.fail(message, code)`, i.e. `raise exception using message = …, errcode = …`; every
 * message is in `DB_MESSAGES`), raised with one of these codes:
 * - P0001 raise_exception: a refusal ('Tu carrito está vacío');
 * - P0002 no_data_found: the row is gone ('El registro ya no existe; actualiza la lista');
 * - 42501 insufficient_privilege: not signed in or not allowed ('Debes iniciar sesión');
 * - 22023 invalid_parameter_value: a value the function can't take ('La cantidad debe ser…').
 *
 * Postgres raises the same codes in its own English words (RLS and grants: 'permission denied
 * for table …', 'new row violates row-level security policy …'; `select … into strict`: 'query
 * returned no rows'), which are never shown: PostgreSQL's message style starts them in lowercase,
 * the store's messages start with a capital (or '¡'). Anything else (network, an unexpected
 * PostgREST error, a check constraint) is not shown either: the caller's Spanish fallback is.
 */
const RAISED_CODES: ReadonlySet<string> = new Set(['P0001', 'P0002', '42501', '22023', '55000']);

/** Postgres' own wording for those codes (also caught when it is not in lowercase). */
const POSTGRES_WORDING =
  /^[a-z]|permission denied|row-level security|violates|query returned|^(ERROR|DETAIL|HINT):/;

/**
 * The Spanish message the database raised for the user, or undefined when the error is not one
 * (network, RLS, Postgres' English wording, not an error at all). Trimmed.
 */
export function raisedMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !RAISED_CODES.has(code)) return undefined;
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  if (!text || POSTGRES_WORDING.test(text)) return undefined;
  return text;
}

/**
 * The message to show for a failed request: the database's own Spanish message when it raised
 * one (see `raisedMessage`), else `fallback` (the screen's own, e.g. 'Error al guardar producto').
 */
export function userErrorMessage(error: unknown, fallback: string): string {
  return raisedMessage(error) ?? fallback;
}
