// @ts-check
/**
 * auth.identities: an email or phone identity per user, as GoTrue keeps them (the user object's
 * `identities` are read with the user, in users.mjs), and app_metadata's provider list.
 */
import { randomUUID } from 'node:crypto';

/**
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} provider 'email' | 'phone'
 * @param {Record<string, unknown>} identityData must hold `sub`
 */
export async function createIdentity(q, userId, provider, identityData) {
  const data = { ...identityData };
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  const id = randomUUID();
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider,
                                  last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, now(), now(), now())`,
    [id, String(data.sub), userId, JSON.stringify(data), provider],
  );
  return id;
}

/**
 * The user's identity for a provider (its id and data), if any.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 * @param {string} provider
 * @returns {Promise<{ id: string, identity_data: string } | undefined>}
 */
export async function findIdentity(q, userId, provider) {
  const { rows } = await q.query(
    `select id::text as id, identity_data::text as identity_data from auth.identities
      where provider_id = $1 and provider = $2`,
    [userId, provider],
  );
  return /** @type {{ id: string, identity_data: string } | undefined} */ (rows[0]);
}

/**
 * Merges keys into an identity's identity_data.
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} identityId
 * @param {Record<string, unknown>} patch
 */
export async function updateIdentityData(q, identityId, patch) {
  await q.query(
    `update auth.identities set identity_data = coalesce(identity_data, '{}'::jsonb) || $2::jsonb,
            updated_at = now()
      where id = $1::uuid`,
    [identityId, JSON.stringify(patch)],
  );
}

/**
 * app_metadata.provider/providers from the user's identities, oldest first (GoTrue's
 * UpdateAppMetaDataProviders).
 * @param {import('../db/adapter.mjs').Queryable} q
 * @param {string} userId
 */
export async function refreshProviders(q, userId) {
  await q.query(
    `update auth.users u
        set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
              || jsonb_build_object('providers', p.providers)
              || case when jsonb_array_length(p.providers) > 0
                      then jsonb_build_object('provider', p.providers -> 0)
                      else '{}'::jsonb end,
            updated_at = now()
       from (select coalesce(jsonb_agg(x.provider order by x.first_seen, x.provider), '[]'::jsonb) as providers
               from (select provider, min(created_at) as first_seen
                       from auth.identities where user_id = $1::uuid group by provider) x) p
      where u.id = $1::uuid`,
    [userId],
  );
}
