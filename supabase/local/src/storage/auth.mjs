// @ts-check
/**
 * Who calls Storage, and the tokens of signed URLs. Storage verifies the bearer JWT itself and
 * answers a bad one in its own format (AccessDenied with the verifier's message); routes that
 * serve public objects accept a missing or bad token and then act as an unauthenticated caller.
 */
import { jwtVerify } from 'jose';
import { headerValue, HttpError } from '../http.mjs';
import { API_ROLES, signJwt } from '../keys.mjs';
import { ERRORS } from './errors.mjs';

/**
 * @typedef {{ role: string, claims: Record<string, any> }} StorageCaller
 * @typedef {{ caller: StorageCaller, authenticated: boolean, owner: string | undefined }} Identity
 */

/** @type {StorageCaller} */
export const ANON_CALLER = Object.freeze({ role: 'anon', claims: { role: 'anon' } });

/** @param {string} secret */
const keyOf = (secret) => new TextEncoder().encode(secret);

/**
 * Verifies an HS256 JWT signed with the project secret; throws the verifier's error.
 * @param {string} secret
 * @param {string} token
 * @returns {Promise<Record<string, any>>}
 */
export async function verifyToken(secret, token) {
  const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
  return /** @type {Record<string, any>} */ (payload);
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The caller of a request: `Authorization: Bearer` first, else the `apikey` header.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} secret
 * @param {{ optional?: boolean }} [options] optional: a missing or invalid token is anonymous
 * @returns {Promise<Identity>}
 */
export async function identify(req, secret, { optional = false } = {}) {
  const authorization = headerValue(req.headers.authorization);
  const bearer =
    authorization && /^bearer\s+/i.test(authorization)
      ? authorization.replace(/^bearer\s+/i, '').trim()
      : undefined;
  const token = bearer || headerValue(req.headers.apikey);
  if (!token) {
    if (optional) return { caller: ANON_CALLER, authenticated: false, owner: undefined };
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  /** @type {Record<string, any>} */
  let claims;
  try {
    claims = await verifyToken(secret, token);
  } catch (error) {
    if (optional) return { caller: ANON_CALLER, authenticated: false, owner: undefined };
    throw ERRORS.AccessDenied(messageOf(error));
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.includes(role)) throw ERRORS.AccessDenied(`role "${role}" does not exist`);
  return {
    caller: { role, claims },
    authenticated: true,
    owner: typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined,
  };
}

/**
 * A signed-URL token as Storage issues it: `{ ...claims, iat, exp }` signed with the project
 * secret.
 * @param {string} secret
 * @param {Record<string, unknown>} claims
 * @param {number} expiresIn seconds
 */
export async function signUrlToken(secret, claims, expiresIn) {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(secret, { ...claims, iat, exp: iat + expiresIn });
}

/**
 * Checks a signed-URL token for one object and one action (`download` or `upload`), as
 * Storage's verifyObjectSignature does.
 * @param {string} secret
 * @param {string} token
 * @param {string} url `<bucket>/<object name>`
 * @param {'download' | 'upload'} scope
 */
export async function verifyUrlToken(secret, token, url, scope) {
  /** @type {Record<string, any>} */
  let payload;
  try {
    payload = await verifyToken(secret, token);
  } catch (error) {
    throw ERRORS.InvalidJWT(messageOf(error));
  }
  const scoped =
    scope === 'upload'
      ? payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload)
      : payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!scoped) throw ERRORS.InvalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw ERRORS.InvalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
    throw ERRORS.ExpiredSignature();
  }
  return payload;
}
