// @ts-check
/**
 * `postgres_changes`: delivering captured changes.
 *
 * The capture trigger (schema.sql) notifies `realtime` with `{schema, table, type,
 * commit_timestamp, has_pk, new, old}` (old = the replica identity); a change too large for
 * NOTIFY is read back from realtime.local_overflow. Changes are queued and delivered in order:
 * each run of consecutive changes to one table is matched to the subscribers with bindings for
 * it (matching.mjs: filters and RLS in SQL, one query per subscriber identity), and every
 * subscriber gets one message per change and `select`, carrying the ids of its matching bindings.
 * Subscriptions are checked at join by subscriptions.mjs.
 */
import { matchDeletes, matchRowsAs, selectKey } from './matching.mjs';
import { tableInfo } from './subscriptions.mjs';
import { errorText } from './util.mjs';

/**
 * @typedef {import('./filters.mjs').SubscriptionParams} SubscriptionParams
 * @typedef {import('./subscriptions.mjs').TableInfo} TableInfo
 * @typedef {{ id: number, params: SubscriptionParams }} Binding
 * @typedef {object} ChangeSubscriber a channel with postgres_changes bindings
 * @property {Binding[]} bindings
 * @property {string} role
 * @property {Record<string, any>} claims
 * @property {string} identityKey same key → same database identity
 * @property {() => boolean} checkToken false (and the channel closed) once its token expired
 * @property {(event: string, rawPayload: string) => void} sendRaw
 * @typedef {object} Change a captured change; `raw` is the notification's JSON text (values
 *   keep their exact to_jsonb() form there, e.g. int8 beyond 2^53)
 * @property {string} schema
 * @property {string} table
 * @property {'INSERT' | 'UPDATE' | 'DELETE'} type
 * @property {string} commit_timestamp
 * @property {boolean} has_pk
 * @property {string[]} oldKeys columns present in the old replica identity
 * @property {string} raw
 * @typedef {(index: number, subscriber: ChangeSubscriber, binding: Binding, data: () => string) => void} Deliver
 *   adds a binding id to the message for change `index` (one message per subscriber and `select`)
 */

/**
 * The delivery engine: a queue of captured changes, drained in order.
 * @param {{ db: import('../db/adapter.mjs').Database, log: (line: string) => void, subscribers: () => Iterable<ChangeSubscriber> }} options
 */
export function createChangeEngine({ db, log, subscribers }) {
  /** @type {(Change | { overflow: number } | null)[]} */
  const queue = [];
  /** @type {Promise<void> | undefined} */
  let draining;
  let stopped = false;

  const kick = () => {
    if (draining || stopped || queue.length === 0) return;
    draining = drain().finally(() => {
      draining = undefined;
      kick();
    });
  };

  /** @param {string} text @returns {Change | { overflow: number } | null} */
  const parse = (text) => {
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && typeof parsed.overflow === 'number') {
        return { overflow: parsed.overflow };
      }
      if (!parsed || typeof parsed.table !== 'string' || typeof parsed.schema !== 'string')
        return null;
      return {
        schema: parsed.schema,
        table: parsed.table,
        type: parsed.type,
        commit_timestamp: String(parsed.commit_timestamp),
        has_pk: Boolean(parsed.has_pk),
        oldKeys: parsed.old && typeof parsed.old === 'object' ? Object.keys(parsed.old) : [],
        raw: text,
      };
    } catch {
      log('realtime: ignored a malformed notification');
      return null;
    }
  };

  async function drain() {
    while (queue.length && !stopped) {
      // A change too large for NOTIFY is read back (and removed) from realtime.local_overflow.
      for (let i = 0; i < queue.length; i++) {
        const item = queue[i];
        if (item && 'overflow' in item) {
          try {
            const { rows } = await db.query(
              'delete from realtime.local_overflow where id = $1 returning payload::text as payload',
              [item.overflow],
            );
            queue[i] = rows[0] ? parse(String(rows[0].payload)) : null;
          } catch (error) {
            log(`realtime: could not read an overflowed change: ${errorText(error)}`);
            queue[i] = null;
          }
        }
      }
      const first = queue.shift();
      if (!first || 'overflow' in first) continue;
      /** @type {Change[]} */
      const run = [first];
      for (;;) {
        const next = queue[0];
        if (
          run.length >= 500 ||
          !next ||
          'overflow' in next ||
          next.schema !== first.schema ||
          next.table !== first.table ||
          next.type !== first.type
        ) {
          break;
        }
        run.push(next);
        queue.shift();
      }
      try {
        await deliverRun(run);
      } catch (error) {
        log(
          `realtime: delivering ${first.type} on ${first.schema}.${first.table} failed: ${errorText(error)}`,
        );
      }
    }
  }

  /** @param {Change[]} run consecutive changes of one type to one table */
  async function deliverRun(run) {
    const { schema, table, type } = /** @type {Change} */ (run[0]);
    /** @type {Map<ChangeSubscriber, Binding[]>} */
    const matching = new Map();
    for (const subscriber of subscribers()) {
      const bindings = subscriber.bindings.filter(
        (b) =>
          (b.params.action === '*' || b.params.action === type) &&
          (b.params.schema === '*' || b.params.schema === schema) &&
          (b.params.table === '*' || b.params.table === table),
      );
      if (bindings.length && subscriber.checkToken()) matching.set(subscriber, bindings);
    }
    if (matching.size === 0) return;
    const roles = [...new Set([...matching.keys()].map((s) => s.role))];
    const info = await tableInfo(db, schema, table, roles);
    if (!info) return;
    const changes = `[${run.map((c) => c.raw).join(',')}]`;

    /** @type {Map<ChangeSubscriber, Map<string, { ids: number[], data: string }>>[]} per change */
    const outbox = run.map(() => new Map());
    /** @type {Deliver} */
    const add = (index, subscriber, binding, data) => {
      const entries = outbox[index];
      if (!entries) return;
      let views = entries.get(subscriber);
      if (!views) entries.set(subscriber, (views = new Map()));
      const key = selectKey(binding);
      const entry = views.get(key);
      if (entry) entry.ids.push(binding.id);
      else views.set(key, { ids: [binding.id], data: data() });
    };

    if (type === 'DELETE') {
      await matchDeletes(db, run, changes, info, matching, add);
    } else {
      /** @type {Map<string, ChangeSubscriber[]>} */
      const identities = new Map();
      for (const subscriber of matching.keys()) {
        const group = identities.get(subscriber.identityKey);
        if (group) group.push(subscriber);
        else identities.set(subscriber.identityKey, [subscriber]);
      }
      for (const group of identities.values()) {
        await matchRowsAs(db, log, group, run, changes, info, matching, add);
      }
    }

    outbox.forEach((entries) => {
      for (const [subscriber, views] of entries) {
        for (const { ids, data } of views.values()) {
          subscriber.sendRaw('postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
        }
      }
    });
  }

  return {
    /** Handler for NOTIFY 'realtime'. @param {string} text */
    notify: (text) => {
      if (stopped) return;
      queue.push(parse(text));
      kick();
    },
    /** Resolves when every change received so far has been delivered. */
    idle: async () => {
      while (draining) await draining;
    },
    stop: () => {
      stopped = true;
      queue.length = 0;
    },
  };
}
