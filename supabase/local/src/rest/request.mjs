// @ts-check
/**
 * Reading a REST request, as PostgREST's src/PostgREST/ApiRequest.hs (and Auth.hs) read it:
 * who calls (the JWT), which schema it addresses (the profile headers), the query string, the
 * Prefer, Range and Accept headers, and the payload. Everything is validated here, before any
 * planning; a malformed request is a PgrstError.
 */
import { headerValue, JwtError, presentedToken, readBody, resolveCaller } from '../http.mjs';
import { clientAddress } from '../auth/rate-limits.mjs';
import { PgrstError, pgrstError } from './errors.mjs';
import { negotiate } from './media.mjs';
import { parsePrefer, parseQuery, parseRangeHeader, QueryParseError } from './parser.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('./parser.mjs').QueryParams} QueryParams
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./media.mjs').Media} Media
 * @typedef {import('./planner.mjs').Range} Range
 * @typedef {import('./schema-cache.mjs').Routine} Routine
 * @typedef {{ schema: string, negotiated: boolean }} Profile
 */

/**
 * The caller: the verified JWT's role and claims, PostgREST's JWT errors otherwise. The key may
 * come as the `apikey` query parameter, as hosted Supabase's gateway takes it (a
 * `navigator.sendBeacon` can't set headers: the shell's vitals reporter sends it so).
 * @param {IncomingMessage} req
 * @param {{ jwtSecret: string, jwtAud: string }} config
 * @param {URL} [url]
 * @returns {Promise<import('../http.mjs').Caller>}
 */
export async function authenticate(req, config, url) {
  try {
    return await resolveCaller(req, config.jwtSecret, url, { audience: config.jwtAud });
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    const token = presentedToken(req, url);
    const expired = error.reason === 'expired';
    const claimsFailed = expired || error.reason === 'audience';
    let message = error.reason === 'audience' ? 'JWT not in audience' : 'JWT expired';
    if (!claimsFailed) {
      const parts = (token ?? '').split('.').length;
      message =
        parts === 3
          ? 'JWT cryptographic operation failed'
          : `Expected 3 parts in JWT; got ${parts}`;
    }
    throw new PgrstError(
      401,
      { code: claimsFailed ? 'PGRST303' : 'PGRST301', message },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    );
  }
}

const CONTENT_PROFILE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * The request's schema, as PostgREST's `getSchema`: `Content-Profile` for POST, PATCH, PUT and
 * DELETE (rpc calls with POST too), `Accept-Profile` for the others; without one, the first
 * exposed schema. `negotiated` (the answer names its schema in `Content-Profile`) when a profile
 * was sent, or when more than one schema is exposed.
 * @param {IncomingMessage} req
 * @param {string} method
 * @param {readonly string[]} schemas the exposed ones, the default first
 * @returns {Profile}
 */
export function resolveProfile(req, method, schemas) {
  const profile = headerValue(
    CONTENT_PROFILE_METHODS.has(method)
      ? req.headers['content-profile']
      : req.headers['accept-profile'],
  );
  if (profile === undefined) {
    return { schema: /** @type {string} */ (schemas[0]), negotiated: schemas.length !== 1 };
  }
  if (!schemas.includes(profile)) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return { schema: profile, negotiated: true };
}

/**
 * The query string and the headers that shape a request, validated as PostgREST does.
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} method
 * @param {{ isRpc: boolean, planEnabled: boolean }} options
 * @returns {{ query: QueryParams, prefer: Preferences, topRange: Range, media: Media }}
 */
export function parseRequest(req, url, method, { isRpc, planEnabled }) {
  const query = parseQueryOrThrow(
    url.searchParams,
    isRpc && (method === 'GET' || method === 'HEAD'),
  );
  const prefer = parsePrefer(req.headers.prefer);
  if (prefer.handling === 'strict' && prefer.invalid.length) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    );
  }
  const topRange = requestRange(query, method, headerValue(req.headers.range));
  if (
    (method === 'PATCH' || method === 'DELETE') &&
    query.ranges.size &&
    query.order.length === 0
  ) {
    throw pgrstError(
      400,
      'PGRST109',
      "A 'limit' was applied without an explicit 'order'",
      null,
      "Apply an 'order' using unique column(s)",
    );
  }
  if (method === 'PUT' && (topRange.offset !== 0 || topRange.limit !== undefined)) {
    throw pgrstError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  const media = negotiate(headerValue(req.headers.accept), { planEnabled });
  return { query, prefer, topRange, media };
}

