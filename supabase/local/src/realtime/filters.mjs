// @ts-check
/**
 * `postgres_changes` subscription parameters (`{event, schema, table, filter}`), parsed as hosted
 * Realtime parses them: `column=op.value` conditions joined by commas (AND), `not.` negation,
 * `in.(a,b)` lists, PostgREST-style double quotes around values holding `,` `(` `)`.
 */

/** Operators hosted Realtime accepts. */
export const FILTER_OPERATORS = Object.freeze([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

/**
 * @typedef {{ column: string, op: string, value: string, negate: boolean }} Filter
 * @typedef {{ action: '*' | 'INSERT' | 'UPDATE' | 'DELETE', schema: string, table: string, filters: Filter[], select: string[] | null }} SubscriptionParams
 * @typedef {{ ok: true, params: SubscriptionParams } | { ok: false, message: string }} ParseResult
 */

/**
 * @param {unknown} raw one element of the join's `config.postgres_changes`
 * @returns {ParseResult}
 */
export function parseSubscriptionParams(raw) {
  const params =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? /** @type {any} */ (raw) : {};
  const action = actionOf(params.event);
  const has = (/** @type {string} */ key) => Object.prototype.hasOwnProperty.call(params, key);
  /** @type {string[] | null} */
  let select = null;
  if (typeof params.select === 'string') {
    return {
      ok: false,
      message:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  }
  if (Array.isArray(params.select)) {
    const names = params.select.filter((/** @type {unknown} */ c) => typeof c === 'string');
    select = names.length ? names : null;
  }
  /** @param {string} schema @param {string} table @param {Filter[]} filters @returns {ParseResult} */
  const ok = (schema, table, filters) =>
    select && (schema === '*' || table === '*')
      ? {
          ok: false,
          message:
            'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
        }
      : { ok: true, params: { action, schema, table, filters, select } };
  const { schema, table, filter } = params;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const parsed = parseFilters(filter);
    if (!parsed.ok) {
      return { ok: false, message: `Error parsing \`filter\` params: ${parsed.message}` };
    }
    return ok(schema, table, parsed.filters);
  }
  if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    return ok(schema, table, []);
  }
  if (typeof schema === 'string' && !has('table') && !has('filter')) {
    return ok(schema, '*', []);
  }
  if (typeof table === 'string' && !has('schema') && !has('filter')) {
    return ok('public', table, []);
  }
  return {
    ok: false,
    message: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspectMap(params)}`,
  };
}

/** @param {unknown} event @returns {SubscriptionParams['action']} */
function actionOf(event) {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/**
 * @param {string} filter
 * @returns {{ ok: true, filters: Filter[] } | { ok: false, message: string }}
 */
export function parseFilters(filter) {
  const trimmed = filter.trim();
  if (!trimmed) return { ok: true, filters: [] };
  /** @type {Filter[]} */
  const filters = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment);
    if (!parsed.ok) return parsed;
    filters.push(parsed.filter);
  }
  return { ok: true, filters };
}

/**
 * Splits on commas outside double quotes and parentheses.
 * @param {string} text
 */
function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let prev = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quoted) {
      if (char === '\\' && i + 1 < text.length) {
        current += char + text[i + 1];
        prev = text[i + 1] ?? '';
        i++;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
      prev = char;
      continue;
    }
    if (char === '"' && (prev === '.' || prev === '(' || prev === ',')) {
      quoted = true;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      prev = '';
      continue;
    }
    current += char;
    prev = char;
  }
  parts.push(current);
  return parts;
}

/**
 * @param {string} segment
 * @returns {{ ok: true, filter: Filter } | { ok: false, message: string }}
 */
function parseSegment(segment) {
  const trimmed = segment.trim();
  if (!trimmed) {
    return {
      ok: false,
      message: 'filter must not contain empty segments (check for extra commas)',
    };
  }
  const eq = trimmed.indexOf('=');
  if (eq < 0) return { ok: false, message: inspectList([trimmed]) };
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) return { ok: false, message: inspectList([rest]) };
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!FILTER_OPERATORS.includes(op)) return { ok: false, message: inspectList([op, value]) };
  if (op === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
      return { ok: false, message: '`in` filter value must be wrapped by parentheses' };
    }
    return { ok: true, filter: { column, op, value: `{${value.slice(1, -1)}}`, negate } };
  }
  return { ok: true, filter: { column, op, value: unquote(value), negate } };
}

/** `"a,b"` → `a,b` (backslash escapes), anything else unchanged. @param {string} value */
function unquote(value) {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      out += value[++i];
      continue;
    }
    if (char === '"') return i === value.length - 1 ? out : value;
    out += char;
  }
  return value;
}

/** Elixir's inspect of a list of strings. @param {string[]} items */
function inspectList(items) {
  return `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
}

/** Roughly Elixir's inspect of a map with string keys. @param {Record<string, unknown>} map */
function inspectMap(map) {
  const entries = Object.entries(map)
    .filter(([key]) => key !== 'access_token' && key !== 'user_token')
    .map(([key, value]) => `${JSON.stringify(key)} => ${JSON.stringify(value) ?? 'nil'}`);
  return `%{${entries.join(', ')}}`;
}

/**
 * How hosted Realtime names subscription parameters in its error messages.
 * @param {SubscriptionParams} params
 */
export function describeParams(params) {
  const filters = params.filters
    .map(
      (f) =>
        `{${JSON.stringify(f.column)}, ${JSON.stringify(f.op)}, ${JSON.stringify(f.value)}, ${f.negate}}`,
    )
    .join(', ');
  const select = params.select
    ? `[${params.select.map((c) => JSON.stringify(c)).join(', ')}]`
    : 'nil';
  return `[event: ${params.action}, schema: ${params.schema}, table: ${params.table}, filters: [${filters}], select: ${select}]`;
}
