// @ts-check
/**
 * One joined channel, as Supabase Realtime's channel process keeps it: its registration under
 * its (public|private) topic, the token it was joined with (re-confirmed, refreshed by
 * access_token, the channel closed once it expires), and the client's events on it: broadcast
 * (relayed to the topic's readers) and presence (track / untrack, diffs fanned out).
 * postgres_changes reach it through `sendRaw` (changes.mjs).
 */
import { readPermissions, writePermissions } from './authorization.mjs';
import { encodeText, encodeUserBroadcast } from './protocol.mjs';
import { checkToken, secondsLeft } from './tokens.mjs';
import { errorText, isObject, stableJson } from './util.mjs';

/** hosted Realtime re-confirms a channel's token at least this often */
const CONFIRM_TOKEN_MS = 5 * 60 * 1000;

/**
 * @typedef {import('./protocol.mjs').InboundMessage} InboundMessage
 * @typedef {import('./changes.mjs').Binding} Binding
 * @typedef {{ broadcast: boolean, presence: boolean }} Permissions
 */

export class Channel {
  /**
   * @param {import('./connection.mjs').Connection} connection
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
