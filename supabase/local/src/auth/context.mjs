// @ts-check
/**
 * What every auth handler works with: the service context, the extra auth settings, and the
 * request (with its external URL, its redirect target and its outbox of messages).
 */
import { headerValue, sendJson } from '../http.mjs';
import { isRedirectAllowed } from './messages.mjs';

/**
 * @typedef {object} AuthEnv
 * @property {import('../server.mjs').ServiceContext} ctx
 * @property {import('./settings.mjs').AuthSettings} settings
 */

/**
 * @typedef {object} AuthRequest
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {URL} url
 * @property {string} path the path below /auth/v1 ('/signup', '/admin/users/…')
 * @property {string} externalUrl this server's /auth/v1 URL, from configuration (never from the
 *   request's Host or X-Forwarded-* headers, which a caller controls)
 * @property {import('../mailbox/index.mjs').OutgoingMessage[]} outbox delivered after commit
 * @property {{ status: number, body?: unknown, headers?: Record<string, string> } | undefined} response
 *   the answer, sent once the outbox is delivered (so the mailbox has the messages first)
 * @property {Record<string, string>} params the route's `:name` segments, still percent-encoded
 * @property {Locals} locals what the route's guards found (GoTrue's request context)
 */

/**
 * @typedef {object} Locals
 * @property {import('./sessions.mjs').Authenticated} [auth] the caller's token, user and session
 *   (requireAuthentication)
 * @property {import('./users.mjs').UserRow} [user] the user the route is about: the caller, or
 *   the admin route's `:user_id` (loadUser)
 * @property {import('./factors.mjs').FactorRow} [factor] the `:factor_id` of that user (loadFactor)
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {import('../server.mjs').Endpoint} endpoint
 * @returns {AuthRequest}
 */
export function authRequest(req, res, url, endpoint) {
  const path = url.pathname.slice('/auth/v1'.length).replace(/\/+$/, '') || '/';
  return {
    req,
    res,
    url,
    path,
    externalUrl: `${endpoint.externalUrl}/auth/v1`,
    outbox: [],
    response: undefined,
    params: {},
    locals: {},
  };
}

/**
 * GoTrue's GetReferrer: `redirect_to` (header, then query) when allowed, else the Referer
 * header when allowed, else the site URL.
 * @param {AuthEnv} env
 * @param {AuthRequest} rq
 * @param {string} [explicit] a redirect_to taken from elsewhere (a GET /verify link)
 */
export function referrer(env, rq, explicit) {
  const { siteUrl } = env.ctx.config;
  const allow = env.settings.additionalRedirectUrls;
  const requested =
    explicit ??
    (headerValue(rq.req.headers.redirect_to) || rq.url.searchParams.get('redirect_to') || '');
  if (isRedirectAllowed(siteUrl, allow, requested)) return requested;
  const referer = headerValue(rq.req.headers.referer) ?? '';
  if (isRedirectAllowed(siteUrl, allow, referer)) return referer;
  return siteUrl;
}

/**
 * The claims' issuer and what signing needs.
 * @param {AuthEnv} env
 * @param {AuthRequest} rq
 * @returns {import('./sessions.mjs').TokenContext}
 */
export const tokenContext = (env, rq) => ({
  config: env.ctx.config,
  issuer: env.ctx.endpoint.jwtIssuer,
  req: rq.req,
});

/**
 * Runs `fn` in one transaction as the database owner. Messages it queues reach the request's
 * outbox only if the transaction commits.
 * @template T
 * @param {AuthEnv} env
 * @param {AuthRequest} rq
 * @param {(tx: import('../db/adapter.mjs').Queryable, send: import('./messages.mjs').SendContext) => Promise<T>} fn
 * @param {{ redirectTo?: string, pkce?: import('./pkce.mjs').PkceParams }} [options]
 * @returns {Promise<T>}
 */
export async function transaction(env, rq, fn, { redirectTo, pkce } = {}) {
  /** @type {import('../mailbox/index.mjs').OutgoingMessage[]} */
  const outbox = [];
  const result = await env.ctx.db.transaction((tx) =>
    fn(tx, {
      q: tx,
      outbox,
      externalUrl: rq.externalUrl,
      redirectTo: redirectTo ?? referrer(env, rq),
      otpExpiry: env.ctx.config.otpExpiry,
      settings: env.settings,
      pkce,
    }),
  );
  rq.outbox.push(...outbox);
  return result;
}

/**
 * Sets the JSON answer.
 * @param {AuthRequest} rq
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function reply(rq, status, body, headers) {
  rq.response = { status, body, headers };
}

/**
 * Sets an answer without a body (204, 303 redirects).
 * @param {AuthRequest} rq
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function replyEmpty(rq, status, headers) {
  rq.response = { status, headers };
}

/**
 * Writes the answer set by the handler.
 * @param {AuthRequest} rq
 */
export function sendResponse(rq) {
  const response = rq.response ?? { status: 500, body: { message: 'no answer' } };
  if (response.body === undefined) {
    rq.res.writeHead(response.status, { 'Content-Length': '0', ...response.headers }).end();
  } else sendJson(rq.res, response.status, response.body, response.headers);
}
