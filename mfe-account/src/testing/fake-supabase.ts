/**
 * A small stand-in for the page's supabase-js client in unit tests: only the calls this remote
 * makes. Table queries record their chain (`select`, `eq`, `order`…) and resolve to what the
 * test's handler returns; auth methods are `vi.fn`s resolving to `{ data, error: null }`.
 */
import { vi } from 'vitest';
import { provideSupabase, type BonisClient } from '@bonis/supabase-client';

export interface RecordedCall {
  method: string;
  args: unknown[];
}

export interface RecordedQuery {
  table: string;
  calls: RecordedCall[];
}

export interface TableResult {
  data?: unknown;
  error?: unknown;
  count?: number | null;
}

/** Answers one query on a table, given its recorded chain. Throw to make the request reject. */
export type TableHandler = (calls: RecordedCall[]) => TableResult | Promise<TableResult>;

const CHAIN_METHODS = [
  'select',
  'insert',
  'update',
  'upsert',
  'delete',
  'eq',
  'neq',
  'in',
  'order',
  'limit',
  'range',
  'single',
  'maybeSingle',
] as const;

type ChainMethod = (typeof CHAIN_METHODS)[number];
type FakeQuery = { [M in ChainMethod]: (...args: unknown[]) => FakeQuery } & PromiseLike<unknown>;

function fakeQuery(query: RecordedQuery, handler: TableHandler | undefined): FakeQuery {
  const run = async () => {
    if (!handler) throw new Error(`fake supabase: no handler for table "${query.table}"`);
    const result = await handler(query.calls);
    return { data: result.data ?? null, error: result.error ?? null, count: result.count ?? null };
  };
  const builder: Partial<FakeQuery> = {
    then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected),
  };
  for (const method of CHAIN_METHODS) {
    builder[method] = (...args: unknown[]) => {
      query.calls.push({ method, args });
      return builder as FakeQuery;
    };
  }
  return builder as FakeQuery;
}

export interface FakeAuthResult {
  data: unknown;
  error: unknown;
}

type AuthCall = (params?: unknown, options?: unknown) => Promise<FakeAuthResult>;

export interface FakeAuth {
  signInWithPassword: ReturnType<typeof vi.fn<AuthCall>>;
  signUp: ReturnType<typeof vi.fn<AuthCall>>;
  resetPasswordForEmail: ReturnType<typeof vi.fn<AuthCall>>;
  signInWithOtp: ReturnType<typeof vi.fn<AuthCall>>;
  verifyOtp: ReturnType<typeof vi.fn<AuthCall>>;
  signOut: ReturnType<typeof vi.fn<AuthCall>>;
  getSession: ReturnType<typeof vi.fn<AuthCall>>;
  updateUser: ReturnType<typeof vi.fn<AuthCall>>;
}

type StorageCall = (...args: unknown[]) => Promise<FakeAuthResult>;

/** The storage calls made here; each records its bucket as the first argument. */
export interface FakeStorage {
  upload: ReturnType<typeof vi.fn<StorageCall>>;
  remove: ReturnType<typeof vi.fn<StorageCall>>;
}

export interface FakeSupabase {
  auth: FakeAuth;
  /** every table query made, in order */
  queries: RecordedQuery[];
  storage: FakeStorage;
  /** sets (or replaces) how a table answers */
  onTable: (table: string, handler: TableHandler) => void;
}

const ok = (data: unknown = {}) => vi.fn<AuthCall>(async () => ({ data, error: null }));

/** Creates the fake and provides it as the page's client (`getSupabase()` returns it). */
export function provideFakeSupabase(tables: Record<string, TableHandler> = {}): FakeSupabase {
  const handlers = new Map(Object.entries(tables));
  const queries: RecordedQuery[] = [];
  const auth: FakeAuth = {
    signInWithPassword: ok({ user: { id: 'user-1' }, session: { access_token: 'token' } }),
    signUp: ok({ user: { id: 'user-1', identities: [{ id: 'identity-1' }] }, session: null }),
    resetPasswordForEmail: ok(),
    signInWithOtp: ok({ user: null, session: null }),
    verifyOtp: ok({ user: { id: 'user-1' }, session: { access_token: 'token' } }),
    signOut: vi.fn<AuthCall>(async () => ({ data: null, error: null })),
    getSession: ok({
      session: {
        user: {
          id: 'user-1',
          email: 'ana@correo.co',
          phone: '',
          created_at: '2026-01-15T15:00:00Z',
        },
      },
    }),
    updateUser: ok({ user: { id: 'user-1' } }),
  };
  const storage: FakeStorage = {
    upload: vi.fn<StorageCall>(async (_bucket, path) => ({ data: { path }, error: null })),
    remove: vi.fn<StorageCall>(async () => ({ data: [], error: null })),
  };
  const client = {
    auth,
    from: (table: string) => {
      const query: RecordedQuery = { table, calls: [] };
      queries.push(query);
      return fakeQuery(query, handlers.get(table));
    },
    storage: {
      from: (bucket: string) => ({
        getPublicUrl: (path: string) => ({
          data: { publicUrl: `https://storage.test/${bucket}/${path}` },
        }),
        upload: (...args: unknown[]) => storage.upload(bucket, ...args),
        remove: (...args: unknown[]) => storage.remove(bucket, ...args),
      }),
    },
  };
  provideSupabase(client as unknown as BonisClient);
  return { auth, storage, queries, onTable: (table, handler) => handlers.set(table, handler) };
}

/** The arguments of the first call named `method` in a recorded chain. */
export function argsOf(query: RecordedQuery | undefined, method: string): unknown[] | undefined {
  return query?.calls.find((call) => call.method === method)?.args;
}
