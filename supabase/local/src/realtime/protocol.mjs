// @ts-check
/**
 * Phoenix channel frames as Supabase Realtime speaks them.
 *
 * vsn 1.0.0: JSON objects `{topic, event, payload, ref}` (replies carry no join_ref).
 * vsn 2.0.0: JSON arrays `[join_ref, ref, topic, event, payload]`, plus Realtime's binary
 * frames: realtime-js sends a channel broadcast (`channel.send({type: 'broadcast', ...})`) as a
 * "user broadcast push" (kind 3) and decodes only "user broadcast" (kind 4) binary frames.
 */

export const KIND_PUSH = 0;
export const KIND_USER_BROADCAST_PUSH = 3;
export const KIND_USER_BROADCAST = 4;
export const ENCODING_BINARY = 0;
export const ENCODING_JSON = 1;

/**
 * @typedef {{ event: string, encoding: 0 | 1, data: Buffer, metadata: Record<string, unknown> }} UserBroadcast
 * @typedef {object} InboundMessage
 * @property {string | null} join_ref
 * @property {string | null} ref
 * @property {string} topic
 * @property {string} event
 * @property {any} payload
 * @property {UserBroadcast} [userBroadcast] set for a binary user broadcast push
 */

/** @param {unknown} value */
const refOf = (value) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : null;

/**
 * Decodes one websocket frame, or returns undefined when it is not a Phoenix message.
 * @param {string} vsn
 * @param {Buffer} data
 * @param {boolean} isBinary
 * @returns {InboundMessage | undefined}
 */
export function decodeFrame(vsn, data, isBinary) {
  if (isBinary) return vsn.startsWith('2.') ? decodeBinary(data) : undefined;
  let parsed;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  /** @type {InboundMessage | undefined} */
  let message;
  if (vsn.startsWith('2.')) {
    if (!Array.isArray(parsed) || parsed.length < 5) return undefined;
    const [joinRef, ref, topic, event, payload] = parsed;
    message = { join_ref: refOf(joinRef), ref: refOf(ref), topic, event, payload };
  } else {
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    message = {
      join_ref: refOf(parsed.join_ref),
      ref: refOf(parsed.ref),
      topic: parsed.topic,
      event: parsed.event,
      payload: parsed.payload,
    };
  }
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') return undefined;
  if (message.payload === undefined || message.payload === null) message.payload = {};
  return message;
}

/** @param {Buffer} data @returns {InboundMessage | undefined} */
function decodeBinary(data) {
  if (data.length < 1) return undefined;
  const kind = data[0];
  if (kind === KIND_USER_BROADCAST_PUSH) {
    if (data.length < 7) return undefined;
    const joinRefSize = data.readUInt8(1);
    const refSize = data.readUInt8(2);
    const topicSize = data.readUInt8(3);
    const eventSize = data.readUInt8(4);
    const metadataSize = data.readUInt8(5);
    const encoding = data.readUInt8(6);
    let offset = 7;
    /** @param {number} size */
    const take = (size) => {
      const part = data.subarray(offset, offset + size);
      offset += size;
      return part;
    };
    const total = 7 + joinRefSize + refSize + topicSize + eventSize + metadataSize;
    if (data.length < total) return undefined;
    const joinRef = take(joinRefSize).toString('utf8');
    const ref = take(refSize).toString('utf8');
    const topic = take(topicSize).toString('utf8');
    const event = take(eventSize).toString('utf8');
    const metadataText = take(metadataSize).toString('utf8');
    const body = Buffer.from(data.subarray(offset));
    /** @type {Record<string, unknown>} */
    let metadata = {};
    if (metadataText) {
      try {
        metadata = JSON.parse(metadataText);
      } catch {
        return undefined;
      }
    }
    const enc = encoding === ENCODING_BINARY ? ENCODING_BINARY : ENCODING_JSON;
    let payload;
    if (enc === ENCODING_JSON) {
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return undefined;
      }
    }
    return {
      join_ref: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event, payload },
      userBroadcast: { event, encoding: enc, data: body, metadata },
    };
  }
  if (kind === KIND_PUSH) {
    if (data.length < 4) return undefined;
    const joinRefSize = data.readUInt8(1);
    const topicSize = data.readUInt8(2);
    const eventSize = data.readUInt8(3);
    let offset = 4;
    const joinRef = data.subarray(offset, (offset += joinRefSize)).toString('utf8');
    const topic = data.subarray(offset, (offset += topicSize)).toString('utf8');
    const event = data.subarray(offset, (offset += eventSize)).toString('utf8');
    if (offset > data.length) return undefined;
    return { join_ref: joinRef || null, ref: null, topic, event, payload: {} };
  }
  return undefined;
}

/**
 * A server message: a reply, a push to one channel or a broadcast. `payload` is a value to
 * serialise or, with `rawPayload`, JSON text already built (postgres_changes data).
 * @param {string} vsn
 * @param {{ joinRef?: string | null, ref?: string | null, topic: string, event: string, payload?: unknown, rawPayload?: string }} message
 * @returns {string}
 */
export function encodeText(vsn, { joinRef = null, ref = null, topic, event, payload, rawPayload }) {
  const payloadText = rawPayload ?? JSON.stringify(payload ?? {});
  if (vsn.startsWith('2.')) {
    return `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadText}]`;
  }
  return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadText},"ref":${JSON.stringify(ref)}}`;
}

/**
 * A binary "user broadcast" frame (kind 4), which realtime-js decodes into
 * `{type: 'broadcast', event, payload, meta?}`.
 * @param {string} topic
 * @param {UserBroadcast} broadcast
 * @returns {Buffer}
 */
export function encodeUserBroadcast(topic, broadcast) {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) {
    throw new RangeError('topic and event must be at most 255 bytes');
  }
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    broadcast.encoding,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.data]);
}
