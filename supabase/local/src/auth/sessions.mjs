// @ts-check
/**
 * Sessions, refresh tokens and access tokens with GoTrue's semantics:
 *
 * - A sign-in creates a row in auth.sessions, a refresh token in auth.refresh_tokens and an
 *   authentication-method claim (auth.mfa_amr_claims) that becomes the token's `amr`.
 * - Refresh tokens are GoTrue's 12-character [a-z0-9] tokens. Using one revokes it and issues
 *   its child in the same session (rotation).
 * - Reuse of a revoked token: if it is the parent of the session's active token (the client
 *   lost the last answer) the active token is handed back; within the reuse interval
 *   (config.toml `refresh_token_reuse_interval`, 10 s) likewise; later it is an attack: the
 *   whole session is terminated (every token of it stops working, its access tokens get
 *   `session_not_found`) and the answer is 400 `refresh_token_already_used`.
 * - Access tokens are HS256 JWTs with GoTrue's claims; their `session_id` must still exist.
 *   `aal` is `aal2` when the session holds a second-factor claim (`totp`, GoTrue's
 *   CalculateAALAndAMR), and `amr` lists the session's methods, most recent first.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { signJwt, verifyJwt, JwtError } from '../keys.mjs';
import { headerValue } from '../http.mjs';
import { AuthError, badRequest, forbidden, internalError } from './errors.mjs';
import { findUserById, userJson } from './users.mjs';

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @param {number} length */
export function randomAlphanumeric(length) {
  let out = '';
  for (let i = 0; i < length; i += 1) out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return out;
}

/** @param {string} value */
export const isUuid = (value) => UUID_PATTERN.test(value);

/**
 * @typedef {object} TokenContext
 * @property {import('../config.mjs').LocalConfig} config
 * @property {string} issuer `${external URL}/auth/v1`
 * @property {import('node:http').IncomingMessage} req
 */

/** Authentication methods that make a session aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
const AAL2_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

/**
 * The assurance level a session's claims give (GoTrue's CalculateAALAndAMR).
 * @param {{ method: string }[]} amr
 */
const aalOf = (amr) => (amr.some((entry) => AAL2_METHODS.includes(entry.method)) ? 'aal2' : 'aal1');

/**
 * The session's `amr`, most recent first.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} sessionId
 * @returns {Promise<{ method: string, timestamp: number }[]>}
 */
async function sessionAmr(q, sessionId) {
  const { rows } = await q.query(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int8::text as ts
       from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc, id`,
    [sessionId],
  );
  return rows.map((row) => ({ method: String(row.method), timestamp: Number(row.ts) }));
}

/**
 * Signs an access token for a user row and session (GoTrue's AccessTokenClaims).
 * @param {TokenContext} tc
 * @param {import('./users.mjs').UserRow} user
 * @param {string} sessionId
 * @param {{ method: string, timestamp: number }[]} amr
 */
async function accessToken(tc, user, sessionId, amr) {
  const aal = aalOf(amr);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + tc.config.jwtExpiry;
  const token = await signJwt(tc.config.jwtSecret, {
    iss: tc.issuer,
    sub: user.id,
    aud: user.aud,
    exp: expiresAt,
    iat: issuedAt,
    email: user.email,
    phone: user.phone,
    app_metadata: JSON.parse(user.app_metadata),
    user_metadata: JSON.parse(user.user_metadata),
    role: user.role,
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt, expiresIn: expiresAt - issuedAt };
}

/**
 * @param {TokenContext} tc
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} sessionId
 * @param {string} refreshToken
 */
async function tokenResponse(tc, q, userId, sessionId, refreshToken) {
  const user = await findUserById(q, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error finding user');
  const amr = await sessionAmr(q, sessionId);
  const { token, expiresAt, expiresIn } = await accessToken(tc, user, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** @param {import('node:http').IncomingMessage} req */
function clientInfo(req) {
  const forwarded = headerValue(req.headers['x-forwarded-for'])?.split(',')[0]?.trim();
  const ip = (forwarded || req.socket.remoteAddress || '').replace(/^::ffff:/, '');
  return {
    userAgent: headerValue(req.headers['user-agent']) || null,
    ip: /^[0-9a-f:.]+$/i.test(ip) ? ip : null,
  };
}

/**
 * A new session for a user who just authenticated with `method` (password, otp, …): GoTrue's
 * IssueRefreshToken. Returns the AccessTokenResponse body.
 * @param {TokenContext} tc
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} method
 */
export async function issueSession(tc, q, userId, method) {
  const sessionId = randomUUID();
  const { userAgent, ip } = clientInfo(tc.req);
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, userAgent, ip],
  );
  const refreshToken = randomAlphanumeric(12);
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), null, $3::uuid)`,
    [refreshToken, userId, sessionId],
  );
  await recordAmrClaim(q, sessionId, method);
  await q.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  return tokenResponse(tc, q, userId, sessionId, refreshToken);
}

