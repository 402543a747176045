// @ts-check
/**
 * One websocket (Connection) and the channels joined on it, as Phoenix and Supabase Realtime
 * handle them: heartbeats, phx_join / phx_leave, access_token refreshes, broadcast, presence
 * and the identity (role + claims) that postgres_changes deliveries are read as.
 *
 * Messages of one socket are handled one after another, as Phoenix's socket process does.
 */
import { randomUUID } from 'node:crypto';
import { readPermissions, writePermissions } from './authorization.mjs';
import { validateSubscription } from './changes.mjs';
import { parseSubscriptionParams } from './filters.mjs';
import { decodeFrame, encodeText, encodeUserBroadcast } from './protocol.mjs';
import { checkToken, secondsLeft } from './tokens.mjs';

export const closeCodes = Object.freeze({ normal: 1000, goingAway: 1001 });

/** hosted Realtime re-confirms a channel's token at least this often */
const CONFIRM_TOKEN_MS = 5 * 60 * 1000;
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
 * @typedef {import('./protocol.mjs').InboundMessage} InboundMessage
 * @typedef {import('./changes.mjs').Binding} Binding
 * @typedef {{ broadcast: boolean, presence: boolean }} Permissions
 */

/** @param {unknown} value */
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Realtime's flexible booleans: true, "true". @param {unknown} value */
const flag = (value) => value === true || value === 'true';

/** Stable JSON (sorted keys) for hashing binding parameters. @param {unknown} value @returns {string} */
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    const object = /** @type {Record<string, unknown>} */ (value);
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A numeric binding id derived from its parameters (hosted Realtime uses :erlang.phash2).
 * @param {unknown} params
 */
export function bindingId(params) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(stableJson(params), 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7ffffff;
}

