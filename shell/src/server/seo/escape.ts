const MARKUP_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML element content or a quoted attribute value (either quote): `& < > " '` become
 * character references, so nothing can end the element or the attribute.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => MARKUP_ENTITIES[char] ?? char);

const XML_ENTITIES: Readonly<Record<string, string>> = { ...MARKUP_ENTITIES, "'": '&apos;' };

/**
 * Text for XML element content or an attribute (the sitemap): the same five characters as the
 * sitemap protocol writes them (`&apos;`), and the control characters XML 1.0 forbids removed.
 */
export const escapeXml = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex -- removing exactly these characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/**
 * JSON inside a `<script>` element (JSON-LD): `<`, `>` and `&` written as `\u003c`, `\u003e`,
 * `\u0026`, so no `</script>` or `<!--` can appear, and U+2028/U+2029 as escapes too. The
 * result is the same JSON value. Undefined when the value has no JSON form (a cycle, a bigint,
 * a function).
 */
export function scriptJson(value: unknown): string | undefined {
  let json: string | undefined;
  try {
    json = JSON.stringify(value) as string | undefined;
  } catch {
    return undefined;
  }
  return json
    ?.replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
