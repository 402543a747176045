// @ts-check
/**
 * The admin API (service_role key as bearer): /admin/users (list, create, get, update, delete),
 * /admin/generate_link and /invite — what auth-js's `auth.admin.*` calls.
 */
import { Buffer } from 'node:buffer';
import { createHash, randomUUID } from 'node:crypto';
import { referrer, reply, replyEmpty, transaction } from './context.mjs';
import { beforeUserCreated } from './hooks.mjs';
import {
  AuthError,
  badRequest,
  forbidden,
  internalError,
  notFound,
  unprocessable,
} from './errors.mjs';
import {
  composeEmail,
  generateOtp,
  isRedirectAllowed,
  sendEmailOtp,
  tokenHash,
} from './messages.mjs';
import {
  bool,
  checkPasswordStrength,
  MAX_PASSWORD_BYTES,
  objectField,
  optionalStr,
  readParams,
  str,
  validateEmail,
  validatePhone,
} from './params.mjs';
import { hashPassword, randomPassword } from './passwords.mjs';
import { bearerToken, endSessions, isUuid, parseClaims } from './sessions.mjs';
import { parseDuration } from './settings.mjs';
import {
  clearOneTimeTokens,
  confirmEmail,
  confirmPhone,
  createIdentity,
  DuplicateUserError,
  findIdentity,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserOwningEmail,
  insertUser,
  listUsers,
  mergeMetadata,
  recordOneTimeToken,
  refreshProviders,
  updateIdentityData,
  userJson,
} from './users.mjs';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/**
 * GoTrue's requireAdminCredentials.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function requireAdmin(env, rq) {
  const claims = await parseClaims(env.ctx.config.jwtSecret, bearerToken(rq.req));
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
}

/**
 * `ban_duration`: a Go duration, or "none" to lift a ban. Milliseconds, 0 = lift.
 * @param {string} value
 */
function banDuration(value) {
  if (value === 'none') return 0;
  const ms = parseDuration(value);
  if (ms === undefined || /^\d+(\.\d+)?$/.test(value)) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  }
  return ms;
}

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} userId
 * @param {number} ms 0 lifts the ban
 */
async function applyBan(tx, userId, ms) {
  await tx.query(
    `update auth.users
        set banned_until = case when $2::float8 = 0 then null
                                else now() + make_interval(secs => $2::float8 / 1000) end,
            updated_at = now()
      where id = $1::uuid`,
    [userId, ms],
  );
}

