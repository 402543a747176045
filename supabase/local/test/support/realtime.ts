import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';

/** Items arriving over time, awaited by predicate (no sleeps). */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push = (item: T) => {
    this.items.push(item);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(item)) return true;
      waiter.resolve(item);
      return false;
    });
  };

  /** The first item (already received or future) matching `match`. */
  waitFor(match: (item: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
    const found = this.items.find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(
            `nothing matching arrived in ${timeoutMs} ms; got ${JSON.stringify(this.items)}`,
          ),
        );
      }, timeoutMs);
      const done = (item: T) => {
        clearTimeout(timer);
        resolve(item);
      };
      this.waiters.push({ match, resolve: done });
    });
  }
}

const clients: SupabaseClient[] = [];

/**
 * A supabase-js client whose realtime identity is `token` (a JWT from mintJwt) or the anon key
 * when null. The token comes from the `accessToken` option, so realtime-js keeps sending it
 * (with only `setAuth(jwt)`, supabase-js would switch back to the anon key on the next join or
 * heartbeat, exactly as against hosted Supabase when no user is signed in).
 */
export async function realtimeClient(token: string | null = null, options: { vsn?: string } = {}) {
  let current = token;
  const supabase = createClient(inject('apiUrl'), inject('anonKey'), {
    accessToken: async () => current,
    realtime: {
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
      ...(options.vsn ? { vsn: options.vsn } : {}),
    },
  });
  clients.push(supabase);
  // Resolve the token before the first join, so the join payload carries it.
  await supabase.realtime.setAuth(current);
  return {
    supabase,
    /** Changes the identity of the joined channels (pushes `access_token`). */
    setToken: async (next: string | null) => {
      current = next;
      await supabase.realtime.setAuth(next);
    },
  };
}

/** Leaves every channel and closes every socket opened by realtimeClient(). */
export async function closeRealtimeClients() {
  const all = clients.splice(0);
  await Promise.all(all.map((supabase) => supabase.removeAllChannels().catch(() => undefined)));
}

/**
 * Resolves once the server has handled everything this client sent before (a heartbeat reply
 * comes after it: the server handles a socket's messages in order).
 */
export function flush(supabase: SupabaseClient): Promise<void> {
  return new Promise((resolve) => {
    supabase.realtime.onHeartbeat((status) => {
      if (status === 'ok') resolve();
    });
    void supabase.realtime.sendHeartbeat();
  });
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the channel error otherwise. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not subscribed in time')), timeoutMs);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
}

/** The status a subscription ends in when it does not become SUBSCRIBED. */
export function subscriptionFailure(
  channel: RealtimeChannel,
  timeoutMs = 10_000,
): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no failure in time')), timeoutMs);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') return;
      clearTimeout(timer);
      resolve({ status, error });
    });
  });
}

export function websocketUrl(params: Record<string, string>) {
  const url = new URL('realtime/v1/websocket', `${inject('apiUrl')}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export type Frame = { text?: unknown; binary?: Buffer };

/** A raw websocket to the realtime endpoint, for protocol details supabase-js hides. */
export async function rawSocket(params: Record<string, string>) {
  const ws = new WebSocket(websocketUrl(params));
  const frames = new Inbox<Frame>();
  ws.on('message', (data, isBinary) => {
    const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
    frames.push(isBinary ? { binary: buffer } : { text: JSON.parse(buffer.toString('utf8')) });
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let ref = 0;
  return {
    ws,
    frames,
    closed,
    nextRef: () => String(++ref),
    send: (message: unknown) =>
      ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => ws.close(),
  };
}

/** How the server answers a websocket upgrade it refuses. */
export function refusedUpgrade(params: Record<string, string>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const ws = new WebSocket(websocketUrl(params));
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) });
        ws.terminate();
      });
    });
    ws.on('error', () => {});
  });
}
