// @ts-check
/**
 * One websocket (Connection), as Phoenix's socket handles it: frames in and out, heartbeats,
 * the idle timeout, and routing each message to its channel. phx_join is join.mjs, a joined
 * channel (access_token refreshes, broadcast, presence, the identity postgres_changes
 * deliveries are read as) is channel.mjs.
 *
 * Messages of one socket are handled one after another, as Phoenix's socket process does.
 */
import { join } from './join.mjs';
import { decodeFrame, encodeText } from './protocol.mjs';

export const closeCodes = Object.freeze({ normal: 1000, goingAway: 1001 });

/** Phoenix drops a websocket that sent nothing (not even a heartbeat) for this long */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} Hub shared state of the realtime service
 * @property {import('../db/adapter.mjs').Database} db
 * @property {(line: string) => void} log
 * @property {string} secret
 * @property {number} maxChannelsPerClient joined channels one socket may hold (Realtime's
 *   max_channels_per_client)
 * @property {ReturnType<typeof import('./presence.mjs').createPresenceStore>} presence
 * @property {Map<string, Set<Channel>>} topics joined channels by (public|private) topic
 * @property {Set<Channel>} changeSubscribers channels with active postgres_changes bindings
 * @property {(tables: { schema: string, table: string }[]) => Promise<void>} ensureCapture
 * @typedef {import('./channel.mjs').Channel} Channel
 */

export class Connection {
  /**
   * @param {Hub} hub
   * @param {import('ws').WebSocket} ws
   * @param {{ vsn: string, apikey: string }} options
   */
  constructor(hub, ws, { vsn, apikey }) {
    this.hub = hub;
    this.ws = ws;
    this.vsn = vsn;
    this.apikey = apikey;
    /** @type {Map<string, Channel>} */
    this.channels = new Map();
    /** @type {Promise<void>} */
    this.chain = Promise.resolve();
    this.disposed = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.idleTimer = undefined;
    this.touch();
    ws.on('error', () => {});
    ws.on('message', (data, isBinary) => {
      this.touch();
      const buffer = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(/** @type {ArrayBuffer} */ (data));
      this.chain = this.chain
        .then(() => (this.disposed ? undefined : this.handle(buffer, isBinary)))
        .catch((error) => hub.log(`realtime: message handling failed: ${error?.stack ?? error}`));
    });
  }

  /** Restarts the idle timeout (realtime-js heartbeats every 25 s). */
  touch() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.dispose();
      this.ws.terminate();
    }, IDLE_TIMEOUT_MS);
    this.idleTimer.unref?.();
  }

  /** @param {string | Buffer} frame */
  send(frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  /**
   * @param {string | null} joinRef
   * @param {string | null} ref
   * @param {string} topic
   * @param {'ok' | 'error'} status
   * @param {unknown} response
   */
  reply(joinRef, ref, topic, status, response) {
    this.send(
      encodeText(this.vsn, {
        joinRef,
        ref,
        topic,
        event: 'phx_reply',
        payload: { status, response },
      }),
    );
  }

  /** @param {number} code @param {string} reason */
  close(code, reason) {
    this.dispose();
    this.ws.close(code, reason);
  }

  /** Forgets every channel of this socket (it closed). */
  dispose() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.disposed) return;
    this.disposed = true;
    for (const channel of [...this.channels.values()]) channel.destroy(false);
    this.channels.clear();
  }

  /** @param {Buffer} data @param {boolean} isBinary */
  async handle(data, isBinary) {
    const message = decodeFrame(this.vsn, data, isBinary);
    if (!message) {
      this.hub.log('realtime: ignored a malformed frame');
      return;
    }
    const { topic, event, ref } = message;
    if (topic === 'phoenix' && event === 'heartbeat') {
      this.reply(null, ref, 'phoenix', 'ok', {});
      return;
    }
    const channel = this.channels.get(topic);
    if (event === 'phx_join') {
      channel?.destroy(true);
      await join(this, message);
      return;
    }
    if (!channel) {
      if (event === 'phx_leave') this.reply(message.join_ref, ref, topic, 'ok', {});
      else this.reply(null, ref, topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (event === 'phx_leave') {
      if (message.join_ref && message.join_ref !== channel.joinRef) return;
      this.reply(channel.joinRef, ref, topic, 'ok', {});
      channel.destroy(true);
      return;
    }
    await channel.handleIn(message);
  }
}