/** @param {string} id */
async function loadUser(/** @type {import('../db/adapter.mjs').Queryable} */ q, id) {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/**
 * /admin/users and /admin/users/:id
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {string | undefined} userId
 */
export async function adminUsers(env, rq, userId) {
  await requireAdmin(env, rq);
  const method = rq.req.method;
  if (userId === undefined) {
    if (method === 'GET') return adminListUsers(env, rq);
    if (method === 'POST') return adminCreateUser(env, rq);
  } else {
    if (method === 'GET') return reply(rq, 200, userJson(await loadUser(env.ctx.db, userId)));
    if (method === 'PUT') return adminUpdateUser(env, rq, userId);
    if (method === 'DELETE') return adminDeleteUser(env, rq, userId);
  }
  replyEmpty(rq, 405);
  return undefined;
}

/**
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
async function adminListUsers(env, rq) {
  const pageParam = rq.url.searchParams.get('page') ?? '';
  const perPageParam = rq.url.searchParams.get('per_page') ?? '';
  const parse = (/** @type {string} */ text, /** @type {number} */ fallback) => {
    if (text === '') return fallback;
    if (!/^\d+$/.test(text)) {
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${text}": invalid syntax`,
      );
    }
    return Number(text);
  };
  const page = Math.max(parse(pageParam, 1), 1);
  const perPage = parse(perPageParam, 50);
  const { users, total } = await listUsers(env.ctx.db, {
    filter: rq.url.searchParams.get('filter') ?? '',
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const totalPages = perPage > 0 ? Math.ceil(total / perPage) : 0;
  const link = (/** @type {number} */ n) => {
    const target = new URL(rq.url.pathname, rq.externalUrl);
    target.search = new URLSearchParams({ page: String(n), per_page: String(perPage) }).toString();
    return `${target.pathname}${target.search}`;
  };
  let header = '';
  if (totalPages > page) header += `<${link(page + 1)}>; rel="next", `;
  header += `<${link(totalPages)}>; rel="last"`;
  reply(
    rq,
    200,
    { users: users.map(userJson), aud: 'authenticated' },
    { Link: header, 'X-Total-Count': String(total) },
  );
}

/**
 * Reads AdminUserParams.
 * @param {Record<string, unknown>} params
 */
function adminParams(params) {
  return {
    id: str(params, 'id'),
    role: str(params, 'role'),
    email: str(params, 'email'),
    phone: str(params, 'phone'),
    password: optionalStr(params, 'password'),
    passwordHash: str(params, 'password_hash'),
    emailConfirm: bool(params, 'email_confirm', false),
    phoneConfirm: bool(params, 'phone_confirm', false),
    userMetadata: objectField(params, 'user_metadata'),
    appMetadata: objectField(params, 'app_metadata'),
    banDuration: str(params, 'ban_duration'),
  };
}

/**
 * POST /admin/users
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
async function adminCreateUser(env, rq) {
  const { db, config } = env.ctx;
  const p = adminParams(await readParams(rq.req, config.maxBodyBytes));
  if (!p.email && !p.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  /** @type {string[]} */
  const providers = [];
  if (p.email) {
    p.email = validateEmail(p.email);
    if (await findUserOwningEmail(db, p.email))
      throw unprocessable('email_exists', DUPLICATE_EMAIL);
    providers.push('email');
  }
  if (p.phone) {
    p.phone = validatePhone(p.phone);
    if (await findUserByPhone(db, p.phone)) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
    providers.push('phone');
  }
  if (p.password !== undefined && p.passwordHash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  let passwordHash = p.passwordHash;
  if (passwordHash) {
    if (!/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/.test(passwordHash)) {
      throw internalError('Error creating user');
    }
  } else {
    const password = p.password || randomPassword();
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
    }
    passwordHash = await hashPassword(password);
  }
  if (p.id) {
    if (!isUuid(p.id))
      throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(p.id)) {
      throw badRequest('validation_failed', 'ID cannot be a nil uuid');
    }
  }
  const ban = p.banDuration ? banDuration(p.banDuration) : undefined;
  let user;
  try {
    user = await transaction(env, rq, async (tx) => {
      const id = await insertUser(tx, {
        id: p.id || undefined,
        email: p.email,
        phone: p.phone,
        passwordHash,
        userMetadata: p.userMetadata ?? {},
        appMetadata: { provider: providers[0], providers },
        role: p.role || 'authenticated',
      });
      if (p.email) {
        await createIdentity(tx, id, 'email', {
          sub: id,
          email: p.email,
          email_verified: false,
          phone_verified: false,
        });
      }
      if (p.phone) {
        await createIdentity(tx, id, 'phone', {
          sub: id,
          email_verified: false,
          phone: p.phone,
          phone_verified: false,
        });
      }
      if (p.appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', p.appMetadata);
      if (p.emailConfirm) await confirmEmail(tx, id);
      if (p.phoneConfirm) await confirmPhone(tx, id);
      if (ban !== undefined) await applyBan(tx, id, ban);
      return findUserById(tx, id);
    });
  } catch (error) {
    if (error instanceof DuplicateUserError) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    if (error instanceof AuthError && error.status === 500) {
      throw Object.assign(internalError('Database error creating new user'), { cause: error });
    }
    throw error;
  }
  if (!user) throw internalError('Database error creating new user');
  reply(rq, 200, userJson(user));
}

/**
 * PUT /admin/users/:id
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {string} userId
 */
