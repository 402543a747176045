// @ts-check
/**
 * GET /verify (the links in emails: redirect with the session in the fragment, or `?code=` for
 * PKCE) and POST /verify (codes typed by the user, or token hashes): GoTrue's Verify.
 */
import { referrer, reply, replyEmpty, tokenContext, transaction } from './context.mjs';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.mjs';
import {
  createIdentity,
  findIdentity,
  refreshProviders,
  updateIdentityData,
} from './identities.mjs';
import { tokenHash } from './messages.mjs';
import { authenticationMethodOf, issueAuthCode, PKCE_PREFIX } from './pkce.mjs';
import { readParams, str, validateEmail, validatePhone } from './params.mjs';
import { hashPassword, randomPassword } from './passwords.mjs';
import { enforceRateLimit } from './rate-limits.mjs';
import { issueSession } from './sessions.mjs';
import {
  clearOneTimeTokens,
  confirmEmail,
  findUser,
  findUserByEmail,
  findUserByPhone,
} from './users.mjs';

const LINK_EXPIRED = 'Email link is invalid or has expired';
const CODE_EXPIRED = 'Token has expired or is invalid';

/** @type {Record<number, string>} GoTrue's oauthErrorMap */
const OAUTH_ERRORS = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * @param {number | null} sentEpoch
 * @param {number} nowEpoch
 * @param {number} expirySeconds
 */
const isExpired = (sentEpoch, nowEpoch, expirySeconds) =>
  sentEpoch === null ||
  sentEpoch === undefined ||
  Number(nowEpoch) > Number(sentEpoch) + expirySeconds;

/**
 * GoTrue's isOtpValid.
 * @param {string} actual
 * @param {string} expected
 * @param {number | null} sentEpoch
 * @param {number} nowEpoch
 * @param {number} expirySeconds
 */
export const isOtpValid = (actual, expected, sentEpoch, nowEpoch, expirySeconds) =>
  expected !== '' &&
  !isExpired(sentEpoch, nowEpoch, expirySeconds) &&
  (actual === expected || `${PKCE_PREFIX}${actual}` === expected);

/**
 * The user a link's token hash belongs to (GoTrue's verifyTokenHash), and the effective type
 * (`email` becomes `signup` or `magiclink`).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} type
 * @param {string} hash
 * @param {number} expirySeconds
 */
async function userByTokenHash(tx, type, hash, expirySeconds) {
  /** @type {Record<string, string>} */
  const conditions = {
    email: 'u.confirmation_token = $1 or u.recovery_token = $1',
    signup: 'u.confirmation_token = $1',
    invite: 'u.confirmation_token = $1',
    recovery: 'u.recovery_token = $1',
    magiclink: 'u.recovery_token = $1',
    email_change: 'u.email_change_token_new = $1 or u.email_change_token_current = $1',
  };
  const condition = conditions[type];
  if (!condition) throw badRequest('validation_failed', 'Invalid email verification type');
  const user = hash ? await findUser(tx, `(${condition})`, [hash], { lock: true }) : undefined;
  if (!user) throw forbidden('otp_expired', LINK_EXPIRED);
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  let effectiveType = type;
  let sentEpoch;
  if (type === 'email') {
    const isRecovery = user.recovery_token === hash;
    effectiveType = isRecovery ? 'magiclink' : 'signup';
    sentEpoch = isRecovery ? user.recovery_sent_epoch : user.confirmation_sent_epoch;
  } else if (type === 'signup' || type === 'invite') sentEpoch = user.confirmation_sent_epoch;
  else if (type === 'email_change') sentEpoch = user.email_change_sent_epoch;
  else sentEpoch = user.recovery_sent_epoch;
  if (isExpired(sentEpoch, user.now_epoch, expirySeconds)) {
    throw forbidden('otp_expired', LINK_EXPIRED);
  }
  return { user, type: effectiveType };
}

