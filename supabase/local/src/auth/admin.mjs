// @ts-check
/**
 * The admin API's users (service_role key as bearer, checked by the /admin route's guard):
 * /admin/users (list, create) and /admin/users/:id (get, update, delete) — what auth-js's
 * `auth.admin.*` calls. /admin/generate_link and /invite are in admin-links.mjs.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { reply, transaction } from './context.mjs';
import { AuthError, badRequest, internalError, notFound, unprocessable } from './errors.mjs';
import {
  createIdentity,
  findIdentity,
  refreshProviders,
  updateIdentityData,
} from './identities.mjs';
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
import { endSessions, isUuid } from './sessions.mjs';
import { parseDuration } from './settings.mjs';
import {
  clearOneTimeTokens,
  confirmEmail,
  confirmPhone,
  DuplicateUserError,
  findUserById,
  findUserByPhone,
  findUserOwningEmail,
  insertUser,
  listUsers,
  mergeMetadata,
  userJson,
} from './users.mjs';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

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

/**
 * The user of an /admin/users/:user_id route (its loadUser guard found it).
 * @param {import('./context.mjs').AuthRequest} rq
 */
const targetOf = (rq) => /** @type {import('./users.mjs').UserRow} */ (rq.locals.user);

/**
 * GET /admin/users/:user_id
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminGetUser(_env, rq) {
  reply(rq, 200, userJson(targetOf(rq)));
}

/**
 * GET /admin/users?page=&per_page=&filter=
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminListUsers(env, rq) {
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
    // GoTrue lists users without loading their factors (FindUsersInAudience has no Eager).
    { users: users.map((user) => userJson({ ...user, factors: '[]' })), aud: 'authenticated' },
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
export async function adminCreateUser(env, rq) {
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
 * PUT /admin/users/:user_id
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminUpdateUser(env, rq) {
  const { db, config } = env.ctx;
  const existing = targetOf(rq);
  const userId = existing.id;
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
 * DELETE /admin/users/:user_id {should_soft_delete}
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminDeleteUser(env, rq) {
  const { config } = env.ctx;
  const user = targetOf(rq);
  const userId = user.id;
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