async function adminUpdateUser(env, rq, userId) {
  const { db, config } = env.ctx;
  const existing = await loadUser(db, userId);
  const p = adminParams(await readParams(rq.req, config.maxBodyBytes));
  if (p.email) p.email = validateEmail(p.email);
  if (p.phone) p.phone = validatePhone(p.phone);
  const ban = p.banDuration ? banDuration(p.banDuration) : undefined;
  /** @type {string | undefined} */
  let passwordHash;
  if (p.password !== undefined) {
    checkPasswordStrength(p.password, config.minPasswordLength);
    passwordHash = await hashPassword(p.password);
  }
  if (p.email && p.email !== existing.email && (await findUserOwningEmail(db, p.email, userId))) {
    throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }
  if (p.phone && p.phone !== existing.phone) {
    const owner = await findUserByPhone(db, p.phone);
    if (owner && owner.id !== userId) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user');
    }
  }
  const user = await transaction(env, rq, async (tx) => {
    if (p.role) {
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1::uuid', [
        userId,
        p.role,
      ]);
    }
    if (p.emailConfirm) await confirmEmail(tx, userId);
    if (p.phoneConfirm) await confirmPhone(tx, userId);
    if (passwordHash !== undefined) {
      await tx.query(
        `update auth.users
            set encrypted_password = $2, confirmation_token = '', recovery_token = '',
                email_change_token_current = '', email_change_token_new = '',
                phone_change_token = '', reauthentication_token = '', updated_at = now()
          where id = $1::uuid`,
        [userId, passwordHash],
      );
      await clearOneTimeTokens(tx, userId);
      await endSessions(tx, userId);
    }
    if (p.email) {
      await tx.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [
        userId,
        p.email,
      ]);
      const identity = await findIdentity(tx, userId, 'email');
      if (identity) {
        await updateIdentityData(tx, identity.id, {
          email: p.email,
          email_verified: p.emailConfirm,
        });
      } else {
        await createIdentity(tx, userId, 'email', {
          sub: userId,
          email: p.email,
          email_verified: p.emailConfirm,
          phone_verified: false,
        });
      }
      if (p.emailConfirm) {
        await tx.query('update auth.users set is_anonymous = false where id = $1::uuid', [userId]);
      }
    }
    if (p.phone) {
      await tx.query('update auth.users set phone = $2, updated_at = now() where id = $1::uuid', [
        userId,
        p.phone,
      ]);
      const identity = await findIdentity(tx, userId, 'phone');
      if (identity) {
        await updateIdentityData(tx, identity.id, {
          phone: p.phone,
          phone_verified: p.phoneConfirm,
        });
      } else {
        await createIdentity(tx, userId, 'phone', {
          sub: userId,
          email_verified: false,
          phone: p.phone,
          phone_verified: p.phoneConfirm,
        });
      }
      if (p.phoneConfirm) {
        await tx.query('update auth.users set is_anonymous = false where id = $1::uuid', [userId]);
      }
    }
    if (p.email || p.phone) await refreshProviders(tx, userId);
    if (p.appMetadata) await mergeMetadata(tx, userId, 'raw_app_meta_data', p.appMetadata);
    if (p.userMetadata) await mergeMetadata(tx, userId, 'raw_user_meta_data', p.userMetadata);
    if (ban !== undefined) await applyBan(tx, userId, ban);
    return findUserById(tx, userId);
  });
  if (!user) throw notFound('user_not_found', 'User not found');
  reply(rq, 200, userJson(user));
}

/**
 * DELETE /admin/users/:id {should_soft_delete}
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {string} userId
 */
async function adminDeleteUser(env, rq, userId) {
  const { db, config } = env.ctx;
  const user = await loadUser(db, userId);
  const hasBody =
    Number(rq.req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in rq.req.headers;
  const params = hasBody ? await readParams(rq.req, config.maxBodyBytes) : {};
  const soft = bool(params, 'should_soft_delete', false);
  await transaction(env, rq, async (tx) => {
    if (!soft) {
      await tx.query('delete from auth.users where id = $1::uuid', [userId]);
      await tx.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
      await tx.query('delete from auth.flow_state where user_id = $1::uuid', [userId]);
      return;
    }
    if (user.deleted_at) return;
    const obfuscate = (/** @type {string} */ value) =>
      value
        ? createHash('sha256')
            .update(userId + value)
            .digest('base64url')
        : null;
    await tx.query(
      `update auth.users
          set email = $2, phone = $3, email_change = coalesce($4, ''), phone_change = coalesce($5, ''),
              encrypted_password = '', confirmation_token = '', recovery_token = '',
              email_change_token_current = '', email_change_token_new = '', phone_change_token = '',
              reauthentication_token = '', raw_app_meta_data = '{}'::jsonb,
              raw_user_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
        where id = $1::uuid`,
      [
        userId,
        obfuscate(user.email),
        obfuscate(user.phone),
        obfuscate(user.email_change),
        obfuscate(user.phone_change),
      ],
    );
    await tx.query(
      `update auth.identities
          set provider_id = md5(user_id::text || provider_id),
              identity_data = '{}'::jsonb, updated_at = now()
        where user_id = $1::uuid`,
      [userId],
    );
    await clearOneTimeTokens(tx, userId);
    await endSessions(tx, userId);
  });
  reply(rq, 200, {});
}

/**
 * POST /invite {email, data} — creates the user (no password) and emails an invitation link.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function invite(env, rq) {
  await requireAdmin(env, rq);
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
  await requireAdmin(env, rq);
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