/**
 * Wrong codes a one-time code survives: the next wrong one clears it, so the right code then
 * fails too (403 `otp_expired`) and a new one must be requested. GoTrue has no such counter;
 * without it a 6-digit code could be guessed within its lifetime (see README).
 */
export const MAX_CODE_FAILURES = 5;

/**
 * @typedef {'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current' | 'phone_change_token' | 'reauthentication_token'} CodeColumn
 * @typedef {'confirmation_sent_epoch' | 'recovery_sent_epoch' | 'email_change_sent_epoch' | 'phone_change_sent_epoch'} SentColumn
 */

/**
 * The codes a typed code of each type is checked against, in order (GoTrue's
 * verifyUserAndToken), with the effective type a match gives.
 * @type {Record<string, { column: CodeColumn, sent: SentColumn, type: string }[]>}
 */
const CODES_BY_TYPE = {
  email: [
    { column: 'confirmation_token', sent: 'confirmation_sent_epoch', type: 'signup' },
    { column: 'recovery_token', sent: 'recovery_sent_epoch', type: 'magiclink' },
  ],
  signup: [{ column: 'confirmation_token', sent: 'confirmation_sent_epoch', type: 'signup' }],
  invite: [{ column: 'confirmation_token', sent: 'confirmation_sent_epoch', type: 'invite' }],
  recovery: [{ column: 'recovery_token', sent: 'recovery_sent_epoch', type: 'recovery' }],
  magiclink: [{ column: 'recovery_token', sent: 'recovery_sent_epoch', type: 'magiclink' }],
  email_change: [
    { column: 'email_change_token_new', sent: 'email_change_sent_epoch', type: 'email_change' },
    {
      column: 'email_change_token_current',
      sent: 'email_change_sent_epoch',
      type: 'email_change',
    },
  ],
  sms: [{ column: 'confirmation_token', sent: 'confirmation_sent_epoch', type: 'sms' }],
  phone_change: [
    { column: 'phone_change_token', sent: 'phone_change_sent_epoch', type: 'phone_change' },
  ],
};

/**
 * Counts a wrong code against one outstanding code of the user (the count starts again when a
 * new code is sent: it is kept with the code's hash), and clears that code at the
 * MAX_CODE_FAILURES-th. Runs in the verification's transaction, with the user row locked, so
 * concurrent guesses are counted one after another.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} userId
 * @param {CodeColumn} column
 * @param {string} hash the code's current hash (the column's value)
 */
