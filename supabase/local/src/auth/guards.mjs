// @ts-check
/**
 * GoTrue's route middlewares: each runs before the routes it guards (and, as chi runs a
 * subrouter's middlewares, before the 404 or 405 of any other path or method below them), and
 * leaves what it found in `rq.locals`.
 */
import { forbidden, notFound } from './errors.mjs';
import { findOwnedFactor } from './factors.mjs';
import { parseGoUuid } from './params.mjs';
import { authenticate, bearerToken, parseClaims } from './sessions.mjs';
import { findUserById } from './users.mjs';

/**
 * @typedef {(env: import('./context.mjs').AuthEnv, rq: import('./context.mjs').AuthRequest) => Promise<void>} Guard
 */

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/**
 * A route parameter as chi gives it (percent-decoded); '' when it can't be decoded.
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {string} name
 */
function param(rq, name) {
  try {
    return decodeURIComponent(rq.params[name] ?? '');
  } catch {
    return '';
  }
}

/**
 * An id parameter parsed as GoTrue parses it (uuid.FromString), or undefined.
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {string} name
 */
export function uuidParam(rq, name) {
  const parsed = parseGoUuid(param(rq, name));
  return 'uuid' in parsed ? parsed.uuid : undefined;
}

/**
 * GoTrue's requireAuthentication: a valid access token whose user and session still exist.
 * @type {Guard}
 */
export async function requireAuthentication(env, rq) {
  const auth = await authenticate(env.ctx.db, env.ctx.config.jwtSecret, rq.req);
  rq.locals.auth = auth;
  rq.locals.user = auth.user;
}

/**
 * GoTrue's requireNotAnonymous (after requireAuthentication).
 * @type {Guard}
 */
export async function requireNotAnonymous(_env, rq) {
  if (rq.locals.auth?.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
}

/**
 * GoTrue's requireAdminCredentials: a bearer token whose role is an admin role.
 * @type {Guard}
 */
export async function requireAdmin(env, rq) {
  const claims = await parseClaims(env.ctx.config.jwtSecret, bearerToken(rq.req));
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
}

/**
 * GoTrue's loadUser: the admin route's `:user_id`.
 * @type {Guard}
 */
export async function loadUser(env, rq) {
  const id = uuidParam(rq, 'user_id');
  if (!id) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(env.ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  rq.locals.user = user;
}

/**
 * GoTrue's loadFactor: the `:factor_id` of the route's user (the caller, or the admin route's).
 * @type {Guard}
 */
export async function loadFactor(env, rq) {
  const id = uuidParam(rq, 'factor_id');
  if (!id) throw notFound('validation_failed', 'factor_id must be an UUID');
  const userId = rq.locals.user?.id ?? '';
  const factor = await findOwnedFactor(env.ctx.db, userId, id);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  rq.locals.factor = factor;
}
