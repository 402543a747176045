// @ts-check
/**
 * POST /token?grant_type=password | refresh_token | pkce | id_token | web3 (GoTrue's Token
 * endpoint). The id_token and web3 grants answer as GoTrue does with no provider enabled
 * (external.mjs).
 */
import { reply, tokenContext, transaction } from './context.mjs';
import { badRequest } from './errors.mjs';
import { idTokenGrant, web3Grant } from './external.mjs';
import { exchangeAuthCode } from './pkce.mjs';
import { formatPhone, passwordWeakness, readParams, str } from './params.mjs';
import { verifyPassword } from './passwords.mjs';
import { enforceRateLimit } from './rate-limits.mjs';
import { issueSession, refreshTokenGrant } from './sessions.mjs';
import { findUserByEmail, findUserByPhone } from './users.mjs';

const INVALID_LOGIN = 'Invalid login credentials';

/**
 * @typedef {(env: import('./context.mjs').AuthEnv, rq: import('./context.mjs').AuthRequest) => Promise<void>} Grant
 */

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function token(env, rq) {
  const grantType = rq.url.searchParams.get('grant_type') ?? '';
  const grant = Object.hasOwn(GRANTS, grantType) ? GRANTS[grantType] : undefined;
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  // As GoTrue: every grant but web3 shares one bucket per IP, `token_refresh` (password guesses
  // included); web3 has its own.
  enforceRateLimit(env, rq, grantType === 'web3' ? 'web3' : 'token');
  await grant(env, rq);
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
async function passwordGrant(env, rq) {
  const { config, db } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const email = str(params, 'email');
  const phone = str(params, 'phone');
  const password = str(params, 'password');
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
  const user = email
    ? await findUserByEmail(db, email)
    : await findUserByPhone(db, formatPhone(phone));
  if (!user || !user.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (user.banned) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (email && !user.email_confirmed_at)
    throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (phone && !user.phone_confirmed_at)
    throw badRequest('phone_not_confirmed', 'Phone not confirmed');
  const body = await transaction(env, rq, (tx) =>
    issueSession(tokenContext(env, rq), tx, user.id, 'password'),
  );
  // A password that no longer meets the policy still signs in; GoTrue says so in the answer.
  const weakness = passwordWeakness(password, config.minPasswordLength);
  reply(rq, 200, weakness ? { ...body, weak_password: weakness } : body);
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
async function refreshGrant(env, rq) {
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const refreshToken = str(params, 'refresh_token');
  // GoTrue accepts its 12-character legacy tokens (and signed v2 tokens, not issued here).
  if (!/^[a-z0-9]{12}$/.test(refreshToken)) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }
  const outcome = await transaction(env, rq, (tx) =>
    refreshTokenGrant(
      tokenContext(env, rq),
      tx,
      refreshToken,
      env.settings.refreshTokenReuseInterval,
    ),
  );
  if ('error' in outcome) throw outcome.error;
  reply(rq, 200, outcome.response);
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
async function pkceGrant(env, rq) {
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const authCode = str(params, 'auth_code');
  const codeVerifier = str(params, 'code_verifier');
  if (!authCode || !codeVerifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const body = await transaction(env, rq, async (tx) => {
    const flow = await exchangeAuthCode(tx, authCode, codeVerifier);
    return issueSession(tokenContext(env, rq), tx, flow.userId, flow.authenticationMethod);
  });
  reply(rq, 200, body);
}

/** @type {Record<string, Grant>} */
const GRANTS = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  id_token: idTokenGrant,
  pkce: pkceGrant,
  web3: web3Grant,
};