export async function countWrongCode(tx, userId, column, hash) {
  const { rows } = await tx.query(
    `insert into auth.one_time_token_failures as f (user_id, token_type, token_hash, failures)
     values ($1::uuid, $2, $3, 1)
     on conflict (user_id, token_type) do update
        set failures = case when f.token_hash = excluded.token_hash then f.failures + 1 else 1 end,
            token_hash = excluded.token_hash, updated_at = now()
     returning failures`,
    [userId, column, hash],
  );
  if (Number(rows[0]?.failures) < MAX_CODE_FAILURES) return;
  // The column name comes from CODES_BY_TYPE, never from input.
  await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1::uuid`, [
    userId,
  ]);
  await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2', [
    userId,
    column,
  ]);
  await tx.query(
    'delete from auth.one_time_token_failures where user_id = $1::uuid and token_type = $2',
    [userId, column],
  );
}

/**
 * The user a typed code belongs to (GoTrue's verifyUserAndToken). A wrong code is counted
 * against each outstanding code it was checked against and answered with `failure`, which the
 * caller throws after committing the count.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {{ type: string, token: string, email: string, phone: string }} params validated
 * @param {number} expirySeconds
 * @returns {Promise<{ user: import('./users.mjs').UserRow, type: string } | { failure: AuthError }>}
 */
async function userByCode(tx, params, expirySeconds) {
  const { type, email, phone } = params;
  const hash = tokenHash(phone || email, params.token);
  let user;
  if (type === 'phone_change')
    user = await findUser(tx, 'u.phone_change = $1', [phone], { lock: true });
  else if (type === 'sms') user = await findUserByPhone(tx, phone, { lock: true });
  else if (type === 'email_change') {
    user = await findUser(tx, 'lower(u.email_change) = $1 or lower(u.email) = $1', [email], {
      lock: true,
    });
  } else user = await findUserByEmail(tx, email, { lock: true });
  if (!user) throw forbidden('otp_expired', CODE_EXPIRED);
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  const candidates = CODES_BY_TYPE[type] ?? [];
  for (const code of candidates) {
    if (isOtpValid(hash, user[code.column] ?? '', user[code.sent], user.now_epoch, expirySeconds)) {
      return { user, type: code.type };
    }
  }
  for (const code of candidates) {
    const outstanding = user[code.column] ?? '';
    if (outstanding && !isExpired(user[code.sent], user.now_epoch, expirySeconds)) {
      await countWrongCode(tx, user.id, code.column, outstanding);
    }
  }
  return { failure: forbidden('otp_expired', CODE_EXPIRED) };
}

/**
 * GoTrue's signupVerify: an invited user without a password gets a random one (the app asks
 * them to choose theirs), the email is confirmed and marked verified on its identity.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 */
async function signupVerify(tx, user) {
  if (!user.encrypted_password && user.invited_at) {
    await tx.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid',
      [user.id, await hashPassword(randomPassword())],
    );
  }
  await confirmEmail(tx, user.id);
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where user_id = $1::uuid and email is not null and email = lower($2)`,
    [user.id, user.email],
  );
}

/**
 * GoTrue's recoverVerify (recovery and magic links).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 */
async function recoverVerify(tx, user) {
  await tx.query(
    `update auth.users set recovery_token = '', updated_at = now() where id = $1::uuid`,
    [user.id],
  );
  await clearOneTimeTokens(tx, user.id);
  if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
}

/**
 * Points the user's email or phone identity at a new, verified address (creating the identity
 * when the user had none for that provider).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} userId
 * @param {'email' | 'phone'} provider
 * @param {Record<string, unknown>} data the new address and its verified flag
 */
async function moveIdentity(tx, userId, provider, data) {
  const identity = await findIdentity(tx, userId, provider);
  if (identity) {
    await updateIdentityData(tx, identity.id, data);
  } else {
    await createIdentity(tx, userId, provider, {
      sub: userId,
      email_verified: false,
      phone_verified: false,
      ...data,
    });
  }
}

/**
 * GoTrue's emailChangeVerify + ConfirmEmailChange (single confirmation: the code or link sent
 * to the new address).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 */
export async function emailChangeVerify(tx, user) {
  const newEmail = user.email_change;
  await moveIdentity(tx, user.id, 'email', { email: newEmail, email_verified: true });
  await tx.query(
    `update auth.users
        set email = $2, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0,
            is_anonymous = false, updated_at = now()
      where id = $1::uuid`,
    [user.id, newEmail],
  );
  await clearOneTimeTokens(tx, user.id);
  if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
}

/**
 * GoTrue's smsVerify: a phone sign-up code confirms the phone; a phone change code moves the
 * user to the new number (and records it on the phone identity).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 * @param {'sms' | 'phone_change'} type
 */
export async function smsVerify(tx, user, type) {
  if (type === 'sms') {
    await tx.query(
      `update auth.users set confirmation_token = '', phone_confirmed_at = now(), updated_at = now()
        where id = $1::uuid`,
      [user.id],
    );
  } else {
    const newPhone = user.phone_change;
    await moveIdentity(tx, user.id, 'phone', { phone: newPhone, phone_verified: true });
    await tx.query(
      `update auth.users
          set phone = $2, phone_change = '', phone_change_token = '', phone_confirmed_at = now(),
              updated_at = now()
        where id = $1::uuid`,
      [user.id, newPhone],
    );
  }
  await clearOneTimeTokens(tx, user.id);
  await tx.query(
    'update auth.users set is_anonymous = false where id = $1::uuid and is_anonymous',
    [user.id],
  );
}

