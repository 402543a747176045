// @ts-check
/**
 * Passwordless and recovery messages: POST /otp (magic link / email code, SMS code; unknown
 * users are signed up unless create_user is false), POST /magiclink (legacy), POST /recover
 * and POST /resend — GoTrue's Otp, MagicLink, SmsOtp, Recover and Resend.
 */
import { reply, transaction } from './context.mjs';
import { badRequest, unprocessable } from './errors.mjs';
import { sendEmailOtp, sendSmsOtp } from './messages.mjs';
import { bool, objectField, readParams, str, validateEmail, validatePhone } from './params.mjs';
import { randomPassword } from './passwords.mjs';
import { pkceParams } from './pkce.mjs';
import { enforceRateLimit } from './rate-limits.mjs';
import { INVALID_CHANNEL, signUpUser } from './signup.mjs';
import { findUserByEmail, findUserById, findUserByPhone } from './users.mjs';

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} id
 */
async function lockedUser(tx, id) {
  const user = await findUserById(tx, id, { lock: true });
  if (!user) throw new Error('user vanished');
  return user;
}

/**
 * POST /otp
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function otp(env, rq) {
  enforceRateLimit(env, rq, 'otp');
  const { db, config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const email = str(params, 'email');
  const phone = str(params, 'phone');
  const createUser = bool(params, 'create_user', true);
  const data = objectField(params, 'data') ?? {};
  const channel = str(params, 'channel');
  const pkce = pkceParams(str(params, 'code_challenge_method'), str(params, 'code_challenge'));
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    );
  }
  if (email && channel) {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  if (!createUser) {
    const exists = email
      ? await findUserByEmail(db, validateEmail(email))
      : phone
        ? await findUserByPhone(db, validatePhone(phone))
        : true;
    if (!exists) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  if (email) await magicLink(env, rq, { email, data, pkce });
  else if (phone) await smsOtp(env, rq, { phone, data, channel });
  else throw badRequest('validation_failed', 'One of email or phone must be set');
}

/**
 * POST /magiclink (what /otp does for an email).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function magicLinkEndpoint(env, rq) {
  enforceRateLimit(env, rq, 'magiclink');
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const pkce = pkceParams(str(params, 'code_challenge_method'), str(params, 'code_challenge'));
  await magicLink(env, rq, {
    email: str(params, 'email'),
    data: objectField(params, 'data') ?? {},
    pkce,
  });
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {{ email: string, data: Record<string, unknown>, pkce: import('./pkce.mjs').PkceParams | undefined }} input
 */
async function magicLink(env, rq, { email, data, pkce }) {
  const { db, config } = env.ctx;
  if (!email) throw unprocessable('validation_failed', 'Password recovery requires an email');
  const address = validateEmail(email);
  let user = await findUserByEmail(db, address);
  if (!user || !user.email_confirmed_at) {
    // Unknown or unconfirmed: sign up with a password nobody knows. Without autoconfirm the
    // confirmation email is the magic link.
    if (env.settings.disableSignup) {
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    }
    await signUpUser(env, rq, {
      provider: 'email',
      address,
      password: randomPassword(),
      data,
      pkce,
    });
    if (!config.autoconfirm) {
      reply(rq, 200, {});
      return;
    }
    user = await findUserByEmail(db, address);
    if (!user) throw new Error('user vanished after sign-up');
  }
  const userId = user.id;
  await transaction(
    env,
    rq,
    async (tx, send) => sendEmailOtp(send, await lockedUser(tx, userId), 'magiclink'),
    { pkce },
  );
  reply(rq, 200, {});
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {{ phone: string, data: Record<string, unknown>, channel: string }} input
 */
async function smsOtp(env, rq, { phone, data, channel }) {
  const { db, config } = env.ctx;
  const address = validatePhone(phone);
  if (channel && channel !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
  let user = await findUserByPhone(db, address);
  if (!user || !user.phone_confirmed_at) {
    if (env.settings.disableSignup) {
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    }
    await signUpUser(env, rq, {
      provider: 'phone',
      address,
      password: randomPassword(),
      data,
    });
    if (!config.smsAutoconfirm) {
      reply(rq, 200, {});
      return;
    }
    user = await findUserByPhone(db, address);
    if (!user) throw new Error('user vanished after sign-up');
  }
  const userId = user.id;
  await transaction(env, rq, async (tx, send) =>
    sendSmsOtp(send, await lockedUser(tx, userId), 'sms', address),
  );
  reply(rq, 200, {});
}

/**
 * POST /recover: always 200 {} (no user enumeration); known users get a recovery link.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function recover(env, rq) {
  enforceRateLimit(env, rq, 'recover');
  const { db, config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const email = str(params, 'email');
  const pkce = pkceParams(str(params, 'code_challenge_method'), str(params, 'code_challenge'));
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const user = await findUserByEmail(db, validateEmail(email));
  if (user) {
    const userId = user.id;
    await transaction(
      env,
      rq,
      async (tx, send) => sendEmailOtp(send, await lockedUser(tx, userId), 'recovery'),
      { pkce },
    );
  }
  reply(rq, 200, {});
}

/**
 * POST /resend {type: signup | email_change | sms | phone_change, email | phone}
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function resend(env, rq) {
  enforceRateLimit(env, rq, 'resend');
  const { db, config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const type = str(params, 'type');
  let email = str(params, 'email');
  let phone = str(params, 'phone');
  let pkce;
  if (type === 'signup' || type === 'email_change') {
    pkce = pkceParams(str(params, 'code_challenge_method'), str(params, 'code_challenge'));
  } else if (type !== 'sms' && type !== 'phone_change') {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (!email && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (!phone && type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  }
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    );
  }
  if (email) email = validateEmail(email);
  else if (phone) phone = validatePhone(phone);
  else throw badRequest('validation_failed', 'Missing email address or phone number');
  const user = email ? await findUserByEmail(db, email) : await findUserByPhone(db, phone);
  const nothingToResend =
    !user ||
    (type === 'signup' && Boolean(user.email_confirmed_at)) ||
    (type === 'sms' && Boolean(user.phone_confirmed_at)) ||
    (type === 'email_change' && !user.email_change) ||
    (type === 'phone_change' && !user.phone_change);
  if (user && !nothingToResend) {
    const userId = user.id;
    await transaction(
      env,
      rq,
      async (tx, send) => {
        const current = await lockedUser(tx, userId);
        if (type === 'signup') await sendEmailOtp(send, current, 'signup');
        else if (type === 'email_change') {
          await sendEmailOtp(send, current, 'email_change', current.email_change);
        } else if (type === 'sms') await sendSmsOtp(send, current, 'sms', phone);
        else await sendSmsOtp(send, current, 'phone_change', current.phone_change);
      },
      { pkce },
    );
  }
  reply(rq, 200, {});
}
