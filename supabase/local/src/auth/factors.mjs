// @ts-check
/**
 * MFA factors and challenges in GoTrue's tables (auth.mfa_factors, auth.mfa_challenges; the
 * session side is in sessions.mjs), and the admin routes over a user's factors:
 * GET /admin/users/:id/factors, DELETE and PUT /admin/users/:id/factors/:factor_id.
 */
import { randomUUID } from 'node:crypto';
import { reply, transaction } from './context.mjs';
import { badRequest } from './errors.mjs';
import { readParams, str, validatePhone } from './params.mjs';
import { FACTOR_JSON_SQL, factorJson, userFactors } from './users.mjs';

/**
 * @typedef {object} FactorRow
 * @property {string} id
 * @property {string} user_id
 * @property {string} status 'unverified' | 'verified'
 * @property {string} factor_type 'totp' | 'phone' | 'webauthn'
 * @property {string | null} secret
 * @property {import('./users.mjs').FactorJsonRow} json the factor as its JSON shows it
 */

const FACTOR_SELECT = `
  select f.id::text as id, f.user_id::text as user_id, f.status::text as status,
         f.factor_type::text as factor_type, f.secret, ${FACTOR_JSON_SQL} as json
    from auth.mfa_factors f`;

/**
 * GoTrue's User.FindOwnedFactorByID.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} factorId canonical UUID
 * @returns {Promise<FactorRow | undefined>}
 */
export async function findOwnedFactor(q, userId, factorId) {
  const { rows } = await q.query(
    `${FACTOR_SELECT} where f.id = $1::uuid and f.user_id = $2::uuid`,
    [factorId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const json = typeof row.json === 'string' ? JSON.parse(row.json) : row.json;
  return /** @type {FactorRow} */ ({ ...row, json });
}

/**
 * The user's factors now (GoTrue reloads them before checking an enrollment).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @returns {Promise<import('./users.mjs').FactorJsonRow[]>}
 */
export async function currentFactors(q, userId) {
  const { rows } = await q.query(
    `select coalesce(json_agg(${FACTOR_JSON_SQL} order by f.created_at, f.id), '[]'::json)::text
            as factors
       from auth.mfa_factors f where f.user_id = $1::uuid`,
    [userId],
  );
  return userFactors(/** @type {import('./users.mjs').UserRow} */ (rows[0]));
}

/**
 * GoTrue's DeleteExpiredFactors: unverified factors never challenged, older than the factor
 * expiry, of every user.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {number} expirySeconds
 */
export async function deleteExpiredFactors(q, expirySeconds) {
  await q.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < current_timestamp`,
    [expirySeconds],
  );
}

/**
 * A new unverified TOTP factor (GoTrue's NewTOTPFactor + SetSecret, unencrypted).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} friendlyName
 * @param {string} secret base32
 */
export async function insertTotpFactor(q, userId, friendlyName, secret) {
  const id = randomUUID();
  await q.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
                                   updated_at, secret)
     values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, secret],
  );
  return id;
}

/**
 * GoTrue's WriteChallengeToDatabase: the challenge, and the factor's last_challenged_at.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} factorId
 * @param {string} ipAddress
 * @returns {Promise<{ id: string, createdEpoch: number }>}
 */
export async function insertChallenge(q, factorId, ipAddress) {
  const id = randomUUID();
  const { rows } = await q.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1::uuid, $2::uuid, now(), $3::inet)
     returning extract(epoch from created_at)::float8 as created`,
    [id, factorId, ipAddress],
  );
  await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid', [
    factorId,
  ]);
  return { id, createdEpoch: Number(rows[0]?.created) };
}

/**
 * @typedef {object} ChallengeRow
 * @property {string} id
 * @property {boolean} verified
 * @property {string} ip_address
 * @property {number} age_seconds
 */

/**
 * GoTrue's Factor.FindChallengeByID (locked for the verification's transaction).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} factorId
 * @param {string} challengeId
 * @returns {Promise<ChallengeRow | undefined>}
 */
export async function findChallenge(q, factorId, challengeId) {
  const { rows } = await q.query(
    `select c.id::text as id, c.verified_at is not null as verified,
            host(c.ip_address) as ip_address,
            extract(epoch from now() - c.created_at)::float8 as age_seconds
       from auth.mfa_challenges c where c.id = $1::uuid and c.factor_id = $2::uuid
       for update`,
    [challengeId, factorId],
  );
  return /** @type {ChallengeRow | undefined} */ (rows[0]);
}

/**
 * A factor's JSON as GoTrue sends models.Factor.
 * @param {FactorRow} factor
 */
export const factorBody = (factor) => factorJson(factor.json);

/**
 * GoTrue's DowngradeSessionsToAAL1: the sessions that were raised with this factor lose its
 * claim and go back to aal1.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {FactorRow} factor
 */
export async function downgradeSessions(q, factor) {
  const method = { totp: 'totp', phone: 'mfa/phone', webauthn: 'mfa/webauthn' }[
    /** @type {'totp' | 'phone' | 'webauthn'} */ (factor.factor_type)
  ];
  await q.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = $2
        and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factor.id, method ?? ''],
  );
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null
      where user_id = $1::uuid and factor_id = $2::uuid`,
    [factor.user_id, factor.id],
  );
}

/**
 * Deletes a factor (its challenges go with it) and downgrades its sessions.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {FactorRow} factor
 */
export async function deleteFactor(q, factor) {
  await q.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
  await downgradeSessions(q, factor);
}

/**
 * GET /admin/users/:user_id/factors
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminListFactors(_env, rq) {
  const user = /** @type {import('./users.mjs').UserRow} */ (rq.locals.user);
  reply(rq, 200, userFactors(user).map(factorJson));
}

/**
 * DELETE /admin/users/:user_id/factors/:factor_id → the deleted factor.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminDeleteFactor(env, rq) {
  const factor = /** @type {FactorRow} */ (rq.locals.factor);
  await transaction(env, rq, (tx) => deleteFactor(tx, factor));
  reply(rq, 200, factorBody(factor));
}

/**
 * PUT /admin/users/:user_id/factors/:factor_id {friendly_name, phone} → the factor.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminUpdateFactor(env, rq) {
  const factor = /** @type {FactorRow} */ (rq.locals.factor);
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const friendlyName = str(params, 'friendly_name');
  const phone = str(params, 'phone');
  const updated = await transaction(env, rq, async (tx) => {
    if (friendlyName) {
      await tx.query(
        'update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1::uuid',
        [factor.id, friendlyName],
      );
    }
    if (phone && factor.factor_type === 'phone') {
      let formatted;
      try {
        formatted = validatePhone(phone);
      } catch {
        throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
      }
      await tx.query(
        'update auth.mfa_factors set phone = $2, updated_at = now() where id = $1::uuid',
        [factor.id, formatted],
      );
    }
    return findOwnedFactor(tx, factor.user_id, factor.id);
  });
  reply(rq, 200, factorBody(updated ?? factor));
}
