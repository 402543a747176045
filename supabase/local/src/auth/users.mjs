// @ts-check
/**
 * auth.users and auth.identities: lookups, writes, and the user object exactly as GoTrue
 * serialises it. Rows are read as text (timestamps formatted in SQL, JSON columns cast to text)
 * so PGlite and PostgreSQL give the same values.
 */
import { randomUUID } from 'node:crypto';
import { internalError } from './errors.mjs';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * SQL for a timestamptz as UTC text with microseconds; `isoTime` trims it like Go's RFC 3339.
 * @param {string} column
 */
export const tsText = (column) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * '2024-05-10T08:38:53.471000' → '2024-05-10T08:38:53.471Z' (Go's time.RFC3339Nano).
 * @param {unknown} text
 * @returns {string | undefined}
 */
export function isoTime(text) {
  if (typeof text !== 'string' || text === '') return undefined;
  return `${text.replace(/\.?0+$/, '')}Z`;
}

/** @param {string} column */
const epoch = (column) => `extract(epoch from ${column})::float8`;

/**
 * A factor of auth.mfa_factors (alias `f`) as JSON with text timestamps; `factorJson` shapes it.
 * The secret is never part of it.
 */
export const FACTOR_JSON_SQL = `json_build_object(
    'id', f.id::text,
    'created_at', ${tsText('f.created_at')},
    'updated_at', ${tsText('f.updated_at')},
    'status', f.status::text,
    'friendly_name', f.friendly_name,
    'factor_type', f.factor_type::text,
    'phone', f.phone,
    'last_challenged_at', ${tsText('f.last_challenged_at')},
    'web_authn_aaguid', f.web_authn_aaguid::text)`;

/**
 * @typedef {object} FactorJsonRow what FACTOR_JSON_SQL selects
 * @property {string} id
 * @property {string} created_at
 * @property {string} updated_at
 * @property {string} status
 * @property {string | null} friendly_name
 * @property {string} factor_type
 * @property {string | null} phone
 * @property {string | null} last_challenged_at
 * @property {string | null} web_authn_aaguid
 */

/**
 * A factor as GoTrue serialises models.Factor (fields in its order, omitempty honoured).
 * @param {FactorJsonRow} row
 */
export function factorJson(row) {
  /** @type {Record<string, unknown>} */
  const factor = {
    id: row.id,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    status: row.status,
  };
  if (row.friendly_name) factor.friendly_name = row.friendly_name;
  factor.factor_type = row.factor_type;
  factor.phone = row.phone ?? '';
  factor.last_challenged_at = isoTime(row.last_challenged_at) ?? null;
  if (row.web_authn_aaguid) factor.web_authn_aaguid = row.web_authn_aaguid;
  return factor;
}

const USER_SELECT = `
  select u.id::text as id,
         coalesce(u.aud, '') as aud,
         coalesce(u.role, '') as role,
         coalesce(u.email, '') as email,
         coalesce(u.phone, '') as phone,
         coalesce(u.encrypted_password, '') as encrypted_password,
         ${tsText('u.email_confirmed_at')} as email_confirmed_at,
         ${tsText('u.invited_at')} as invited_at,
         ${tsText('u.phone_confirmed_at')} as phone_confirmed_at,
         ${tsText('u.confirmation_sent_at')} as confirmation_sent_at,
         ${tsText('u.confirmed_at')} as confirmed_at,
         ${tsText('u.recovery_sent_at')} as recovery_sent_at,
         coalesce(u.email_change, '') as email_change,
         ${tsText('u.email_change_sent_at')} as email_change_sent_at,
         coalesce(u.phone_change, '') as phone_change,
         ${tsText('u.phone_change_sent_at')} as phone_change_sent_at,
         ${tsText('u.reauthentication_sent_at')} as reauthentication_sent_at,
         ${tsText('u.last_sign_in_at')} as last_sign_in_at,
         coalesce(u.raw_app_meta_data, '{}'::jsonb)::text as app_metadata,
         coalesce(u.raw_user_meta_data, '{}'::jsonb)::text as user_metadata,
         ${tsText('coalesce(u.created_at, now())')} as created_at,
         ${tsText('coalesce(u.updated_at, now())')} as updated_at,
         ${tsText('u.banned_until')} as banned_until,
         ${tsText('u.deleted_at')} as deleted_at,
         coalesce(u.is_anonymous, false) as is_anonymous,
         coalesce(u.is_sso_user, false) as is_sso_user,
         coalesce(u.banned_until > now(), false) as banned,
         coalesce(u.confirmation_token, '') as confirmation_token,
         coalesce(u.recovery_token, '') as recovery_token,
         coalesce(u.email_change_token_new, '') as email_change_token_new,
         coalesce(u.email_change_token_current, '') as email_change_token_current,
         coalesce(u.phone_change_token, '') as phone_change_token,
         coalesce(u.reauthentication_token, '') as reauthentication_token,
         ${epoch('u.confirmation_sent_at')} as confirmation_sent_epoch,
         ${epoch('u.recovery_sent_at')} as recovery_sent_epoch,
         ${epoch('u.email_change_sent_at')} as email_change_sent_epoch,
         ${epoch('u.phone_change_sent_at')} as phone_change_sent_epoch,
         ${epoch('u.reauthentication_sent_at')} as reauthentication_sent_epoch,
         ${epoch('now()')} as now_epoch,
         (select coalesce(json_agg(json_build_object(
                    'identity_id', i.id::text,
                    'id', i.provider_id,
                    'user_id', i.user_id::text,
                    'identity_data', i.identity_data,
                    'provider', i.provider,
                    'last_sign_in_at', ${tsText('i.last_sign_in_at')},
                    'created_at', ${tsText('coalesce(i.created_at, now())')},
                    'updated_at', ${tsText('coalesce(i.updated_at, now())')},
                    'email', i.email
                  ) order by i.created_at, i.id), '[]'::json)::text
            from auth.identities i where i.user_id = u.id) as identities,
         (select coalesce(json_agg(${FACTOR_JSON_SQL} order by f.created_at, f.id), '[]'::json)::text
            from auth.mfa_factors f where f.user_id = u.id) as factors
    from auth.users u`;

/**
 * @typedef {object} UserRow
 * @property {string} id
 * @property {string} aud
 * @property {string} role
 * @property {string} email
 * @property {string} phone
 * @property {string} encrypted_password
 * @property {string | null} email_confirmed_at
 * @property {string | null} invited_at
 * @property {string | null} phone_confirmed_at
 * @property {string | null} confirmation_sent_at
 * @property {string | null} confirmed_at
 * @property {string | null} recovery_sent_at
 * @property {string} email_change
 * @property {string | null} email_change_sent_at
 * @property {string} phone_change
 * @property {string | null} phone_change_sent_at
 * @property {string | null} reauthentication_sent_at
 * @property {string | null} last_sign_in_at
 * @property {string} app_metadata JSON text
 * @property {string} user_metadata JSON text
 * @property {string} created_at
 * @property {string} updated_at
 * @property {string | null} banned_until
 * @property {string | null} deleted_at
 * @property {boolean} is_anonymous
 * @property {boolean} is_sso_user
 * @property {boolean} banned
 * @property {string} confirmation_token
 * @property {string} recovery_token
 * @property {string} email_change_token_new
 * @property {string} email_change_token_current
 * @property {string} phone_change_token
 * @property {string} reauthentication_token
 * @property {number | null} confirmation_sent_epoch
 * @property {number | null} recovery_sent_epoch
 * @property {number | null} email_change_sent_epoch
 * @property {number | null} phone_change_sent_epoch
 * @property {number | null} reauthentication_sent_epoch
 * @property {number} now_epoch
 * @property {string} identities JSON text
 * @property {string} factors JSON text (FactorJsonRow[])
 */

/**
 * One user by a fixed condition (`where` is code, never input; values are bound).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} where
 * @param {unknown[]} params
 * @param {{ lock?: boolean }} [options] lock the row for the rest of the transaction
 * @returns {Promise<UserRow | undefined>}
 */
export async function findUser(q, where, params, { lock = false } = {}) {
  const { rows } = await q.query(
    `${USER_SELECT} where ${where} order by u.created_at limit 1${lock ? ' for update of u' : ''}`,
    params,
  );
  return /** @type {UserRow | undefined} */ (rows[0]);
}

/** @param {import('../db/adapter.mjs').Queryable} q @param {string} id @param {{ lock?: boolean }} [options] */
export const findUserById = (q, id, options) => findUser(q, 'u.id = $1::uuid', [id], options);

/** @param {import('../db/adapter.mjs').Queryable} q @param {string} email @param {{ lock?: boolean }} [options] */
export const findUserByEmail = (q, email, options) =>
  findUser(
    q,
    'lower(u.email) = lower($1) and not coalesce(u.is_sso_user, false)',
    [email],
    options,
  );

/** @param {import('../db/adapter.mjs').Queryable} q @param {string} phone @param {{ lock?: boolean }} [options] */
export const findUserByPhone = (q, phone, options) =>
  findUser(q, 'u.phone = $1 and not coalesce(u.is_sso_user, false)', [phone], options);

/**
 * The user an email address belongs to, through identities first (as GoTrue's
 * IsDuplicatedEmail), then users.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} email lower-cased
 * @param {string} [exceptUserId]
 */
export async function findUserOwningEmail(q, email, exceptUserId) {
  const byIdentity = await findUser(
    q,
    `u.id = (select i.user_id from auth.identities i
              where i.email = $1 and i.user_id <> coalesce($2::uuid, '${NIL_UUID}'::uuid)
              order by i.created_at limit 1)`,
    [email, exceptUserId ?? null],
  );
  if (byIdentity) return byIdentity;
  const byUser = await findUserByEmail(q, email);
  return byUser && byUser.id !== exceptUserId ? byUser : undefined;
}

/**
 * The user object GoTrue sends (models.User's JSON, fields in its order, omitempty honoured).
 * @param {UserRow} row
 */
export function userJson(row) {
  /** @type {Record<string, unknown>} */
  const user = { id: row.id, aud: row.aud, role: row.role, email: row.email };
  const put = (/** @type {string} */ key, /** @type {unknown} */ value) => {
    if (value !== undefined && value !== null && value !== '') user[key] = value;
  };
  put('email_confirmed_at', isoTime(row.email_confirmed_at));
  put('invited_at', isoTime(row.invited_at));
  user.phone = row.phone;
  put('phone_confirmed_at', isoTime(row.phone_confirmed_at));
  put('confirmation_sent_at', isoTime(row.confirmation_sent_at));
  put('confirmed_at', isoTime(row.confirmed_at));
  put('recovery_sent_at', isoTime(row.recovery_sent_at));
  put('new_email', row.email_change);
  put('email_change_sent_at', isoTime(row.email_change_sent_at));
  put('new_phone', row.phone_change);
  put('phone_change_sent_at', isoTime(row.phone_change_sent_at));
  put('reauthentication_sent_at', isoTime(row.reauthentication_sent_at));
  put('last_sign_in_at', isoTime(row.last_sign_in_at));
  user.app_metadata = JSON.parse(row.app_metadata);
  user.user_metadata = JSON.parse(row.user_metadata);
  const factors = userFactors(row);
  if (factors.length > 0) user.factors = factors.map(factorJson);
  user.identities = identitiesJson(row);
  user.created_at = isoTime(row.created_at);
  user.updated_at = isoTime(row.updated_at);
  put('banned_until', isoTime(row.banned_until));
  put('deleted_at', isoTime(row.deleted_at));
  user.is_anonymous = row.is_anonymous;
  return user;
}

/**
 * The user's MFA factors, oldest first.
 * @param {UserRow} row
 * @returns {FactorJsonRow[]}
 */
export const userFactors = (row) => JSON.parse(row.factors);

/**
 * GoTrue's User.HasMFAEnabled: the user has a verified factor.
 * @param {UserRow} row
 */
export const hasVerifiedFactor = (row) =>
  userFactors(row).some((factor) => factor.status === 'verified');

/** @param {UserRow} row @returns {Record<string, unknown>[]} */
function identitiesJson(row) {
  /** @type {Record<string, unknown>[]} */
  const identities = JSON.parse(row.identities);
  return identities.map((identity) => {
    /** @type {Record<string, unknown>} */
    const out = {
      identity_id: identity.identity_id,
      id: identity.id,
      user_id: identity.user_id,
    };
    if (identity.identity_data !== null) out.identity_data = identity.identity_data;
    out.provider = identity.provider;
    if (identity.last_sign_in_at) out.last_sign_in_at = isoTime(identity.last_sign_in_at);
    out.created_at = isoTime(identity.created_at);
    out.updated_at = isoTime(identity.updated_at);
    if (identity.email) out.email = identity.email;
    return out;
  });
}

/**
 * A user that is confirmed for the given provider.
 * @param {UserRow} row
 * @param {'email' | 'phone'} provider
 */
export const isConfirmedFor = (row, provider) =>
  provider === 'email' ? Boolean(row.email_confirmed_at) : Boolean(row.phone_confirmed_at);

/** Raised when an insert hits the unique email/phone index: another request just created it. */
export class DuplicateUserError extends Error {}

/**
 * Inserts a user as GoTrue's signupNewUser does. Triggers on auth.users run here, in the
 * caller's transaction: if one fails, this is GoTrue's 500 "Database error saving new user".
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {{ id?: string, email?: string, phone?: string, passwordHash?: string, userMetadata: Record<string, unknown>, appMetadata: Record<string, unknown>, role?: string, isAnonymous?: boolean }} fields
 * @returns {Promise<string>} the new user's id
 */
export async function insertUser(q, fields) {
  const id = fields.id ?? randomUUID();
  try {
    await q.query(
      `insert into auth.users (
         instance_id, id, aud, role, email, phone, encrypted_password,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         email_change_token_current, phone_change, phone_change_token, reauthentication_token,
         is_anonymous)
       values ($1, $2, 'authenticated', $3, $4, $5, $6, $7::jsonb, $8::jsonb, now(), now(),
               '', '', '', '', '', '', '', '', $9)`,
      [
        NIL_UUID,
        id,
        fields.role ?? 'authenticated',
        fields.email || null,
        fields.phone || null,
        fields.passwordHash ?? '',
        JSON.stringify(fields.appMetadata),
        JSON.stringify(fields.userMetadata),
        fields.isAnonymous ?? false,
      ],
    );
  } catch (error) {
    const e =
      /** @type {{ code?: string, constraint?: string, table?: string, message?: string }} */ (
        error
      );
    const onUsers =
      e.table === 'users' || /users_(email_partial_key|phone_key)/.test(e.message ?? '');
    if (e.code === '23505' && onUsers) throw new DuplicateUserError(e.message);
    throw Object.assign(internalError('Database error saving new user'), { cause: error });
  }
  return id;
}

/**
 * GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys are merged, a null value removes its key.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {'raw_user_meta_data' | 'raw_app_meta_data'} column
 * @param {Record<string, unknown>} updates
 */
export async function mergeMetadata(q, userId, column, updates) {
  /** @type {Record<string, unknown>} */
  const set = {};
  /** @type {string[]} */
  const removed = [];
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) removed.push(key);
    else set[key] = value;
  }
  const sql =
    column === 'raw_user_meta_data'
      ? `update auth.users
            set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb)
                  - array(select jsonb_array_elements_text($3::jsonb)),
                updated_at = now()
          where id = $1::uuid`
      : `update auth.users
            set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb)
                  - array(select jsonb_array_elements_text($3::jsonb)),
                updated_at = now()
          where id = $1::uuid`;
  await q.query(sql, [userId, JSON.stringify(set), JSON.stringify(removed)]);
}

