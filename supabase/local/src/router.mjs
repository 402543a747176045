// @ts-check
/**
 * The one routing style of the services (REST, auth, storage): a table of
 * `[methods, pattern, handler]` rows, matched in order, first match wins (put fixed paths
 * before the patterns that would also match them, as Storage's and GoTrue's routers do).
 *
 * A pattern is a path whose segments are literal text, `:name` (exactly one non-empty
 * segment) or a final `*` (the rest of the path, possibly empty, possibly holding `/`).
 * Parameters are returned as they appear in the path (still percent-encoded): each service
 * decodes them by its own rules (Storage's object names are not PostgREST's identifiers).
 */

/**
 * @template H
 * @typedef {[string | readonly string[], string, H]} Route
 */

/**
 * @template H
 * @typedef {{ handler: H, params: Record<string, string> }} RouteMatch
 */

/**
 * @template H
 * @typedef {{
 *   match(method: string, path: string): RouteMatch<H> | { allowed: string[] } | undefined,
 * }} Router
 */

/**
 * @param {string} pattern
 * @returns {{ regex: RegExp, keys: string[] }}
 */
function compile(pattern) {
  if (!pattern.startsWith('/')) throw new Error(`route pattern must start with '/': ${pattern}`);
  /** @type {string[]} */
  const keys = [];
  const segments = pattern.slice(1).split('/');
  let source = '';
  segments.forEach((segment, index) => {
    if (segment === '*') {
      if (index !== segments.length - 1) throw new Error(`'*' must end the pattern: ${pattern}`);
      keys.push('*');
      // `/prefix/*` matches `/prefix`, `/prefix/` and `/prefix/anything/below`.
      source += '(?:/(.*))?';
      return;
    }
    if (segment.startsWith(':')) {
      keys.push(segment.slice(1));
      source += '/([^/]+)';
      return;
    }
    source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return { regex: new RegExp(`^${source || '/'}$`), keys };
}

/**
 * @template H
 * @param {readonly Route<H>[]} routes
 * @returns {Router<H>}
 */
export function createRouter(routes) {
  const table = routes.map(([methods, pattern, handler]) => ({
    methods: typeof methods === 'string' ? [methods] : [...methods],
    ...compile(pattern),
    handler,
  }));
  return {
    match(method, path) {
      /** @type {Set<string>} */
      const allowed = new Set();
      for (const route of table) {
        const found = route.regex.exec(path);
        if (!found) continue;
        if (!route.methods.includes(method) && !route.methods.includes('*')) {
          for (const m of route.methods) allowed.add(m);
          continue;
        }
        /** @type {Record<string, string>} */
        const params = {};
        route.keys.forEach((key, i) => {
          params[key] = found[i + 1] ?? '';
        });
        return { handler: route.handler, params };
      }
      return allowed.size > 0 ? { allowed: [...allowed] } : undefined;
    },
  };
}

/**
 * @template H
 * @param {RouteMatch<H> | { allowed: string[] } | undefined} result
 * @returns {result is RouteMatch<H>}
 */
export const isMatch = (result) => result !== undefined && 'handler' in result;
