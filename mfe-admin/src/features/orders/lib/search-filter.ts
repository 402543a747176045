/**
 * The list's search as a PostgREST `or` filter: the order number or the customer's email
 * contains the term, case-insensitively.
 *
 * The term is made safe twice. For LIKE, `\`, `%` and `_` are escaped (so '50%' matches the
 * text '50%'), and `*` — which PostgREST always turns into `%` — becomes `_`, the one-character
 * wildcard, which still matches a literal '*'. For PostgREST's filter grammar, the pattern is a
 * double-quoted value (commas, parentheses, dots and colons inside it are then plain text) with
 * `"` and `\` backslash-escaped.
 */
export function orderSearchFilter(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  const like = trimmed.replace(/[\\%_]/g, '\\$&').replace(/\*/g, '_');
  const quoted = `"*${like.replace(/["\\]/g, '\\$&')}*"`;
  return `order_number.ilike.${quoted},customer_email.ilike.${quoted}`;
}
