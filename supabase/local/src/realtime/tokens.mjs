// @ts-check
/**
 * JWT checks in hosted Realtime's words: the websocket's `apikey` and each channel's
 * `access_token` must be HS256 JWTs signed with the project secret, unexpired, with `role` and
 * `exp` claims.
 */
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';

/**
 * @typedef {'missing' | 'malformed' | 'signature' | 'expired' | 'missing_claims'} TokenProblem
 * @typedef {{ ok: true, claims: Record<string, any> } | { ok: false, problem: TokenProblem, message: string }} TokenCheck
 */

/**
 * @param {string} secret
 * @param {unknown} token
 * @returns {Promise<TokenCheck>}
 */
export async function checkToken(secret, token) {
  if (typeof token !== 'string' || !token) {
    return { ok: false, problem: 'missing', message: 'API key is missing' };
  }
  const cleaned = safeDecodeUri(token).replace(/\s/g, '');
  try {
    decodeProtectedHeader(cleaned);
    decodeJwt(cleaned);
  } catch {
    return {
      ok: false,
      problem: 'malformed',
      message: 'The token provided is not a valid JWT',
    };
  }
  /** @type {Record<string, any>} */
  let claims;
  try {
    const verified = await jwtVerify(cleaned, new TextEncoder().encode(secret), {
      algorithms: ['HS256', 'HS384', 'HS512'],
    });
    claims = /** @type {Record<string, any>} */ (verified.payload);
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number(/** @type {any} */ (error).payload?.exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - (Number.isFinite(exp) ? exp : 0));
      return { ok: false, problem: 'expired', message: `Token has expired ${ago} seconds ago` };
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      return {
        ok: false,
        problem: 'malformed',
        message: 'The token provided is not a valid JWT',
      };
    }
    return { ok: false, problem: 'signature', message: 'Failed to validate JWT signature' };
  }
  if (!('role' in claims) || !('exp' in claims) || typeof claims.exp !== 'number') {
    return {
      ok: false,
      problem: 'missing_claims',
      message: 'Fields `role` and `exp` are required in JWT',
    };
  }
  return { ok: true, claims };
}

/** Seconds until the claims expire (negative when already expired). @param {Record<string, any>} claims */
export function secondsLeft(claims) {
  return Number(claims.exp) - Date.now() / 1000;
}

/** @param {string} value */
function safeDecodeUri(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
