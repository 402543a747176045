// @ts-check
/**
 * PostgREST's query-string grammar (select, filters, and/or trees, order, columns, limit/offset)
 * and its request headers (Prefer, Range, Accept), as pure functions. The grammar follows
 * PostgREST 12's Parsec parsers (src/PostgREST/ApiRequest/QueryParams.hs), including their
 * leniencies (trailing input after a complete value is ignored) and their error wording:
 * a failure throws a QueryParseError that the service answers as PGRST100.
 */

import {
  parseColumns,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parseTreePath,
} from './query/filters.mjs';
import { parseSelect } from './query/select.mjs';

export { QueryParseError, fieldName } from './query/cursor.mjs';
export { parseSelect } from './query/select.mjs';
export {
  parseColumns,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parseTreePath,
} from './query/filters.mjs';

/**
 * @typedef {import('./query/ast.mjs').Field} Field
 * @typedef {import('./query/ast.mjs').JsonStep} JsonStep
 * @typedef {import('./query/ast.mjs').Aggregate} Aggregate
 * @typedef {import('./query/ast.mjs').SelectField} SelectField
 * @typedef {import('./query/ast.mjs').SelectEmbed} SelectEmbed
 * @typedef {import('./query/ast.mjs').SelectItem} SelectItem
 * @typedef {import('./query/ast.mjs').QuantOperator} QuantOperator
 * @typedef {import('./query/ast.mjs').SimpleOperator} SimpleOperator
 * @typedef {import('./query/ast.mjs').FtsOperator} FtsOperator
 * @typedef {import('./query/ast.mjs').Operation} Operation
 * @typedef {import('./query/ast.mjs').OpExpr} OpExpr
 * @typedef {import('./query/ast.mjs').Filter} Filter
 * @typedef {import('./query/ast.mjs').LogicTree} LogicTree
 * @typedef {import('./query/ast.mjs').OrderTerm} OrderTerm
 * @typedef {import('./query/ast.mjs').Range} Range
 */

// ---------------------------------------------------------------------------------------------
// The whole query string

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * @typedef {object} QueryParams
 * @property {SelectItem[]} select
 * @property {{ path: string[], filter: Filter }[]} filters
 * @property {{ path: string[], tree: LogicTree }[]} logic
 * @property {{ path: string[], terms: OrderTerm[] }[]} order
 * @property {Map<string, { path: string[], limit?: number, offset?: number }>} ranges keyed by the embed path joined with '.'
 * @property {string[] | undefined} columns
 * @property {string[] | undefined} onConflict
 * @property {[string, string][]} rpcArgs query parameters without an operator (GET /rpc only)
 * @property {string} canonical the query string sorted by key, as PostgREST's Content-Location
 */

/** @param {string} key */
const lastSegment = (key) => key.slice(key.lastIndexOf('.') + 1);

/** @param {string} text */
const parseInteger = (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * @param {URLSearchParams} params
 * @param {{ rpcRead?: boolean }} [options] GET/HEAD on /rpc: values without an operator are arguments
 * @returns {QueryParams}
 */
export function parseQuery(params, { rpcRead = false } = {}) {
  /** @type {QueryParams} */
  const result = {
    select: [],
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    columns: undefined,
    onConflict: undefined,
    rpcArgs: [],
    canonical: canonicalQuery(params),
  };
  const select = params.get('select');
  result.select = parseSelect(select ?? '*');
  const columns = params.get('columns');
  if (columns !== null) result.columns = parseColumns('columns', columns);
  const onConflict = params.get('on_conflict');
  if (onConflict !== null) result.onConflict = parseColumns('on_conflict', onConflict);
  const seenOrder = new Set();
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (last === 'and' || last === 'or') {
      result.logic.push(parseLogic(key, value));
    } else if (last === 'order') {
      const { path } = parseTreePath(key);
      const pathKey = path.join('.');
      if (seenOrder.has(pathKey)) continue;
      seenOrder.add(pathKey);
      result.order.push({ path, terms: parseOrder(value) });
    } else if (last === 'limit' || last === 'offset') {
      const { path } = parseTreePath(key);
      const pathKey = path.join('.');
      const range = result.ranges.get(pathKey) ?? { path };
      const number = parseInteger(value);
      if (number !== undefined && range[last] === undefined) range[last] = number;
      result.ranges.set(pathKey, range);
    } else if (!RESERVED_EMBEDDABLE.has(last)) {
      const { path, field } = parseTreePath(key);
      if (rpcRead) {
        /** @type {OpExpr | undefined} */
        let expr;
        try {
          expr = parseFilterValue(value);
        } catch {
          expr = undefined;
        }
        if (expr) result.filters.push({ path, filter: { field, expr } });
        else result.rpcArgs.push([key, value]);
      } else {
        result.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
      }
    }
  }
  return result;
}

