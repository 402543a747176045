// @ts-check
/**
 * phx_join, as Supabase Realtime's channel join handles it: the topic and the channel cap, the
 * access token, read authorization of a private channel, the `postgres_changes` bindings
 * (parsed, checked against the catalog, their capture installed) and the `broadcast` /
 * `presence` options; then the reply and the channel's first system / presence_state messages.
 */
import { randomUUID } from 'node:crypto';
import { readPermissions } from './authorization.mjs';
import { Channel } from './channel.mjs';
import { parseSubscriptionParams } from './filters.mjs';
import { validateSubscription } from './subscriptions.mjs';
import { checkToken } from './tokens.mjs';
import { errorText, isObject, stableJson } from './util.mjs';

/**
 * @typedef {import('./protocol.mjs').InboundMessage} InboundMessage
 * @typedef {import('./changes.mjs').Binding} Binding
 * @typedef {import('./channel.mjs').Permissions} Permissions
 */

/** Realtime's flexible booleans: true, "true". @param {unknown} value */
const flag = (value) => value === true || value === 'true';

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

/**
 * Joins `message.topic` on `connection`, or answers why not.
 * @param {import('./connection.mjs').Connection} connection
 * @param {InboundMessage} message
 */
export async function join(connection, message) {
  const { topic, ref } = message;
  const joinRef = message.join_ref ?? ref;
  const payload = isObject(message.payload) ? message.payload : {};
  /** @param {string} reason */
  const refuse = (reason) => connection.reply(joinRef, ref, topic, 'error', { reason });
  if (!topic.startsWith('realtime:')) {
    connection.reply(null, ref, topic, 'error', { reason: 'unmatched topic' });
    return;
  }
  const subTopic = topic.slice('realtime:'.length);
  if (!subTopic) {
    refuse('TopicNameRequired: You must provide a topic name');
    return;
  }
  // As Realtime's limit_channels, before the token is looked at. A rejoin of a joined topic
  // has already left it (above), so it never counts against itself.
  if (connection.channels.size >= connection.hub.maxChannelsPerClient) {
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
  const token = requested && !requested.startsWith('sb_') ? requested : connection.apikey;
  const check = await checkToken(connection.hub.secret, token);
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
      readable = await readPermissions(connection.hub.db, identity, subTopic);
    } catch (error) {
      connection.hub.log(`realtime: read authorization of ${subTopic} failed: ${errorText(error)}`);
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
    isObject(raw) ? { .../** @type {object} */ (raw), id: bindingId(raw) } : { id: bindingId(raw) },
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
      validation = await validateSubscription(connection.hub.db, parsed.params, identity.role);
    } catch (error) {
      validation = { ok: /** @type {const} */ (false), message: errorText(error) };
    }
    if (!validation.ok) {
      bindingError = validation.message;
      break;
    }
    try {
      await connection.hub.ensureCapture(validation.tables);
    } catch (error) {
      connection.hub.log(`realtime: could not install capture: ${errorText(error)}`);
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
  if (connection.disposed) return;
  const presenceConfig = isObject(config.presence) ? config.presence : {};
  const broadcastConfig = isObject(config.broadcast) ? config.broadcast : {};
  const key = presenceConfig.key;
  const channel = new Channel(connection, {
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
  connection.channels.set(topic, channel);
  channel.register();
  connection.reply(joinRef, ref, topic, 'ok', { postgres_changes: echoed });
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
    channel.push('presence_state', connection.hub.presence.state(channel.hubTopic));
  }
}