/**
 * Adds `method` to the session's authentication methods (`amr`), or refreshes its time.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} sessionId
 * @param {string} method
 */
async function recordAmrClaim(q, sessionId, method) {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1::uuid, $2::uuid, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * GoTrue's updateMFASessionAndClaims: a second factor was verified in the caller's session. The
 * method joins the session's claims (so its tokens are aal2), the session's refresh token is
 * revoked and replaced by a child (GoTrue's swap for its 12-character tokens), and the session
 * records its level and the factor (which unenrolling it downgrades).
 * @param {TokenContext} tc
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} sessionId
 * @param {string} method `totp`
 * @param {string} factorId
 */
export async function upgradeSession(tc, q, userId, sessionId, method, factorId) {
  await recordAmrClaim(q, sessionId, method);
  const current = await q.query(
    `select rt.id::text as id, rt.token from auth.refresh_tokens rt
      where rt.session_id = $1::uuid and not rt.revoked
      order by rt.created_at, rt.id limit 1 for update`,
    [sessionId],
  );
  const token = current.rows[0];
  if (!token) throw internalError('Database error granting user');
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::int8',
    [token.id],
  );
  const issued = randomAlphanumeric(12);
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4::uuid)`,
    [issued, userId, token.token, sessionId],
  );
  await q.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`,
    [userId],
  );
  const amr = await sessionAmr(q, sessionId);
  const aal = aalOf(amr);
  await q.query('update auth.sessions set aal = $2, factor_id = $3::uuid where id = $1::uuid', [
    sessionId,
    aal,
    factorId,
  ]);
  return tokenResponse(tc, q, userId, sessionId, issued);
}

/**
 * The refresh_token grant. Runs in one transaction; the token row is locked, so concurrent
 * refreshes of one token are serialised (the later one sees it revoked and gets the active
 * token back). Returns either the response or an error to send after committing (a detected
 * reuse terminates the session and that must stick).
 * @param {TokenContext} tc
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} token
 * @param {number} reuseIntervalSeconds
 * @returns {Promise<{ response: Record<string, unknown> } | { error: AuthError }>}
 */
