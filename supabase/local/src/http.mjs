// @ts-check
/**
 * HTTP helpers shared by the services: bodies with a size limit, JSON answers, and the
 * caller's identity (API key + bearer JWT → role and claims), as Supabase's gateway resolves it.
 */
import { JwtError, verifyJwt } from './keys.mjs';

export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {unknown} body JSON body to send
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String(body.message)
        : `HTTP ${status}`,
    );
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /**
   * The answer on the wire. Each service's error type (PostgREST's, GoTrue's, Storage's)
   * extends this class and overrides this method for its format, so that one adapter,
   * `sendError`, sends every error of every service.
   * @param {import('node:http').IncomingMessage} [_req] formats that depend on the request
   *   (GoTrue's API version header) read it
   * @returns {{ status: number, body: unknown, headers: Record<string, string> }}
   */
  toResponse(_req) {
    return { status: this.status, body: this.body, headers: this.headers };
  }
}

/**
 * The one adapter from errors to answers: an `HttpError` (or a subclass) answers itself;
 * anything else goes through the service's `toWire`, which turns it into its own error type
 * (a database error into PostgREST's or Storage's, an unexpected one into a 500).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 * @param {(error: unknown) => HttpError} toWire
 */
export function sendError(req, res, error, toWire) {
  const wire = error instanceof HttpError ? error : toWire(error);
  const { status, body, headers } = wire.toResponse(req);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, body, headers);
}

/**
 * Reads the whole body, refusing more than `limit` bytes with a 413.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      reject(new HttpError(413, { message: 'Payload too large' }));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError(413, { message: 'Payload too large' }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Parses a JSON body; `undefined` for an empty one.
 * @param {Buffer} body
 * @param {(message: string) => unknown} errorBody how the service words a JSON error
 */
export function parseJson(body, errorBody) {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new HttpError(400, errorBody(error instanceof Error ? error.message : 'invalid JSON'));
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body object (serialised) or string (sent as is, already JSON)
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/**
 * @typedef {{ role: string, claims: Record<string, any>, token: string }} Caller
 */

/**
 * Who is calling: the bearer JWT if present, else the apikey (itself a JWT). Throws JwtError
 * for a bad or expired token, and HttpError 401 when there is no key at all.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} secret
 * @param {URL} [url] websocket connections pass `apikey` in the query string
 * @param {{ audience?: string }} [options] the audience a token's `aud` must name when present
 * @returns {Promise<Caller>}
 */
export async function resolveCaller(req, secret, url, options = {}) {
  const token = presentedToken(req, url);
  if (!token) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const claims = await verifyJwt(secret, token, options);
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  return { role, claims, token };
}

/**
 * The token a request presents: the bearer token, else the apikey (header or `?apikey=`).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} [url]
 * @returns {string | undefined}
 */
export function presentedToken(req, url) {
  const authorization = headerValue(req.headers.authorization);
  const bearer =
    authorization && /^bearer\s+/i.test(authorization)
      ? authorization.replace(/^bearer\s+/i, '').trim()
      : undefined;
  return bearer || headerValue(req.headers.apikey) || url?.searchParams.get('apikey') || undefined;
}

/** @param {string | string[] | undefined} value */
export function headerValue(value) {
  return Array.isArray(value) ? value[0] : value;
}

export { JwtError };