/**
 * GoTrue's User.Confirm: email confirmed, confirmation token spent, email_verified in metadata.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 */
export async function confirmEmail(q, userId) {
  await q.query(
    `update auth.users
        set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
      where id = $1::uuid`,
    [userId],
  );
  await clearOneTimeTokens(q, userId);
}

/**
 * GoTrue's User.ConfirmPhone.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 */
export async function confirmPhone(q, userId) {
  await q.query(
    `update auth.users set confirmation_token = '', phone_confirmed_at = now(), updated_at = now()
      where id = $1::uuid`,
    [userId],
  );
  await clearOneTimeTokens(q, userId);
}

/**
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 */
export async function clearOneTimeTokens(q, userId) {
  await q.query('delete from auth.one_time_tokens where user_id = $1::uuid', [userId]);
}

/**
 * Records a one-time token (GoTrue keeps them next to the columns on auth.users).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} tokenType confirmation_token | recovery_token | email_change_token_new | phone_change_token
 * @param {string} relatesTo the email or phone the token was sent to
 * @param {string} tokenHash
 * @param {number} expirySeconds
 */
export async function recordOneTimeToken(
  q,
  userId,
  tokenType,
  relatesTo,
  tokenHash,
  expirySeconds,
) {
  await q.query('delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2', [
    userId,
    tokenType,
  ]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
     values ($1::uuid, $2, $3, $4, now() + make_interval(secs => $5))`,
    [userId, tokenType, tokenHash, relatesTo.toLowerCase(), expirySeconds],
  );
}

/**
 * A page of users, newest first (GoTrue's FindUsersInAudience), and the total.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {{ filter: string, limit: number, offset: number }} page
 * @returns {Promise<{ users: UserRow[], total: number }>}
 */
export async function listUsers(q, { filter, limit, offset }) {
  const where = filter
    ? `(u.email ilike $1 or u.raw_user_meta_data ->> 'full_name' ilike $1)`
    : '$1::text is null';
  const pattern = filter ? `%${filter}%` : null;
  const { rows } = await q.query(
    `${USER_SELECT} where ${where} order by u.created_at desc, u.id limit $2 offset $3`,
    [pattern, limit, offset],
  );
  const count = await q.query(
    `select count(*)::int8::text as total from auth.users u where ${where}`,
    [pattern],
  );
  return {
    users: /** @type {UserRow[]} */ (rows),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