/** @param {URLSearchParams} params @param {boolean} rpcRead */
function parseQueryOrThrow(params, rpcRead) {
  try {
    return parseQuery(params, { rpcRead });
  } catch (error) {
    if (error instanceof QueryParseError)
      throw pgrstError(400, 'PGRST100', error.message, error.details);
    throw error;
  }
}

/**
 * The top-level range: `limit`/`offset` intersected with the Range header (GET only).
 * @param {QueryParams} query
 * @param {string} method
 * @param {string | undefined} rangeHeader
 * @returns {Range}
 */
function requestRange(query, method, rangeHeader) {
  const params = query.ranges.get('');
  const offset = params?.offset ?? 0;
  const limit = params?.limit;
  const rangeError = (/** @type {string} */ details) =>
    pgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
  if (limit !== undefined && limit < 0)
    throw rangeError('Limit should be greater than or equal to zero.');
  let lower = offset;
  let upper = limit === undefined ? Infinity : offset + limit - 1;
  const header = method === 'GET' ? parseRangeHeader(rangeHeader) : undefined;
  if (header) {
    if (header.upper !== undefined && header.upper < header.lower) {
      throw rangeError(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    lower = Math.max(lower, header.lower);
    upper = Math.min(upper, header.upper ?? Infinity);
    if (upper < lower && limit !== 0) {
      throw rangeError(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
  }
  if (limit === 0) return { offset: lower, limit: 0 };
  return upper === Infinity ? { offset: lower } : { offset: lower, limit: upper - lower + 1 };
}

/**
 * Request headers for `request.headers` (as PostgREST: lowercase names, no cookies), with the
 * client's address in `cf-connecting-ip`, as hosted Supabase's gateway (Cloudflare) sets it:
 * the TCP peer's address, replacing any value the client sent, so a database function can
 * rate-limit per address (`private.client_address()`).
 * @param {IncomingMessage} req
 */
export function requestHeaders(req) {
  /** @type {Record<string, unknown>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'cookie') headers[name] = value;
  }
  headers['cf-connecting-ip'] = clientAddress(req);
  return headers;
}

/**
 * Reads a JSON (or form-encoded) body: the rows as a JSON array text, and the payload's keys
 * (or the `columns` parameter).
 * @param {IncomingMessage} req
 * @param {string[] | undefined} columns
 * @param {boolean} isRpc an empty body means no arguments
 * @param {number} limit largest body accepted
 * @returns {Promise<{ text: string | undefined, keys: string[] }>}
 */
export async function readPayload(req, columns, isRpc, limit) {
  const contentTypeHeader = String(req.headers['content-type'] ?? 'application/json');
  const mime = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
  const raw = await readBody(req, limit);
  const text = raw.toString('utf8');
  /** @type {unknown} */
  let value;
  if (mime === 'application/x-www-form-urlencoded') {
    value = Object.fromEntries(new URLSearchParams(text));
  } else if (mime === 'application/json' || mime === '' || mime === '*/*') {
    if (text.trim() === '' && isRpc) value = {};
    else {
      try {
        value = JSON.parse(text);
      } catch {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
  } else {
    throw pgrstError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`);
  }
  const json =
    mime === 'application/x-www-form-urlencoded' || text.trim() === ''
      ? JSON.stringify(value)
      : text;
  if (Array.isArray(value)) {
    let keys = columns;
    if (!keys) {
      const [first] = value;
      if (first === undefined) keys = [];
      else {
        if (!isPlainObject(first)) throw pgrstError(400, 'PGRST102', 'All object keys must match');
        const canonical = Object.keys(first).sort().join('\u0000');
        const uniform = value.every(
          (item) => isPlainObject(item) && Object.keys(item).sort().join('\u0000') === canonical,
        );
        if (!uniform) throw pgrstError(400, 'PGRST102', 'All object keys must match');
        keys = Object.keys(first);
      }
    }
    return { text: json, keys };
  }
  if (isPlainObject(value)) {
    return { text: isRpc ? json : `[${json}]`, keys: columns ?? Object.keys(value) };
  }
  // A scalar (string, number, null) can't be a row: PostgREST fails the populate with a 4xx.
  if (!isRpc) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  return { text: json, keys: columns ?? [] };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GET /rpc arguments as the JSON object of a call: a repeated name becomes an array for a
 * variadic parameter (other parameters take the first value).
 * @param {Map<string, string[]>} args
 * @param {Routine} routine
 */
export function queryArgsJson(args, routine) {
  /** @type {Record<string, string | string[]>} */
  const json = {};
  for (const [key, values] of args) {
    const variadic = routine.params.find((p) => p.name === key)?.variadic ?? false;
    json[key] = variadic ? values : (values[0] ?? '');
  }
  return JSON.stringify(json);
}
