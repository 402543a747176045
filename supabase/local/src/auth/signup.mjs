// @ts-check
/**
 * POST /signup (GoTrue's Signup and SignupAnonymously), and the sign-up core that /otp reuses
 * for unknown users.
 */
import { randomUUID } from 'node:crypto';
import { reply, tokenContext, transaction } from './context.mjs';
import { badRequest, unprocessable } from './errors.mjs';
import { beforeUserCreated } from './hooks.mjs';
import { createIdentity, findIdentity, refreshProviders } from './identities.mjs';
import { sendEmailOtp, sendSmsOtp } from './messages.mjs';
import {
  bool,
  checkPasswordStrength,
  objectField,
  readParams,
  str,
  validateEmail,
  validatePhone,
} from './params.mjs';
import { hashPassword } from './passwords.mjs';
import { pkceParams } from './pkce.mjs';
import { enforceRateLimit } from './rate-limits.mjs';
import { issueSession } from './sessions.mjs';
import {
  confirmEmail,
  confirmPhone,
  DuplicateUserError,
  findUserById,
  findUserByPhone,
  findUserOwningEmail,
  insertUser,
  isConfirmedFor,
  userJson,
} from './users.mjs';

export const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/**
 * @typedef {object} SignupInput
 * @property {'email' | 'phone'} provider
 * @property {string} address validated email (lower-case) or phone (E.164 digits)
 * @property {string} password
 * @property {Record<string, unknown>} data user metadata
 * @property {import('./pkce.mjs').PkceParams} [pkce] the confirmation link starts a PKCE flow
 */

/**
 * @typedef {{ kind: 'exists', user: import('./users.mjs').UserRow }
 *   | { kind: 'session', body: Record<string, unknown> }
 *   | { kind: 'user', user: import('./users.mjs').UserRow }} SignupOutcome
 */

/**
 * Signs a user up (or re-sends the confirmation to an unconfirmed one) in one transaction.
 * Confirmed users get a session; others a confirmation email/SMS.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {SignupInput} input
 * @returns {Promise<SignupOutcome>}
 */
export async function signUpUser(env, rq, input) {
  const { config, db } = env.ctx;
  const autoconfirm = input.provider === 'email' ? config.autoconfirm : config.smsAutoconfirm;
  const find = () =>
    input.provider === 'email'
      ? findUserOwningEmail(db, input.address)
      : findUserByPhone(db, input.address);
  let existing = await find();
  // A new user's id, known to the "before user created" hook, which may refuse the sign-up.
  const newId = randomUUID();
  if (!existing) {
    await beforeUserCreated(env, rq, {
      id: newId,
      email: input.provider === 'email' ? input.address : undefined,
      phone: input.provider === 'phone' ? input.address : undefined,
      userMetadata: input.data,
      appMetadata: { provider: input.provider, providers: [input.provider] },
    });
  }
  // Hash outside the transaction: bcrypt is slow and must not hold the database.
  let passwordHash = existing ? undefined : await hashPassword(input.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await transaction(
        env,
        rq,
        async (tx, send) => {
          let user = existing ? await findUserById(tx, existing.id, { lock: true }) : undefined;
          if (user && isConfirmedFor(user, input.provider)) return { kind: 'exists', user };
          if (!user) {
            const id = await insertUser(tx, {
              id: newId,
              email: input.provider === 'email' ? input.address : undefined,
              phone: input.provider === 'phone' ? input.address : undefined,
              passwordHash,
              userMetadata: input.data,
              appMetadata: { provider: input.provider, providers: [input.provider] },
            });
            user = await findUserById(tx, id);
          }
          if (!user) throw new Error('user vanished during sign-up');
          if (!(await findIdentity(tx, user.id, input.provider))) {
            await addFirstIdentity(tx, user, input.provider, input.data);
          }
          if (input.provider === 'email' && !user.email_confirmed_at) {
            if (autoconfirm) await confirmEmail(tx, user.id);
            else await sendEmailOtp(send, await reload(tx, user.id), 'signup');
          } else if (input.provider === 'phone' && !user.phone_confirmed_at) {
            if (autoconfirm) await confirmPhone(tx, user.id);
            else await sendSmsOtp(send, await reload(tx, user.id), 'sms', input.address);
          }
          const current = await reload(tx, user.id);
          if (current.email_confirmed_at || current.phone_confirmed_at) {
            return {
              kind: 'session',
              body: await issueSession(tokenContext(env, rq), tx, user.id, 'password'),
            };
          }
          return { kind: 'user', user: current };
        },
        { pkce: input.pkce },
      );
    } catch (error) {
      // A concurrent sign-up created the same user first: answer as if it had existed.
      if (!(error instanceof DuplicateUserError) || attempt > 0) throw error;
      existing = await find();
      passwordHash ??= await hashPassword(input.password);
    }
  }
}

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} id
 */
