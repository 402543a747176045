// @ts-check
/**
 * The HTTP broadcast API, served in-process (the core server does not route /realtime/v1 HTTP
 * requests yet), driven by supabase-js. Public channels need no database.
 */
import { createServer } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpError, sendJson } from '../http.mjs';
import { apiKeys } from '../keys.mjs';
import { createRealtimeService } from './index.mjs';

const secret = 'a-local-test-secret-with-at-least-32-characters';
/** @type {import('node:http').Server} */
let server;
/** @type {string} */
let apiUrl;
/** @type {{ anonKey: string, serviceRoleKey: string }} */
let keys;
/** @type {ReturnType<typeof createRealtimeService>} */
let realtime;

beforeAll(async () => {
  keys = await apiKeys(secret);
  const ctx = /** @type {any} */ ({
    config: { jwtSecret: secret },
    db: { kind: 'pglite', query: async () => ({ rows: [] }) },
    keys,
    log: () => {},
  });
  realtime = createRealtimeService(ctx);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    realtime.handle(req, res, url).catch((error) => {
      if (error instanceof HttpError) sendJson(res, error.status, error.body);
      else sendJson(res, 500, { message: String(error) });
    });
  });
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  apiUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await realtime.close();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
});

/** A supabase-js client subscribed to `name`, collecting its broadcasts. */
async function listener(/** @type {string} */ name) {
  const supabase = createClient(apiUrl, keys.anonKey, {
    realtime: { transport: /** @type {any} */ (WebSocket) },
  });
  /** @type {Record<string, any>[]} */
  const received = [];
  /** @type {((value: Record<string, any>) => void)[]} */
  const waiting = [];
  const channel = supabase.channel(name).on('broadcast', { event: '*' }, (message) => {
    received.push(message);
    waiting.shift()?.(message);
  });
  await new Promise((resolve, reject) =>
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve(undefined);
      else if (status !== 'CLOSED') reject(new Error(status));
    }),
  );
  return {
    supabase,
    channel,
    received,
    next: () =>
      /** @type {Promise<Record<string, any>>} */ (new Promise((resolve) => waiting.push(resolve))),
  };
}

describe('realtime HTTP broadcast API', () => {
  it('delivers channel.httpSend() to subscribers, JSON and binary', async () => {
    const name = `http-${Math.random().toString(36).slice(2)}`;
    const target = await listener(name);
    const sender = createClient(apiUrl, keys.anonKey, {
      realtime: { transport: /** @type {any} */ (WebSocket) },
    }).channel(name);
    try {
      const json = target.next();
      expect(await sender.httpSend('hello', { from: 'http' })).toEqual({ success: true });
      expect(await json).toEqual({ type: 'broadcast', event: 'hello', payload: { from: 'http' } });

      const binary = target.next();
      expect(await sender.httpSend('bytes', new Uint8Array([1, 2, 3]))).toEqual({ success: true });
      const message = await binary;
      expect([...new Uint8Array(message.payload)]).toEqual([1, 2, 3]);
    } finally {
      await target.supabase.removeAllChannels();
    }
  });

  it('accepts a batch of messages with 202 and rejects an invalid one with 422', async () => {
    const name = `batch-${Math.random().toString(36).slice(2)}`;
    const target = await listener(name);
    try {
      const arrived = target.next();
      const ok = await fetch(`${apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: [{ topic: name, event: 'e', payload: { n: 1 }, id: 'm1' }],
        }),
      });
      expect(ok.status).toBe(202);
      expect(await ok.text()).toBe('');
      expect(await arrived).toEqual({
        type: 'broadcast',
        event: 'e',
        payload: { n: 1 },
        meta: { id: 'm1' },
      });

      const bad = await fetch(`${apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: name }] }),
      });
      expect(bad.status).toBe(422);
      const unauthorized = await fetch(`${apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: 'nope', 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: name, event: 'e', payload: {} }] }),
      });
      expect(unauthorized.status).toBe(401);
    } finally {
      await target.supabase.removeAllChannels();
    }
  });
});
