/**
 * The store's functions refuse with a Spanish message meant for the shopper, raised with these
 * codes (raise_exception, no_data_found, invalid_parameter_value). Anything else (network, RLS's
 * English 42501, an unexpected PostgREST error) is not shown as it is.
 */
const SHOPPER_FACING_CODES = new Set(['P0001', 'P0002', '22023']);

export function shopperMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return SHOPPER_FACING_CODES.has(code) && message ? message : undefined;
}
