// @ts-check
/**
 * GoTrue's error answers. A request that carries `X-Supabase-Api-Version: 2024-01-01` (or a
 * later date; auth-js always sends it) gets `{ code: '<error_code>', message }` and the version
 * echoed in the response header, which is what makes auth-js fill `error.code`. Older clients
 * (no header) get the legacy shape `{ code: <status>, error_code, msg }`. Both also carry the
 * `x-sb-error-code` header, as GoTrue does. GoTrue's OAuth errors (the id_token grant's) are
 * `{ error, error_description }` with 400 in either version.
 */
import { HttpError } from '../http.mjs';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = Date.parse('2024-01-01T00:00:00Z');

export class AuthError extends HttpError {
  /**
   * @param {number} status
   * @param {string} code GoTrue's error code (`invalid_credentials`, `weak_password`, …)
   * @param {string} message
   * @param {Record<string, unknown>} [extra] more fields of the body (`weak_password`)
   */
  constructor(status, code, message, extra = {}) {
    super(status, { message });
    this.name = 'AuthError';
    this.code = code;
    this.extra = extra;
    /** @type {{ error: string, error_description: string } | undefined} */
    this.oauth = undefined;
  }

  /**
   * GoTrue's OAuthError (`apierrors.NewOAuthError`): always 400, `{ error, error_description }`.
   * @param {string} error
   * @param {string} description
   */
  static oauth(error, description) {
    const oauthError = new AuthError(400, '', description || error);
    oauthError.oauth = { error, error_description: description };
    return oauthError;
  }

  /**
   * GoTrue's HandleResponseError: the body and headers of the API version the request asked for.
   * @override
   * @param {import('node:http').IncomingMessage} [req]
   */
  toResponse(req) {
    const version = req ? requestApiVersion(req) : undefined;
    /** @type {Record<string, string>} */
    const headers = {};
    if (version) headers[API_VERSION_HEADER] = version;
    if (this.oauth) {
      const { error, error_description: description } = this.oauth;
      return {
        status: 400,
        body: description ? { error, error_description: description } : { error },
        headers,
      };
    }
    const code = this.code || (this.status >= 500 ? 'unexpected_failure' : 'unknown');
    headers['x-sb-error-code'] = code;
    const body = version
      ? { code, message: this.message, ...this.extra }
      : { code: this.status, error_code: code, msg: this.message, ...this.extra };
    return { status: this.status, body, headers };
  }
}

/** @param {string} code @param {string} message */
export const badRequest = (code, message) => new AuthError(400, code, message);
/** @param {string} code @param {string} message */
export const forbidden = (code, message) => new AuthError(403, code, message);
/** @param {string} code @param {string} message */
export const notFound = (code, message) => new AuthError(404, code, message);
/** @param {string} code @param {string} message */
export const unprocessable = (code, message) => new AuthError(422, code, message);
/** @param {string} code @param {string} message */
export const tooManyRequests = (code, message) => new AuthError(429, code, message);
/** @param {string} message */
export const internalError = (message) => new AuthError(500, 'unexpected_failure', message);

/** GoTrue's answer to an error it did not expect (handleResponseErrorDefault). */
export const unexpectedFailure = () =>
  internalError('Unexpected failure, please check server logs for more information');

/** @param {string} detail */
export const badJson = (detail) =>
  badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);

/**
 * The 422 GoTrue answers for a password that fails the strength policy.
 * @param {string} message
 * @param {string[]} reasons
 */
export const weakPassword = (message, reasons) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } });

/**
 * The API version the request asked for: '2024-01-01' when its header names that date or a later
 * one, undefined for the initial version (no header, or one that isn't a date).
 * @param {import('node:http').IncomingMessage} req
 */
export function requestApiVersion(req) {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && parsed >= API_VERSION_2024_01_01 ? '2024-01-01' : undefined;
}
