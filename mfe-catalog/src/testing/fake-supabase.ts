/**
 * A stand-in for the supabase-js client in unit tests: it implements only what this remote
 * calls (`rpc`, `from`, `storage.from().getPublicUrl`, `channel`/`removeChannel`). Every query builder records the calls
 * made on it (`select`, `eq`, `order`, `abortSignal`, `maybeSingle`…) and, when awaited, asks
 * `respond` for its result, so a test can answer by what was asked.
 */
import type { BonisClient } from '@bonis/supabase-client';

export interface FakeResult {
  data: unknown;
  error: unknown;
}

export interface FakeCall {
  method: string;
  args: unknown[];
}

export interface FakeRequest {
  /** `rpc` or `from` */
  kind: 'rpc' | 'from';
  /** the function or table name */
  name: string;
  /** the rpc arguments (undefined for `from`) */
  args: unknown;
  /** the builder calls after `rpc()`/`from()`, in order */
  calls: FakeCall[];
}

export type Respond = (request: FakeRequest) => FakeResult | Promise<FakeResult>;

function builder(request: FakeRequest, respond: Respond): unknown {
  let result: Promise<FakeResult> | undefined;
  const proxy: object = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') {
          result ??= Promise.resolve().then(() => respond(request));
          return result.then.bind(result);
        }
        return (...args: unknown[]) => {
          request.calls.push({ method: String(property), args });
          return proxy;
        };
      },
    },
  );
  return proxy;
}

export function createFakeSupabase(respond: Respond) {
  const requests: FakeRequest[] = [];
  const start = (kind: FakeRequest['kind'], name: string, args?: unknown) => {
    const request: FakeRequest = { kind, name, args, calls: [] };
    requests.push(request);
    return builder(request, respond);
  };
  /** the realtime listeners by table, so a test can play a change */
  const listeners: { table: string; callback: (payload: unknown) => void }[] = [];
  const removedChannels: string[] = [];
  const fake = {
    channel: (name: string) => {
      const channel = {
        name,
        on: (_type: string, filter: { table: string }, callback: (payload: unknown) => void) => {
          listeners.push({ table: filter.table, callback });
          return channel;
        },
        subscribe: () => channel,
      };
      return channel;
    },
    removeChannel: (channel: { name: string }) => {
      removedChannels.push(channel.name);
      return Promise.resolve('ok');
    },
    rpc: (name: string, args?: unknown) => start('rpc', name, args),
    from: (name: string) => start('from', name),
    storage: {
      from: (bucket: string) => ({
        getPublicUrl: (path: string) => ({
          data: { publicUrl: `https://storage.test/${bucket}/${path}` },
        }),
      }),
    },
  };
  /** plays a realtime change of `table` to every listener */
  const emit = (table: string, payload: unknown = {}) => {
    for (const listener of listeners) if (listener.table === table) listener.callback(payload);
  };
  return { client: fake as unknown as BonisClient, requests, emit, removedChannels };
}

/** A promise with its resolve exposed, to hold a response until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The first recorded request that called `method` (`insert`, `update`…); throws when none did. */
export function requestWith(requests: FakeRequest[], method: string): FakeRequest {
  const found = requests.find((request) => request.calls.some((call) => call.method === method));
  if (!found) throw new Error(`no request called ${method}`);
  return found;
}
