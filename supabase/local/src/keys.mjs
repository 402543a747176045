// @ts-check
/**
 * HS256 JWTs as GoTrue issues them, and the project's API keys (anon, service_role), which are
 * JWTs signed with the same secret.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export { DEMO_JWT_SECRET } from './config.mjs';

/** @param {string} secret */
const keyOf = (secret) => new TextEncoder().encode(secret);

/**
 * Signs exactly the given claims (callers set `iat`/`exp` themselves).
 * @param {string} secret
 * @param {Record<string, unknown>} claims
 */
export async function signJwt(secret, claims) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * The anon and service_role keys of a secret: the same secret always gives the same keys.
 * With the demo secret they are byte for byte the Supabase CLI's demo keys (issuer
 * `supabase-demo`); a project's own secret gives keys issued by `supabase`, as hosted's are.
 * @param {string} secret
 * @param {{ demo?: boolean }} [options]
 * @returns {Promise<{ anonKey: string, serviceRoleKey: string }>}
 */
export async function apiKeys(secret, { demo = false } = {}) {
  const exp = 1983812996; // the Supabase CLI's local keys expire in 2032
  const iss = demo ? 'supabase-demo' : 'supabase';
  return {
    anonKey: await signJwt(secret, { iss, role: 'anon', exp }),
    serviceRoleKey: await signJwt(secret, { iss, role: 'service_role', exp }),
  };
}

export class JwtError extends Error {
  /** @param {string} message @param {'expired' | 'invalid' | 'audience'} reason */
  constructor(message, reason) {
    super(message);
    this.name = 'JwtError';
    this.reason = reason;
  }
}

/** Verified tokens per secret, until they expire: verifying HS256 costs more than a small request. */
const verified = new Map();
const MAX_VERIFIED = 1000;

/**
 * Verifies a JWT and returns its claims (frozen; cached until the token expires, as PostgREST
 * caches them). With `audience`, a token that carries an `aud` claim must name it (PostgREST's
 * jwt-aud: a token without `aud`, such as the API keys, passes).
 * @param {string} secret
 * @param {string} token
 * @param {{ audience?: string }} [options]
 * @returns {Promise<Readonly<Record<string, any>>>}
 */
export async function verifyJwt(secret, token, { audience } = {}) {
  const claims = await verifiedClaims(secret, token);
  if (audience && claims.aud !== undefined) {
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(audience)) throw new JwtError('JWT not in audience', 'audience');
  }
  return claims;
}

/**
 * @param {string} secret
 * @param {string} token
 * @returns {Promise<Readonly<Record<string, any>>>}
 */
async function verifiedClaims(secret, token) {
  /** @type {Map<string, Readonly<Record<string, any>>>} */
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit && (typeof hit.exp !== 'number' || hit.exp * 1000 > Date.now())) return hit;
  if (hit) cache.delete(token);
  let claims;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    claims = Object.freeze(/** @type {Record<string, any>} */ (payload));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', 'expired');
    throw new JwtError('invalid JWT', 'invalid');
  }
  if (cache.size >= MAX_VERIFIED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(token, claims);
  return claims;
}

/** Roles a request may run as. */
export const API_ROLES = Object.freeze(['anon', 'authenticated', 'service_role']);
