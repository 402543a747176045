// @ts-check
/**
 * The signed-in user: GET /user, PUT /user and POST /logout (GoTrue's UserGet, UserUpdate and
 * Logout). Their routes run requireAuthentication first (a valid access token whose user and
 * session still exist), which leaves the caller in `rq.locals.auth`.
 */
import { reply, replyEmpty, transaction } from './context.mjs';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.mjs';
import { createIdentity, findIdentity, refreshProviders } from './identities.mjs';
import { sendEmailOtp, sendSmsOtp } from './messages.mjs';
import {
  checkPasswordStrength,
  objectField,
  optionalStr,
  readParams,
  str,
  validateEmail,
  validatePhone,
} from './params.mjs';
import { hashPassword, verifyPassword } from './passwords.mjs';
import { pkceParams } from './pkce.mjs';
import { enforceRateLimit } from './rate-limits.mjs';
import { verifyReauthentication } from './reauthenticate.mjs';
import { endSessions } from './sessions.mjs';
import { INVALID_CHANNEL } from './signup.mjs';
import {
  clearOneTimeTokens,
  findUserById,
  findUserByPhone,
  findUserOwningEmail,
  hasVerifiedFactor,
  mergeMetadata,
  userJson,
} from './users.mjs';
import { emailChangeVerify, smsVerify } from './verify.mjs';

/**
 * @param {import('./context.mjs').AuthRequest} rq
 * @returns {import('./sessions.mjs').Authenticated}
 */
const authOf = (rq) => /** @type {import('./sessions.mjs').Authenticated} */ (rq.locals.auth);

/**
 * GET /user
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function getUser(_env, rq) {
  const { claims, user } = authOf(rq);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== 'authenticated') {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  reply(rq, 200, userJson(user));
}

/**
 * PUT /user {email, phone, password, data, app_metadata, channel, code_challenge…}
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function updateUser(env, rq) {
  const { config, db } = env.ctx;
  const { user, sessionId, session } = authOf(rq);
  enforceRateLimit(env, rq, 'user');
  const params = await readParams(rq.req, config.maxBodyBytes);
  let email = str(params, 'email');
  let phone = str(params, 'phone');
  const password = optionalStr(params, 'password');
  optionalStr(params, 'current_password');
  const nonce = str(params, 'nonce');
  const data = objectField(params, 'data');
  const appData = objectField(params, 'app_metadata');
  const channel = str(params, 'channel');
  const pkce = pkceParams(str(params, 'code_challenge_method'), str(params, 'code_challenge'));
  if (email) email = validateEmail(email);
  if (phone) {
    phone = validatePhone(phone);
    if (channel && channel !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
  }
  if (password !== undefined) checkPasswordStrength(password, config.minPasswordLength);
  if (appData) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (hasVerifiedFactor(user) && session?.aal !== 'aal2') {
    if (password || (email && email !== user.email) || (phone && phone !== user.phone)) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }
  if (user.is_anonymous && password && !email && !phone) {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  const changesEmail = Boolean(email) && email !== user.email;
  const changesPhone = Boolean(phone) && phone !== user.phone;
  if (changesEmail && (await findUserOwningEmail(db, email, user.id))) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  if (changesPhone) {
    const owner = await findUserByPhone(db, phone);
    if (owner && owner.id !== user.id) {
      throw unprocessable(
        'phone_exists',
        'A user with this phone number has already been registered',
      );
    }
  }
  /** @type {string | undefined} */
  let passwordHash;
  if (password !== undefined) {
    // GoTrue's UpdatePasswordRequireReauthentication: a session older than a day needs the nonce.
    const recent = session && Date.now() / 1000 <= session.createdEpoch + 24 * 3600;
    if (env.settings.securePasswordChange && !recent) {
      if (!nonce) {
        throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      }
      await verifyReauthentication(env, rq, user, nonce);
    }
    if (password && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = password ? await hashPassword(password) : '';
  }
  const updated = await transaction(
    env,
    rq,
    async (tx, send) => {
      if (passwordHash !== undefined) {
        await tx.query(
          `update auth.users
              set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
                  recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
                  email_change_token_new = '', email_change_sent_at = null,
                  phone_change_token = '', phone_change_sent_at = null,
                  reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
            where id = $1::uuid`,
          [user.id, passwordHash],
        );
        await clearOneTimeTokens(tx, user.id);
        // A new password signs out every other session (GoTrue's UpdatePassword).
        await endSessions(tx, user.id, sessionId ? { except: sessionId } : {});
        if (passwordHash && !user.encrypted_password && user.email) {
          if (!(await findIdentity(tx, user.id, 'email'))) {
            await createIdentity(tx, user.id, 'email', {
              sub: user.id,
              email: user.email,
              email_verified: Boolean(user.email_confirmed_at),
              phone_verified: false,
            });
            await refreshProviders(tx, user.id);
          }
        }
      }
      if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
      if (changesEmail) {
        const current = await mustFind(tx, user.id);
        if (current.is_anonymous && config.autoconfirm) {
          await tx.query(`update auth.users set email_change = $2 where id = $1::uuid`, [
            user.id,
            email,
          ]);
          await emailChangeVerify(tx, await mustFind(tx, user.id));
          await refreshProviders(tx, user.id);
        } else {
          await sendEmailOtp(send, current, 'email_change', email);
        }
      }
      if (changesPhone) {
        const current = await mustFind(tx, user.id);
        if (config.smsAutoconfirm) {
          await tx.query(`update auth.users set phone_change = $2 where id = $1::uuid`, [
            user.id,
            phone,
          ]);
          await smsVerify(tx, await mustFind(tx, user.id), 'phone_change');
          await refreshProviders(tx, user.id);
        } else {
          await sendSmsOtp(send, current, 'phone_change', phone);
        }
      }
      return mustFind(tx, user.id);
    },
    { pkce },
  );
  reply(rq, 200, userJson(updated));
}

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} id
 */
async function mustFind(tx, id) {
  const user = await findUserById(tx, id, { lock: true });
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

/**
 * POST /logout?scope=global|local|others → 204
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function logout(env, rq) {
  const { user, sessionId } = authOf(rq);
  const scope = rq.url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await transaction(env, rq, async (tx) => {
    if (sessionId && scope === 'local') await endSessions(tx, user.id, { only: sessionId });
    else if (sessionId && scope === 'others') await endSessions(tx, user.id, { except: sessionId });
    else await endSessions(tx, user.id);
  });
  replyEmpty(rq, 204);
}