async function reload(tx, id) {
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished during sign-up');
  return user;
}

/**
 * The email/phone identity of a new (or unconfirmed) user; as GoTrue's
 * RemoveUnconfirmedIdentities, the identity data becomes the user metadata and any other
 * unconfirmed identity goes.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./users.mjs').UserRow} user
 * @param {'email' | 'phone'} provider
 * @param {Record<string, unknown>} data
 */
async function addFirstIdentity(tx, user, provider, data) {
  /** @type {Record<string, unknown>} */
  const identityData = { sub: user.id };
  if (user.email) identityData.email = user.email;
  identityData.email_verified = false;
  identityData.phone_verified = false;
  for (const [key, value] of Object.entries(data)) {
    if (!(key in identityData)) identityData[key] = value;
  }
  const identityId = await createIdentity(tx, user.id, provider, identityData);
  const metadata = Object.fromEntries(
    Object.entries(identityData).filter(([, value]) => value !== null),
  );
  await tx.query(
    `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid`,
    [user.id, JSON.stringify(metadata)],
  );
  await tx.query('delete from auth.identities where user_id = $1::uuid and id <> $2::uuid', [
    user.id,
    identityId,
  ]);
  await refreshProviders(tx, user.id);
}

/**
 * The user GoTrue answers for a repeated sign-up when confirmations are on (sanitizeUser): a
 * made-up id and no identities, so nobody learns whether the address is registered.
 * @param {'email' | 'phone'} provider
 * @param {string} address
 * @param {Record<string, unknown>} data
 */
function obfuscatedUser(provider, address, data) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: provider === 'email' ? address : '',
    phone: provider === 'phone' ? address : '',
    confirmation_sent_at: now,
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * POST /signup
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function signup(env, rq) {
  const { config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const email = str(params, 'email');
  const phone = str(params, 'phone');
  const password = str(params, 'password');
  const data = objectField(params, 'data') ?? {};
  const channel = str(params, 'channel');
  const codeChallenge = str(params, 'code_challenge');
  const codeChallengeMethod = str(params, 'code_challenge_method');
  bool(params, 'create_user', true);
  if (!email && !phone) {
    await anonymousSignIn(env, rq, data);
    return;
  }
  // As GoTrue's /signup route: the IP limit first, then the handler's checks.
  enforceRateLimit(env, rq, 'signups');
  if (env.settings.disableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, config.minPasswordLength);
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (phone && channel && channel !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
  if (phone && codeChallenge) {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups');
  }
  const pkce = pkceParams(codeChallengeMethod, codeChallenge);
  /** @type {'email' | 'phone'} */
  const provider = email ? 'email' : 'phone';
  const address = provider === 'email' ? validateEmail(email) : validatePhone(phone);
  const outcome = await signUpUser(env, rq, { provider, address, password, data, pkce });
  if (outcome.kind === 'session') reply(rq, 200, outcome.body);
  else if (outcome.kind === 'user') reply(rq, 200, userJson(outcome.user));
  else {
    const autoconfirm = provider === 'email' ? config.autoconfirm : config.smsAutoconfirm;
    if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    reply(rq, 200, obfuscatedUser(provider, address, data));
  }
}

/**
 * POST /signup without email or phone: an anonymous user (only when
 * `[auth] enable_anonymous_sign_ins = true`, off by default as in the Supabase CLI).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {Record<string, unknown>} data
 */
async function anonymousSignIn(env, rq, data) {
  if (!env.settings.anonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  enforceRateLimit(env, rq, 'anonymous');
  if (env.settings.disableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const id = randomUUID();
  await beforeUserCreated(env, rq, { id, userMetadata: data, appMetadata: {}, isAnonymous: true });
  const body = await transaction(env, rq, async (tx) => {
    await insertUser(tx, { id, userMetadata: data, appMetadata: {}, isAnonymous: true });
    return issueSession(tokenContext(env, rq), tx, id, 'anonymous');
  });
  reply(rq, 200, body);
}
