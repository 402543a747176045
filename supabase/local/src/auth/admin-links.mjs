// @ts-check
/**
 * The admin API's emails (service_role key as bearer, checked by the routes' guard): POST /invite
 * (creates the user and emails the invitation) and POST /admin/generate_link (the link and code
 * an email would carry, without sending it).
 */
import { randomUUID } from 'node:crypto';
import { referrer, reply, transaction } from './context.mjs';
import { badRequest, internalError, notFound, unprocessable } from './errors.mjs';
import { beforeUserCreated } from './hooks.mjs';
import { createIdentity } from './identities.mjs';
import {
  composeEmail,
  generateOtp,
  isRedirectAllowed,
  sendEmailOtp,
  tokenHash,
} from './messages.mjs';
import { checkPasswordStrength, objectField, readParams, str, validateEmail } from './params.mjs';
import { hashPassword, randomPassword } from './passwords.mjs';
import {
  findUserByEmail,
  findUserById,
  findUserOwningEmail,
  insertUser,
  mergeMetadata,
  recordOneTimeToken,
  userJson,
} from './users.mjs';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/**
 * POST /invite {email, data} — creates the user (no password) and emails an invitation link.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function invite(env, rq) {
  const { db, config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  const email = validateEmail(str(params, 'email'));
  const data = objectField(params, 'data') ?? {};
  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  // An invitation creates a user through the "before user created" hook, as GoTrue's does.
  const newId = randomUUID();
  if (!existing) await beforeUserCreated(env, rq, invitedCandidate(newId, email, data));
  const user = await transaction(env, rq, async (tx, send) => {
    const id = existing?.id ?? (await createInvitedUser(tx, email, data, newId));
    const current = await findUserById(tx, id, { lock: true });
    if (!current) throw internalError('Database error finding user');
    await sendEmailOtp(send, current, 'invite');
    return findUserById(tx, id);
  });
  if (!user) throw internalError('Database error finding user');
  reply(rq, 200, userJson(user));
}

/**
 * What the hook sees of a user an invitation (or a generated signup link) creates.
 * @param {string} id
 * @param {string} email
 * @param {Record<string, unknown>} data
 */
const invitedCandidate = (id, email, data) => ({
  id,
  email,
  userMetadata: data,
  appMetadata: { provider: 'email', providers: ['email'] },
});

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} email
 * @param {Record<string, unknown>} data
 * @param {string} newId the id the hook saw
 */
async function createInvitedUser(tx, email, data, newId) {
  const id = await insertUser(tx, {
    id: newId,
    email,
    userMetadata: data,
    appMetadata: { provider: 'email', providers: ['email'] },
  });
  await createIdentity(tx, id, 'email', {
    sub: id,
    email,
    email_verified: false,
    phone_verified: false,
  });
  return id;
}

/**
 * POST /admin/generate_link {type, email, password, data, new_email, redirect_to}: the link and
 * code an email would carry, without sending it (for back offices and tests).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function generateLink(env, rq) {
  const { db, config } = env.ctx;
  const params = await readParams(rq.req, config.maxBodyBytes);
  let type = str(params, 'type');
  const email = validateEmail(str(params, 'email'));
  let password = str(params, 'password');
  const data = objectField(params, 'data') ?? {};
  let newEmail = str(params, 'new_email');
  const requestedRedirect = str(params, 'redirect_to');
  const redirectTo = isRedirectAllowed(
    config.siteUrl,
    env.settings.additionalRedirectUrls,
    requestedRedirect,
  )
    ? requestedRedirect
    : referrer(env, rq);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (type === 'magiclink') {
      type = 'signup';
      password = randomPassword();
    } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (type === 'signup' && !existing) {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, config.minPasswordLength);
  }
  // A link that creates the user goes through the "before user created" hook, as GoTrue's does.
  const newId = randomUUID();
  if (!existing && (type === 'signup' || type === 'invite')) {
    await beforeUserCreated(env, rq, invitedCandidate(newId, email, data));
  }
  const signupHash = type === 'signup' && !existing ? await hashPassword(password) : undefined;
  /** @type {Record<string, import('./messages.mjs').EmailType>} */
  const linkTypes = {
    magiclink: 'magiclink',
    recovery: 'recovery',
    invite: 'invite',
    signup: 'signup',
    email_change_new: 'email_change',
  };
  const linkType = linkTypes[type];
  const otp = generateOtp();
  let hash = tokenHash(email, otp);
  const user = await transaction(env, rq, async (tx) => {
    let id = existing?.id;
    if (type === 'magiclink' || type === 'recovery') {
      await tx.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
          where id = $1::uuid`,
        [id, hash],
      );
      await recordOneTimeToken(tx, String(id), 'recovery_token', email, hash, config.otpExpiry);
    } else if (type === 'invite' || type === 'signup') {
      if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      if (!id) {
        id =
          type === 'invite'
            ? await createInvitedUser(tx, email, data, newId)
            : await insertUser(tx, {
                id: newId,
                email,
                passwordHash: signupHash,
                userMetadata: data,
                appMetadata: { provider: 'email', providers: ['email'] },
              });
        if (type === 'signup') {
          await createIdentity(tx, id, 'email', {
            sub: id,
            email,
            email_verified: false,
            phone_verified: false,
          });
        }
      } else if (type === 'signup') {
        await mergeMetadata(tx, id, 'raw_user_meta_data', data);
      }
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
                invited_at = case when $3 then now() else invited_at end, updated_at = now()
          where id = $1::uuid`,
        [id, hash, type === 'invite'],
      );
      await recordOneTimeToken(tx, id, 'confirmation_token', email, hash, config.otpExpiry);
    } else if (type === 'email_change_new') {
      newEmail = validateEmail(newEmail);
      if (await findUserOwningEmail(tx, newEmail, id)) {
        throw unprocessable('email_exists', DUPLICATE_EMAIL);
      }
      hash = tokenHash(newEmail, otp);
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3,
                email_change_token_current = '', email_change_sent_at = now(),
                email_change_confirm_status = 0, updated_at = now()
          where id = $1::uuid`,
        [id, newEmail, hash],
      );
      await recordOneTimeToken(
        tx,
        String(id),
        'email_change_token_new',
        newEmail,
        hash,
        config.otpExpiry,
      );
    } else if (type === 'email_change_current') {
      throw badRequest(
        'validation_failed',
        'Enable secure email change to generate link for current email',
      );
    } else {
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
    }
    return findUserById(tx, String(id));
  });
  if (!user || !linkType) throw internalError('Database error finding user');
  const message = composeEmail({
    type: linkType,
    to: email,
    otp,
    hash,
    externalUrl: rq.externalUrl,
    redirectTo,
  });
  reply(rq, 200, {
    ...userJson(user),
    action_link: message.meta?.confirmation_url,
    email_otp: otp,
    hashed_token: hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}
