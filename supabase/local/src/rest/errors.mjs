// @ts-check
/**
 * PostgREST's error answers: `{ code, details, hint, message }` bodies with its codes (PGRSTxxx)
 * and HTTP statuses, and its mapping of PostgreSQL errors (SQLSTATE → HTTP status), as in
 * PostgREST 13's src/PostgREST/Error.hs, which hosted Supabase answers today (where 12 and 13
 * word an error differently, 13's: PGRST106, PGRST116, PGRST205, PGRST303). `PgrstError` is the
 * REST service's one error type; `sendError` (../http.mjs) answers it.
 */
import { HttpError } from '../http.mjs';

export class PgrstError extends HttpError {
  /**
   * @param {number} status
   * @param {{ code: string, message: string, details?: unknown, hint?: unknown }} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(status, body, headers);
    this.name = 'PgrstError';
    this.code = body.code;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    /** set when a schema-cache lookup failed: a reload may fix it */
    this.cacheMiss = false;
  }

  /** The JSON body, keys in PostgREST's (alphabetical) order. */
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }

  /**
   * PostgREST's answer: the JSON body with `Content-Type: application/json; charset=utf-8`
   * (`sendError` sends it).
   * @override
   * @returns {{ status: number, body: unknown, headers: Record<string, string> }}
   */
  toResponse() {
    return { status: this.status, body: this.toJSON(), headers: this.headers };
  }
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {unknown} [details]
 * @param {unknown} [hint]
 */
export const pgrstError = (status, code, message, details = null, hint = null) =>
  new PgrstError(status, { code, message, details, hint });

/** A lookup in the schema cache failed; the service reloads the cache once and retries. */
export const cacheMiss = (/** @type {PgrstError} */ error) => {
  error.cacheMiss = true;
  return error;
};

/**
 * The HTTP status PostgREST answers for a PostgreSQL error.
 * @param {string} code SQLSTATE
 * @param {string} message
 * @param {boolean} authenticated the caller's role is not anon
 */
export function statusForSqlState(code, message, authenticated) {
  if (code === '42501') return authenticated ? 403 : 401;
  // Serialization failure and deadlock: the transaction is worth retrying (PostgREST retries it
  // and answers 500 if it still fails; a retryable 503 tells supabase-js to retry reads).
  if (code === '40001' || code === '40P01') return 503;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '57P01') return 503;
  if (code === '53400') return 500;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const prefix = code.slice(0, 2);
  /** @type {Record<string, number>} */
  const byClass = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    25: 500,
    28: 403,
    '2D': 500,
    38: 500,
    39: 500,
    '3B': 500,
    40: 500,
    53: 503,
    54: 500,
    55: 500,
    57: 500,
    58: 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[prefix] ?? 400;
}

/**
 * Turns an error thrown by the database driver into PostgREST's answer; `undefined` when it
 * is not a database error (a bug: the server answers 500).
 * @param {unknown} error
 * @param {boolean} authenticated
 * @returns {PgrstError | undefined}
 */
export function fromDatabaseError(error, authenticated) {
  const e = /** @type {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} */ (
    error
  );
  if (!e || typeof e.code !== 'string') return undefined;
  const message = typeof e.message === 'string' ? e.message : String(e.message);
  const detail = typeof e.detail === 'string' && e.detail !== '' ? e.detail : null;
  const hint = typeof e.hint === 'string' && e.hint !== '' ? e.hint : null;
  if (!/^[0-9A-Z]{5}$/.test(e.code)) {
    // Node's socket errors (ECONNREFUSED, ...): the database is unreachable.
    return pgrstError(
      503,
      'PGRST000',
      'Database connection error. Retrying the connection.',
      message,
    );
  }
  if (e.code === 'PGRST') return fromRaisedPgrst(message, detail);
  const status = statusForSqlState(e.code, message, authenticated);
  const result = new PgrstError(status, { code: e.code, message, details: detail, hint });
  if (status === 401) result.headers['WWW-Authenticate'] = 'Bearer';
  return result;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code":..,"message":..}', DETAIL = '{"status":..,"headers":{..}}'`:
 * full control of the answer.
 * @param {string} message
 * @param {string | null} detail
 */
function fromRaisedPgrst(message, detail) {
  const invalid = (/** @type {string} */ details, /** @type {string} */ hint) =>
    pgrstError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      details,
      hint,
    );
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let body;
  try {
    body = JSON.parse(message);
  } catch {
    body = undefined;
  }
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string'
  ) {
    return invalid(`Invalid JSON value for MESSAGE: '${message}'`, messageHint);
  }
  if (detail === null) return invalid('DETAIL is missing in the RAISE statement', detailHint);
  let control;
  try {
    control = JSON.parse(detail);
  } catch {
    control = undefined;
  }
  if (
    !control ||
    typeof control !== 'object' ||
    typeof control.status !== 'number' ||
    !control.headers ||
    typeof control.headers !== 'object'
  ) {
    return invalid(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(control.headers)) headers[name] = String(value);
  return new PgrstError(
    control.status,
    {
      code: body.code,
      message: body.message,
      details: typeof body.details === 'string' ? body.details : null,
      hint: typeof body.hint === 'string' ? body.hint : null,
    },
    headers,
  );
}

/** Names only the generated SQL uses: a message quoting one quotes the query. */
const GENERATED_SQL_MARKERS = ['_postgrest_t', 'pgrst_source', 'pgrst_body', 'pgrst_call'];
/**
 * A run of this many characters of the generated SQL in a message, spanning more than one
 * token, is a quote of it. One long name alone is not: PostgreSQL's own messages name tables
 * and constraints ('new row violates row-level security policy for table
 * "newsletter_subscriptions"'), and the query names them too.
 */
const QUOTE_LENGTH = 24;
const SPANS_TOKENS = /[\s(),]/;

/**
 * Whether `text` quotes the generated SQL.
 * @param {string} text
 * @param {string | undefined} sql
 */
function quotesSql(text, sql) {
  if (GENERATED_SQL_MARKERS.some((marker) => text.includes(marker))) return true;
  if (!sql) return false;
  for (let i = 0; i + QUOTE_LENGTH <= text.length; i += 4) {
    const run = text.slice(i, i + QUOTE_LENGTH);
    if (SPANS_TOKENS.test(run.trim()) && sql.includes(run)) return true;
  }
  return false;
}

/**
 * The error without any quote of the SQL the planner generated: PostgreSQL's syntax errors
 * quote the query from the failing token on ("at or near …"), and a message, detail or hint
 * could quote it otherwise. A quoting message keeps what comes before "at or near"; details and
 * hints that quote it are dropped.
 * @param {PgrstError} error
 * @param {string | undefined} sql the statement that failed, when known
 * @returns {PgrstError}
 */
export function withoutGeneratedSql(error, sql) {
  const details = typeof error.details === 'string' ? error.details : null;
  const hint = typeof error.hint === 'string' ? error.hint : null;
  const leaks = [error.message, details ?? '', hint ?? ''].some((text) => quotesSql(text, sql));
  if (!leaks) return error;
  let message = error.message;
  if (quotesSql(message, sql)) {
    const near = message.indexOf(' at or near ');
    message = near > 0 && !quotesSql(message.slice(0, near), sql) ? message.slice(0, near) : '';
    if (message === '') message = 'The database refused the generated query';
  }
  return new PgrstError(
    error.status,
    {
      code: error.code,
      message,
      details: details !== null && quotesSql(details, sql) ? null : error.details,
      hint: hint !== null && quotesSql(hint, sql) ? null : error.hint,
    },
    error.headers,
  );
}
