// @ts-check
/**
 * Presence as Phoenix.Presence keeps it: per topic, per key, a list of metas (each with its
 * `phx_ref`). `presence_state` is `{key: {metas: [...]}}`; `presence_diff` is
 * `{joins: {...}, leaves: {...}}`.
 */
import { randomBytes } from 'node:crypto';

/**
 * @typedef {Record<string, { metas: Record<string, unknown>[] }>} PresenceMap
 * @typedef {{ joins: PresenceMap, leaves: PresenceMap }} PresenceDiff
 */

export function createPresenceStore() {
  /** @type {Map<string, Map<object, { key: string, meta: Record<string, unknown> }>>} topic → owner → entry */
  const topics = new Map();

  const newRef = () => randomBytes(12).toString('base64url');

  /** @param {string} key @param {Record<string, unknown>} meta @returns {PresenceMap} */
  const single = (key, meta) => ({ [key]: { metas: [meta] } });

  return {
    /**
     * Tracks (or updates) the presence of `owner` (a channel) on a topic.
     * @param {string} topic
     * @param {object} owner
     * @param {string} key
     * @param {Record<string, unknown>} payload
     * @returns {PresenceDiff}
     */
    track(topic, owner, key, payload) {
      let entries = topics.get(topic);
      if (!entries) topics.set(topic, (entries = new Map()));
      const previous = entries.get(owner);
      /** @type {Record<string, unknown>} */
      const meta = { ...payload, phx_ref: newRef() };
      if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
      entries.set(owner, { key, meta });
      return {
        joins: single(key, meta),
        leaves: previous ? single(previous.key, previous.meta) : {},
      };
    },

    /**
     * @param {string} topic
     * @param {object} owner
     * @returns {PresenceDiff | undefined} undefined when nothing was tracked
     */
    untrack(topic, owner) {
      const entries = topics.get(topic);
      const previous = entries?.get(owner);
      if (!entries || !previous) return undefined;
      entries.delete(owner);
      if (entries.size === 0) topics.delete(topic);
      return { joins: {}, leaves: single(previous.key, previous.meta) };
    },

    /** @param {string} topic @returns {PresenceMap} */
    state(topic) {
      /** @type {PresenceMap} */
      const state = {};
      for (const { key, meta } of topics.get(topic)?.values() ?? []) {
        const rest = { ...meta };
        delete rest.phx_ref_prev;
        (state[key] ??= { metas: [] }).metas.push(rest);
      }
      return state;
    },
  };
}
