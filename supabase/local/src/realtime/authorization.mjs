// @ts-check
/**
 * Private channels (`config.private: true`), authorized as hosted Realtime does: RLS policies
 * on realtime.messages, evaluated as the subscriber with `realtime.topic()` set to the channel.
 * Read: probe rows are inserted as the owner and selected as the subscriber. Write: the
 * subscriber inserts probe rows. Everything is rolled back.
 */
import { API_ROLES } from '../keys.mjs';

/**
 * @typedef {{ broadcast: boolean, presence: boolean }} Permissions
 * @typedef {{ role: string, claims: Record<string, any> }} Identity
 */

class Rollback extends Error {
  /** @param {Permissions} result */
  constructor(result) {
    super('rollback');
    this.result = result;
  }
}

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {Identity} identity
 * @param {string} topic
 */
async function actAs(tx, identity, topic) {
  await tx.query(
    `select set_config('role', $1, true),
            set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.headers', '{}', true)`,
    [
      identity.role,
      topic,
      JSON.stringify(identity.claims),
      typeof identity.claims.sub === 'string' ? identity.claims.sub : '',
    ],
  );
}

/**
 * @param {import('../db/adapter.mjs').Database} db
 * @param {Identity} identity
 * @param {string} topic the channel name without `realtime:`
 * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<Permissions>} check
 * @returns {Promise<Permissions>}
 */
async function probe(db, identity, topic, check) {
  if (!API_ROLES.includes(identity.role)) return { broadcast: false, presence: false };
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await check(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
  return { broadcast: false, presence: false };
}

/**
 * Which extensions the identity may read on the topic.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {Identity} identity
 * @param {string} topic
 */
export function readPermissions(db, identity, topic) {
  return probe(db, identity, topic, async (tx) => {
    const { rows } = await tx.query(
      `insert into realtime.messages (topic, extension, private)
       select $1, e, true from unnest(array['broadcast', 'presence']) e
       returning id::text as id`,
      [topic],
    );
    const ids = rows.map((row) => String(row.id));
    await actAs(tx, identity, topic);
    const visible = await tx.query(
      'select extension from realtime.messages where id = any($1::uuid[])',
      [ids],
    );
    const extensions = new Set(visible.rows.map((row) => String(row.extension)));
    return { broadcast: extensions.has('broadcast'), presence: extensions.has('presence') };
  });
}

/**
 * Which extensions the identity may write (send broadcasts, track presence) on the topic.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {Identity} identity
 * @param {string} topic
 */
export function writePermissions(db, identity, topic) {
  return probe(db, identity, topic, async (tx) => {
    await actAs(tx, identity, topic);
    /** @type {Permissions} */
    const result = { broadcast: false, presence: false };
    for (const extension of /** @type {const} */ (['broadcast', 'presence'])) {
      await tx.query('savepoint realtime_write_check');
      try {
        await tx.query(
          'insert into realtime.messages (topic, extension, private) values ($1, $2, true)',
          [topic, extension],
        );
        result[extension] = true;
      } catch {
        result[extension] = false;
      }
      await tx.query('rollback to savepoint realtime_write_check');
    }
    return result;
  });
}
