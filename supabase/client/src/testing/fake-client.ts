import type { BonisClient } from '../client';

/**
 * `@bonis/supabase-client/testing`: a stand-in for the page's supabase-js client in the remotes'
 * unit tests (never in an integration test: those talk to the local server). Every
 * `from(table)` chain is recorded and answered by the test's handler for that table, every
 * `rpc(name, args)` by its handler. Only the builder methods the remotes use exist.
 */
export interface FakeCall {
  method: string;
  args: unknown[];
}

export interface FakeQuery {
  table: string;
  calls: FakeCall[];
}

export interface FakeResult {
  data?: unknown;
  error?: unknown;
}

type Answer = FakeResult | Promise<FakeResult>;

export type TableHandler = (query: FakeQuery) => Answer;
export type RpcHandler = (args: unknown) => Answer;

interface Response {
  data: unknown;
  error: unknown;
}

const respond = (answer: () => Answer): Promise<Response> =>
  Promise.resolve()
    .then(answer)
    .then((result) => ({ data: result.data ?? null, error: result.error ?? null }));

class FakeQueryBuilder implements PromiseLike<Response> {
  constructor(
    private readonly query: FakeQuery,
    private readonly handler: TableHandler,
  ) {}

  private record(method: string, args: unknown[]): this {
    this.query.calls.push({ method, args });
    return this;
  }

  select(...args: unknown[]) {
    return this.record('select', args);
  }
  delete(...args: unknown[]) {
    return this.record('delete', args);
  }
  eq(...args: unknown[]) {
    return this.record('eq', args);
  }
  order(...args: unknown[]) {
    return this.record('order', args);
  }
  limit(...args: unknown[]) {
    return this.record('limit', args);
  }
  maybeSingle() {
    return this.record('maybeSingle', []);
  }

  then<A = Response, B = never>(
    onFulfilled?: ((value: Response) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return respond(() => this.handler(this.query)).then(onFulfilled, onRejected);
  }
}

export interface FakeSupabase {
  /** pass to provideSupabase */
  client: BonisClient;
  /** every table query made, in order */
  queries: FakeQuery[];
  /** every rpc call made, in order */
  rpcCalls: { fn: string; args: unknown }[];
}

export function createFakeSupabase({
  tables = {},
  rpc = {},
}: {
  tables?: Record<string, TableHandler>;
  rpc?: Record<string, RpcHandler>;
}): FakeSupabase {
  const queries: FakeQuery[] = [];
  const rpcCalls: FakeSupabase['rpcCalls'] = [];
  const fake = {
    from(table: string) {
      const handler = tables[table];
      if (!handler) throw new Error(`fake supabase: no handler for table "${table}"`);
      const query: FakeQuery = { table, calls: [] };
      queries.push(query);
      return new FakeQueryBuilder(query, handler);
    },
    rpc(fn: string, args: unknown) {
      const handler = rpc[fn];
      if (!handler) throw new Error(`fake supabase: no handler for rpc "${fn}"`);
      rpcCalls.push({ fn, args });
      return respond(() => handler(args));
    },
    storage: {
      from: (bucket: string) => ({
        getPublicUrl: (path: string) => ({
          data: { publicUrl: `https://storage.test/${bucket}/${path}` },
        }),
      }),
    },
  };
  return { client: fake as unknown as BonisClient, queries, rpcCalls };
}

/** The calls of a recorded query with the given method, e.g. every `eq`. */
export const callsOf = (query: FakeQuery | undefined, method: string) =>
  (query?.calls ?? []).filter((call) => call.method === method).map((call) => call.args);

/** A PostgREST-shaped error, as supabase-js returns it. */
export const postgrestError = (message: string, code = 'P0001') => ({
  message,
  code,
  details: '',
  hint: '',
});