/**
 * Applies a verified token.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 * @param {string} type effective type
 */
async function applyVerification(tx, user, type) {
  if (type === 'signup' || type === 'invite') await signupVerify(tx, user);
  else if (type === 'recovery' || type === 'magiclink') await recoverVerify(tx, user);
  else if (type === 'email_change') await emailChangeVerify(tx, user);
  else if (type === 'sms' || type === 'phone_change') await smsVerify(tx, user, type);
  else throw badRequest('validation_failed', 'Unsupported verification type');
  await refreshProviders(tx, user.id);
}

/**
 * POST /verify
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function verifyPost(env, rq) {
  const { config } = env.ctx;
  enforceRateLimit(env, rq, 'verify');
  const params = await readParams(rq.req, config.maxBodyBytes);
  const type = str(params, 'type');
  const token = str(params, 'token');
  const hash = str(params, 'token_hash');
  let email = str(params, 'email');
  let phone = str(params, 'phone');
  const redirectTo = str(params, 'redirect_to');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((token === '' && hash === '') || (token !== '' && hash !== '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  if (token) {
    if (phone && !email) phone = validatePhone(phone);
    else if (email && !phone) {
      try {
        email = validateEmail(email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
  } else if (email || phone || redirectTo) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  const outcome = await transaction(env, rq, async (tx) => {
    const found = token
      ? await userByCode(tx, { type, token, email, phone }, config.otpExpiry)
      : await userByTokenHash(tx, type, hash, config.otpExpiry);
    if ('failure' in found) return found; // commits the wrong-code count
    await applyVerification(tx, found.user, found.type);
    return { session: await issueSession(tokenContext(env, rq), tx, found.user.id, 'otp') };
  });
  if ('failure' in outcome) throw outcome.failure;
  reply(rq, 200, outcome.session);
}

/**
 * GET /verify?token=…&type=…&redirect_to=… — always answers with a 303 to the redirect URL
 * (or the site URL), carrying the session or the error in the fragment.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function verifyGet(env, rq) {
  const { config } = env.ctx;
  enforceRateLimit(env, rq, 'verify');
  const type = rq.url.searchParams.get('type') ?? '';
  const token = rq.url.searchParams.get('token') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = referrer(env, rq);
  const isPkce = token.startsWith(PKCE_PREFIX);
  let location;
  try {
    location = await transaction(env, rq, async (tx) => {
      const found = await userByTokenHash(tx, type, token, config.otpExpiry);
      await applyVerification(tx, found.user, found.type);
      if (isPkce) {
        const code = await issueAuthCode(tx, found.user.id, authenticationMethodOf(type));
        const target = new URL(redirectTo);
        target.searchParams.set('code', code);
        return target.toString();
      }
      const session = await issueSession(tokenContext(env, rq), tx, found.user.id, 'otp');
      const fragment = new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: 'bearer',
        type,
      });
      return `${redirectTo}#${fragment}`;
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    location = errorRedirect(redirectTo, error, isPkce);
  }
  replyEmpty(rq, 303, { Location: location });
}

/**
 * GoTrue's prepErrorRedirectURL: the error in the fragment (and in the query for PKCE).
 * @param {string} redirectTo
 * @param {AuthError} error
 * @param {boolean} isPkce
 */
function errorRedirect(redirectTo, error, isPkce) {
  const target = new URL(redirectTo);
  const fragment = new URLSearchParams();
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) fragment.set('error', oauthError);
  fragment.set('error_code', error.code);
  fragment.set('error_description', error.message);
  if (isPkce) {
    if (oauthError) target.searchParams.set('error', oauthError);
    target.searchParams.set('error_code', error.code);
    target.searchParams.set('error_description', error.message);
  }
  fragment.set('sb', '');
  target.hash = fragment.toString();
  return target.toString();
}