/** The reason of an error join reply, by token problem. @param {import('./tokens.mjs').TokenCheck & { ok: false }} check */
function joinTokenReason(check) {
  switch (check.problem) {
    case 'expired':
    case 'missing_claims':
      return `InvalidJWTToken: ${check.message}`;
    case 'signature':
      return `JwtSignatureError: ${check.message}`;
    default:
      return `MalformedJWT: ${check.message}`;
  }
}

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
      await this.join(message);
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

  /** @param {InboundMessage} message */
  async join(message) {
    const { topic, ref } = message;
    const joinRef = message.join_ref ?? ref;
    const payload = isObject(message.payload) ? message.payload : {};
    /** @param {string} reason */
    const refuse = (reason) => this.reply(joinRef, ref, topic, 'error', { reason });
    if (!topic.startsWith('realtime:')) {
      this.reply(null, ref, topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    const subTopic = topic.slice('realtime:'.length);
    if (!subTopic) {
      refuse('TopicNameRequired: You must provide a topic name');
      return;
    }
    // As Realtime's limit_channels, before the token is looked at. A rejoin of a joined topic
    // has already left it (above), so it never counts against itself.
    if (this.channels.size >= this.hub.maxChannelsPerClient) {
      refuse('ChannelRateLimitReached: Too many channels');
      return;
    }
    const config = isObject(payload.config) ? payload.config : {};
    const requested =
      typeof payload.access_token === 'string'
        ? payload.access_token
        : typeof payload.user_token === 'string'
          ? payload.user_token
          : undefined;
    const token = requested && !requested.startsWith('sb_') ? requested : this.apikey;
    const check = await checkToken(this.hub.secret, token);
    if (!check.ok) {
      refuse(joinTokenReason(check));
      return;
    }
    const isPrivate = flag(config.private);
    const identity = { role: String(check.claims.role), claims: check.claims };
    /** @type {Permissions | undefined} */
    let readable;
    if (isPrivate) {
      try {
        readable = await readPermissions(this.hub.db, identity, subTopic);
      } catch (error) {
        this.hub.log(`realtime: read authorization of ${subTopic} failed: ${errorText(error)}`);
        readable = { broadcast: false, presence: false };
      }
      if (!readable.broadcast && !readable.presence) {
        refuse(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
        return;
      }
    }

    /** @type {unknown[]} */
    const rawBindings = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter((/** @type {unknown} */ b) => b !== null && b !== undefined)
      : [];
    const echoed = rawBindings.map((raw) =>
      isObject(raw)
        ? { .../** @type {object} */ (raw), id: bindingId(raw) }
        : { id: bindingId(raw) },
    );
    /** @type {Binding[]} */
    const bindings = [];
    /** @type {string | undefined} */
    let bindingError;
    for (const [index, raw] of rawBindings.entries()) {
      const parsed = parseSubscriptionParams(raw);
      if (!parsed.ok) {
        bindingError = parsed.message;
        break;
      }
      let validation;
      try {
        validation = await validateSubscription(this.hub.db, parsed.params, identity.role);
      } catch (error) {
        validation = { ok: /** @type {const} */ (false), message: errorText(error) };
      }
      if (!validation.ok) {
        bindingError = validation.message;
        break;
      }
      try {
        await this.hub.ensureCapture(validation.tables);
      } catch (error) {
        this.hub.log(`realtime: could not install capture: ${errorText(error)}`);
      }
      bindings.push({
        id: /** @type {{ id: number }} */ (echoed[index]).id,
        params: parsed.params,
      });
    }
    const wait =
      isObject(config.postgres_changes_options) && flag(config.postgres_changes_options.wait);
    if (bindingError && wait && rawBindings.length) {
      refuse(`RealtimeDisabledForConfiguration: ${bindingError}`);
      return;
    }

    // The socket may have closed while the join was being checked.
    if (this.disposed) return;
    const presenceConfig = isObject(config.presence) ? config.presence : {};
    const broadcastConfig = isObject(config.broadcast) ? config.broadcast : {};
    const key = presenceConfig.key;
    const channel = new Channel(this, {
      topic,
      joinRef,
      token,
      claims: check.claims,
      isPrivate,
      readable,
      selfBroadcast: flag(broadcastConfig.self),
      ackBroadcast: flag(broadcastConfig.ack),
      presenceEnabled: flag(presenceConfig.enabled),
      presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
      bindings: bindingError ? [] : bindings,
    });
    this.channels.set(topic, channel);
    channel.register();
    this.reply(joinRef, ref, topic, 'ok', { postgres_changes: echoed });
    if (rawBindings.length) {
      channel.push('system', {
        extension: 'postgres_changes',
        status: bindingError ? 'error' : 'ok',
        message: bindingError ?? 'Subscribed to PostgreSQL',
        channel: subTopic,
      });
    }
    if (flag(broadcastConfig.replication_ready)) {
      // Capture is a trigger, always ready once the channel has joined.
      channel.push('system', {
        extension: 'system',
        status: 'ok',
        message: 'Replication connection established',
        channel: subTopic,
      });
    }
    if (channel.presenceEnabled && channel.canRead('presence')) {
      channel.push('presence_state', this.hub.presence.state(channel.hubTopic));
    }
  }
}

export class Channel {
  /**
   * @param {Connection} connection
   * @param {{ topic: string, joinRef: string | null, token: string, claims: Record<string, any>, isPrivate: boolean, readable: Permissions | undefined, selfBroadcast: boolean, ackBroadcast: boolean, presenceEnabled: boolean, presenceKey: string, bindings: Binding[] }} options
   */
  constructor(connection, options) {
    this.connection = connection;
    this.hub = connection.hub;
    this.topic = options.topic;
    this.subTopic = options.topic.slice('realtime:'.length);
    this.joinRef = options.joinRef;
    this.token = options.token;
    this.claims = options.claims;
    this.isPrivate = options.isPrivate;
    /** @type {Permissions | undefined} */
    this.readable = options.readable;
    /** @type {Permissions | undefined} */
    this.writable = undefined;
    this.selfBroadcast = options.selfBroadcast;
    this.ackBroadcast = options.ackBroadcast;
    this.presenceEnabled = options.presenceEnabled;
    this.presenceKey = options.presenceKey;
    /** @type {Record<string, unknown> | undefined} */
    this.tracked = undefined;
    this.bindings = options.bindings;
    /** public and private channels of the same name are different topics */
    this.hubTopic = `${this.isPrivate ? 'private' : 'public'}:${this.subTopic}`;
    this.destroyed = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.tokenTimer = undefined;
  }

  get role() {
    return String(this.claims.role);
  }

  get identityKey() {
    return `${this.role}\u0000${this.token}`;
  }

  register() {
    let set = this.hub.topics.get(this.hubTopic);
    if (!set) this.hub.topics.set(this.hubTopic, (set = new Set()));
    set.add(this);
    if (this.bindings.length) this.hub.changeSubscribers.add(this);
    this.scheduleTokenCheck();
  }

  /** @param {'broadcast' | 'presence'} extension */
  canRead(extension) {
    return !this.isPrivate || Boolean(this.readable?.[extension]);
  }

  /** A message pushed by this channel (carries its join_ref). @param {string} event @param {unknown} payload */
  push(event, payload) {
    this.connection.send(
      encodeText(this.connection.vsn, { joinRef: this.joinRef, topic: this.topic, event, payload }),
    );
  }

  /** A broadcast (fastlane) message: no join_ref, no ref. @param {string} event @param {string} rawPayload */
  sendRaw(event, rawPayload) {
    if (this.destroyed) return;
    this.connection.send(encodeText(this.connection.vsn, { topic: this.topic, event, rawPayload }));
  }

  /** False, and the channel closed as hosted Realtime closes it, once its token has expired. */
  checkToken() {
    if (this.destroyed) return false;
    const left = secondsLeft(this.claims);
    if (left > 0) return true;
    this.shutdown(`Token has expired ${Math.floor(-left)} seconds ago`);
    return false;
  }

  scheduleTokenCheck() {
    if (this.tokenTimer) clearTimeout(this.tokenTimer);
    const delay = Math.min(CONFIRM_TOKEN_MS, Math.max(0, secondsLeft(this.claims) * 1000));
    this.tokenTimer = setTimeout(() => {
      if (this.checkToken()) this.scheduleTokenCheck();
    }, delay + 5);
    this.tokenTimer.unref?.();
  }

  /** A system error, then the channel is closed (phx_close). @param {string} message */
  shutdown(message) {
    if (this.destroyed) return;
    this.push('system', { extension: 'system', status: 'error', message, channel: this.subTopic });
    this.destroy(true);
  }

  /**
   * Forgets the channel: registries, presence (others see it leave), timers.
   * @param {boolean} notify send phx_close to the client
   */
  destroy(notify) {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.tokenTimer) clearTimeout(this.tokenTimer);
    const set = this.hub.topics.get(this.hubTopic);
    set?.delete(this);
    if (set?.size === 0) this.hub.topics.delete(this.hubTopic);
    this.hub.changeSubscribers.delete(this);
    if (this.connection.channels.get(this.topic) === this)
      this.connection.channels.delete(this.topic);
    const diff = this.hub.presence.untrack(this.hubTopic, this);
    if (diff) this.fanOutPresence(diff);
    if (notify) {
      this.connection.send(
        encodeText(this.connection.vsn, {
          joinRef: this.joinRef,
          ref: this.joinRef,
          topic: this.topic,
          event: 'phx_close',
          payload: {},
        }),
      );
    }
  }

  /** @param {InboundMessage} message */
  async handleIn(message) {
    switch (message.event) {
      case 'access_token':
        await this.refreshToken(message.payload);
        return;
      case 'broadcast':
        await this.broadcast(message);
        return;
      case 'presence':
        await this.presence(message);
        return;
      default:
        // Hosted Realtime ignores unexpected client events.
        return;
    }
  }

  /** @param {any} payload */
  async refreshToken(payload) {
    const token = isObject(payload) ? payload.access_token : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return;
    const check = await checkToken(this.hub.secret, token);
    if (!check.ok) {
      this.shutdown(check.message);
      return;
    }
    if (this.isPrivate) {
      const previous = this.readable;
      let readable;
      try {
        readable = await readPermissions(
          this.hub.db,
          { role: String(check.claims.role), claims: check.claims },
          this.subTopic,
        );
      } catch (error) {
        this.hub.log(
          `realtime: read authorization of ${this.subTopic} failed: ${errorText(error)}`,
        );
        readable = { broadcast: false, presence: false };
      }
      if (
        (previous?.broadcast && !readable.broadcast) ||
        (previous?.presence && !readable.presence)
      ) {
        this.shutdown(
          `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
        );
        return;
      }
      this.readable = readable;
      this.writable = undefined;
    }
    if (this.destroyed) return;
    this.token = token;
    this.claims = check.claims;
    this.scheduleTokenCheck();
  }

  /** @param {'broadcast' | 'presence'} extension */
  async canWrite(extension) {
    if (!this.isPrivate) return true;
    if (!this.writable) {
      try {
        this.writable = await writePermissions(
          this.hub.db,
          { role: this.role, claims: this.claims },
          this.subTopic,
        );
      } catch (error) {
        this.hub.log(
          `realtime: write authorization of ${this.subTopic} failed: ${errorText(error)}`,
        );
        return false;
      }
    }
    return this.writable[extension];
  }

  /** @param {InboundMessage} message */
  async broadcast(message) {
    const payload = message.payload;
    const user = message.userBroadcast;
    if (!user && !isObject(payload)) return;
    if (!(await this.canWrite('broadcast'))) return;
    for (const target of this.hub.topics.get(this.hubTopic) ?? []) {
      if (target === this && !this.selfBroadcast) continue;
      if (!target.canRead('broadcast')) continue;
      target.deliverBroadcast(payload, user);
    }
    if (this.ackBroadcast) this.connection.reply(this.joinRef, message.ref, this.topic, 'ok', {});
  }

  /**
   * @param {any} payload `{type: 'broadcast', event, payload}` from a JSON frame
   * @param {import('./protocol.mjs').UserBroadcast | undefined} user from a binary frame
   */
  deliverBroadcast(payload, user) {
    if (this.destroyed) return;
    const { vsn } = this.connection;
    if (user && vsn.startsWith('2.')) {
      try {
        this.connection.send(encodeUserBroadcast(this.topic, user));
      } catch (error) {
        this.hub.log(`realtime: broadcast not relayed: ${errorText(error)}`);
      }
      return;
    }
    // vsn 1.0.0 sockets cannot receive binary payloads.
    if (user && user.encoding !== 1) return;
    this.sendRaw('broadcast', JSON.stringify(payload));
  }

  /** @param {InboundMessage} message */
  async presence(message) {
    const payload = isObject(message.payload) ? message.payload : {};
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : undefined;
    /** @param {'ok' | 'error'} status @param {unknown} [response] */
    const answer = (status, response = {}) =>
      this.connection.reply(this.joinRef, message.ref, this.topic, status, response);
    if (event === 'track') {
      if (!(await this.canWrite('presence'))) {
        answer('error');
        return;
      }
      const meta = payload.payload ?? {};
      if (!isObject(meta)) {
        answer('error', { reason: 'Presence track payload must be a map' });
        return;
      }
      if (this.tracked && stableJson(this.tracked) === stableJson(meta)) {
        answer('ok');
        return;
      }
      this.tracked = meta;
      this.presenceEnabled = true;
      this.fanOutPresence(this.hub.presence.track(this.hubTopic, this, this.presenceKey, meta));
      answer('ok');
      return;
    }
    if (event === 'untrack') {
      this.tracked = undefined;
      const diff = this.hub.presence.untrack(this.hubTopic, this);
      if (diff) this.fanOutPresence(diff);
      answer('ok');
      return;
    }
    answer('error');
  }

  /** @param {import('./presence.mjs').PresenceDiff} diff */
  fanOutPresence(diff) {
    const raw = JSON.stringify(diff);
    for (const target of this.hub.topics.get(this.hubTopic) ?? []) {
      if (target.canRead('presence')) target.sendRaw('presence_diff', raw);
    }
  }
}

/** @param {unknown} error */
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