export async function refreshTokenGrant(tc, q, token, reuseIntervalSeconds) {
  const { rows } = await q.query(
    `select rt.id::text as id, rt.token, rt.user_id, rt.revoked, rt.session_id::text as session_id,
            s.id is not null as has_session,
            coalesce(s.not_after < now(), false) as session_expired,
            extract(epoch from now() - rt.updated_at)::float8 as revoked_for
       from auth.refresh_tokens rt
       left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [token],
  );
  const row = rows[0];
  const notFound = badRequest(
    'refresh_token_not_found',
    'Invalid Refresh Token: Refresh Token Not Found',
  );
  if (!row) throw notFound;
  const userId = String(row.user_id ?? '');
  const user = isUuid(userId) ? await findUserById(q, userId) : undefined;
  if (!user) throw notFound;
  if (user.banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (!row.has_session) {
    await q.query('delete from auth.refresh_tokens where id = $1::int8', [row.id]);
    return {
      error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
    };
  }
  if (row.session_expired)
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  const sessionId = String(row.session_id);

  let issued = '';
  if (row.revoked) {
    const active = await q.query(
      `select token, parent from auth.refresh_tokens
        where session_id = $1::uuid and not revoked order by id desc limit 1`,
      [sessionId],
    );
    const current = active.rows[0];
    const withinInterval = Number(row.revoked_for) <= reuseIntervalSeconds;
    if (current && (current.parent === row.token || withinInterval)) {
      issued = String(current.token);
    } else if (!withinInterval) {
      await q.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
  }
  if (!issued) {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::int8',
      [row.id],
    );
    issued = randomAlphanumeric(12);
    await q.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4::uuid)`,
      [issued, userId, row.token, sessionId],
    );
  }
  const { userAgent, ip } = clientInfo(tc.req);
  await q.query(
    `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(),
            user_agent = $2, ip = $3::inet
      where id = $1::uuid`,
    [sessionId, userAgent, ip],
  );
  return { response: await tokenResponse(tc, q, userId, sessionId, issued) };
}

/**
 * @typedef {object} SessionRow
 * @property {string} id
 * @property {string} aal `aal1` or `aal2` (the session's column, GoTrue's Session.IsAAL2)
 * @property {number} createdEpoch when the session was created (seconds)
 */

/**
 * @typedef {object} Authenticated
 * @property {Record<string, any>} claims
 * @property {import('./users.mjs').UserRow} user
 * @property {string | undefined} sessionId the session the token belongs to (still existing)
 * @property {SessionRow | undefined} session that session
 */

/**
 * The bearer token of the request, or GoTrue's 401.
 * @param {import('node:http').IncomingMessage} req
 */
export function bearerToken(req) {
  const match = /^bearer\s+(\S+)\s*$/i.exec(headerValue(req.headers.authorization) ?? '');
  if (!match?.[1]) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return match[1];
}

/**
 * Verifies a JWT as GoTrue's parseJWTClaims, with its messages.
 * @param {string} secret
 * @param {string} token
 */
export async function parseClaims(secret, token) {
  const prefix = 'invalid JWT: unable to parse or verify signature, ';
  if (token.split('.').length !== 3) {
    throw forbidden(
      'bad_jwt',
      `${prefix}token is malformed: token contains an invalid number of segments`,
    );
  }
  try {
    return await verifyJwt(secret, token);
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired') {
      throw forbidden('bad_jwt', `${prefix}token has invalid claims: token is expired`);
    }
    throw forbidden('bad_jwt', `${prefix}token signature is invalid: signature is invalid`);
  }
}

/**
 * GoTrue's requireAuthentication: a valid access token whose user and session still exist.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} secret
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Authenticated>}
 */
export async function authenticate(q, secret, req) {
  const claims = await parseClaims(secret, bearerToken(req));
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionClaim = typeof claims.session_id === 'string' ? claims.session_id : '';
  /** @type {SessionRow | undefined} */
  let session;
  if (sessionClaim && sessionClaim !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sessionClaim)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const { rows } = await q.query(
      `select coalesce(aal::text, '') as aal, extract(epoch from created_at)::float8 as created
         from auth.sessions where id = $1::uuid`,
      [sessionClaim],
    );
    const row = rows[0];
    if (!row) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    session = { id: sessionClaim, aal: String(row.aal), createdEpoch: Number(row.created) };
  }
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId: session?.id, session };
}

/**
 * Sign-out (GoTrue's Logout / LogoutSession / LogoutAllExceptMe): deleting sessions deletes
 * their refresh tokens and AMR claims with them.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {{ only?: string, except?: string }} [which]
 */
export async function endSessions(q, userId, { only, except } = {}) {
  if (only) {
    await q.query('delete from auth.sessions where id = $1::uuid', [only]);
  } else if (except) {
    await q.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      except,
    ]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
    await q.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
  }
}