/** @param {URLSearchParams} params */
function canonicalQuery(params) {
  const encode = (/** @type {string} */ text) =>
    encodeURIComponent(text).replace(
      /[!'()*]/g,
      (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
}

// ---------------------------------------------------------------------------------------------
// Headers

/**
 * @typedef {object} Preferences
 * @property {'merge-duplicates' | 'ignore-duplicates' | undefined} resolution
 * @property {'representation' | 'minimal' | 'headers-only' | undefined} returnPref
 * @property {boolean} singleObject params=single-object
 * @property {'exact' | 'planned' | 'estimated' | undefined} count
 * @property {'default' | 'null' | undefined} missing
 * @property {'strict' | 'lenient' | undefined} handling
 * @property {number | undefined} maxAffected
 * @property {'commit' | 'rollback' | undefined} tx
 * @property {string[]} invalid preferences PostgREST does not know
 */

const PREFERENCES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/**
 * The Prefer header(s), PostgREST style: comma separated, first valid value of each kind wins.
 * @param {string | string[] | undefined} header
 * @returns {Preferences}
 */
export function parsePrefer(header) {
  const items = (Array.isArray(header) ? header : header ? [header] : [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  /** @type {Record<string, string>} */
  const found = {};
  /** @type {string[]} */
  const invalid = [];
  /** @type {number | undefined} */
  let maxAffected;
  for (const item of items) {
    const eq = item.indexOf('=');
    const name = eq === -1 ? item : item.slice(0, eq);
    const value = eq === -1 ? '' : item.slice(eq + 1);
    if (name === 'max-affected') {
      const number = parseInteger(value);
      if (number !== undefined && maxAffected === undefined) maxAffected = number;
      continue;
    }
    const allowed = /** @type {Record<string, string[]>} */ (PREFERENCES)[name];
    if (!allowed || !allowed.includes(value)) {
      invalid.push(item);
      continue;
    }
    found[name] ??= value;
  }
  return {
    resolution: /** @type {Preferences['resolution']} */ (found.resolution),
    returnPref: /** @type {Preferences['returnPref']} */ (found.return),
    singleObject: found.params === 'single-object',
    count: /** @type {Preferences['count']} */ (found.count),
    missing: /** @type {Preferences['missing']} */ (found.missing),
    handling: /** @type {Preferences['handling']} */ (found.handling),
    maxAffected,
    tx: /** @type {Preferences['tx']} */ (found.tx),
    invalid,
  };
}

/**
 * The `Range: 0-9` request header; `undefined` when absent or not in that form.
 * @param {string | undefined} header
 * @returns {{ lower: number, upper?: number } | undefined}
 */
export function parseRangeHeader(header) {
  const match = header ? /^([0-9]+)-([0-9]*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const lower = Number(match[1]);
  return match[2] ? { lower, upper: Number(match[2]) } : { lower };
}

/**
 * @typedef {{ type: string, subtype: string, params: Record<string, string>, raw: string }} MediaType
 */

/**
 * The Accept header as a list of media types, most preferred first (by q, then by order).
 * @param {string | undefined} header
 * @returns {MediaType[]}
 */
export function parseAccept(header) {
  if (!header || !header.trim()) return [{ type: '*', subtype: '*', params: {}, raw: '*/*' }];
  return header
    .split(',')
    .map((part, index) => {
      const [mime = '', ...rest] = part.split(';').map((piece) => piece.trim());
      /** @type {Record<string, string>} */
      const params = {};
      for (const piece of rest) {
        const eq = piece.indexOf('=');
        if (eq === -1) continue;
        params[piece.slice(0, eq).trim().toLowerCase()] = piece
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1');
      }
      const slash = mime.indexOf('/');
      const type = (slash === -1 ? mime : mime.slice(0, slash)).toLowerCase();
      const subtype = (slash === -1 ? '' : mime.slice(slash + 1)).toLowerCase();
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type, subtype, params, raw: mime, q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((media) => media.raw && media.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ type, subtype, params, raw }) => ({ type, subtype, params, raw }));
}
