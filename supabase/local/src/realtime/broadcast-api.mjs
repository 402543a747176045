// @ts-check
/**
 * Realtime's HTTP broadcast API, which realtime-js uses for `channel.httpSend()` and when
 * `channel.send()` is called on a channel that is not joined:
 *
 *   POST /realtime/v1/api/broadcast                       {messages: [{topic, event, payload, private?, id?}]}
 *   POST /realtime/v1/api/broadcast/:topic/events/:event  JSON or application/octet-stream body, ?private=true
 *
 * Both answer 202 with an empty body. Private messages are sent only when the caller may write
 * the topic (RLS on realtime.messages); others are dropped silently, as hosted Realtime does.
 */
import { HttpError, readBody, sendJson } from '../http.mjs';
import { writePermissions } from './authorization.mjs';
import { ENCODING_BINARY } from './protocol.mjs';
import { checkToken } from './tokens.mjs';

/** Hosted Realtime's default payload limit per message. */
const MAX_BODY_BYTES = 3 * 1024 * 1024;

/**
 * @typedef {{ topic: string, event: string, payload: unknown, private: boolean, id?: string, binary?: Buffer }} OutgoingBroadcast
 */

/** @param {unknown} value */
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * @param {{ db: import('../db/adapter.mjs').Database, secret: string, topics: Map<string, Set<import('./channel.mjs').Channel>>, log: (line: string) => void }} hub
 */
export function createBroadcastApi(hub) {
  /**
   * @param {OutgoingBroadcast} message
   */
  const fanOut = (message) => {
    const targets = hub.topics.get(`${message.private ? 'private' : 'public'}:${message.topic}`);
    /** @type {Record<string, unknown>} */
    const payload = { type: 'broadcast', event: message.event, payload: message.payload };
    if (message.id !== undefined) payload.meta = { id: message.id };
    for (const channel of targets ?? []) {
      if (!channel.canRead('broadcast')) continue;
      channel.deliverBroadcast(
        payload,
        message.binary
          ? { event: message.event, encoding: ENCODING_BINARY, data: message.binary, metadata: {} }
          : undefined,
      );
    }
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<{ role: string, claims: Record<string, any> }>}
   */
  const caller = async (req) => {
    const authorization = req.headers.authorization;
    const bearer =
      typeof authorization === 'string' && /^bearer\s+/i.test(authorization)
        ? authorization.replace(/^bearer\s+/i, '').trim()
        : undefined;
    const apikey = Array.isArray(req.headers.apikey) ? req.headers.apikey[0] : req.headers.apikey;
    const check = await checkToken(hub.secret, bearer || apikey);
    if (!check.ok) throw new HttpError(401, { message: check.message });
    return { role: String(check.claims.role), claims: check.claims };
  };

  /**
   * Sends the messages the caller may send (private ones need the write policy).
   * @param {{ role: string, claims: Record<string, any> }} identity
   * @param {OutgoingBroadcast[]} messages
   */
  const send = async (identity, messages) => {
    /** @type {Map<string, boolean>} */
    const allowed = new Map();
    for (const message of messages) {
      if (message.private) {
        if (!allowed.has(message.topic)) {
          let permitted = identity.role === 'service_role';
          if (!permitted) {
            try {
              permitted = (await writePermissions(hub.db, identity, message.topic)).broadcast;
            } catch (error) {
              hub.log(
                `realtime: write authorization failed: ${error instanceof Error ? error.message : error}`,
              );
            }
          }
          allowed.set(message.topic, permitted);
        }
        if (!allowed.get(message.topic)) continue;
      }
      fanOut(message);
    }
  };

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    handle: async (req, res, url) => {
      const path = url.pathname.replace(/^\/realtime\/v1/, '').replace(/\/+$/, '');
      const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
      if (path !== '/api/broadcast' && !single) {
        throw new HttpError(404, { message: 'no Route matched with those values' });
      }
      if (req.method !== 'POST') throw new HttpError(405, { message: 'Method Not Allowed' });
      const identity = await caller(req);
      const body = await readBody(req, MAX_BODY_BYTES);
      const type = String(req.headers['content-type'] ?? '').toLowerCase();

      if (single) {
        const topic = decodeURIComponent(single[1] ?? '');
        const event = decodeURIComponent(single[2] ?? '');
        const isPrivate = url.searchParams.get('private') === 'true';
        /** @type {OutgoingBroadcast} */
        let message;
        if (type.startsWith('application/octet-stream')) {
          message = { topic, event, payload: null, private: isPrivate, binary: body };
        } else if (type.startsWith('application/json') || !type) {
          let payload;
          try {
            payload = JSON.parse(body.toString('utf8') || 'null');
          } catch {
            throw new HttpError(422, { errors: { payload: ['is invalid'] } });
          }
          if (!isObject(payload)) throw new HttpError(422, { errors: { payload: ['is invalid'] } });
          message = { topic, event, payload, private: isPrivate };
        } else {
          throw new HttpError(415, { message: 'Unsupported Media Type' });
        }
        await send(identity, [message]);
        res.writeHead(202).end();
        return;
      }

      let parsed;
      try {
        parsed = JSON.parse(body.toString('utf8') || 'null');
      } catch {
        throw new HttpError(422, { errors: { messages: ["can't be blank"] } });
      }
      const list = isObject(parsed) ? /** @type {any} */ (parsed).messages : undefined;
      if (!Array.isArray(list) || list.length === 0) {
        throw new HttpError(422, { errors: { messages: ["can't be blank"] } });
      }
      /** @type {OutgoingBroadcast[]} */
      const messages = [];
      /** @type {Record<string, string[]>[]} */
      const errors = [];
      for (const item of list) {
        /** @type {Record<string, string[]>} */
        const problems = {};
        const m = isObject(item) ? /** @type {Record<string, unknown>} */ (item) : {};
        for (const field of ['topic', 'event']) {
          if (typeof m[field] !== 'string' || !m[field]) problems[field] = ["can't be blank"];
        }
        if (!isObject(m.payload)) problems.payload = ["can't be blank"];
        errors.push(problems);
        messages.push({
          topic: String(m.topic),
          event: String(m.event),
          payload: m.payload,
          private: m.private === true || m.private === 'true',
          ...(typeof m.id === 'string' ? { id: m.id } : {}),
        });
      }
      if (errors.some((e) => Object.keys(e).length)) {
        sendJson(res, 422, { errors: { messages: errors } });
        return;
      }
      await send(identity, messages);
      res.writeHead(202).end();
    },
  };
}
