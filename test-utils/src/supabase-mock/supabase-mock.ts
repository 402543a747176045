/**
 * `supabaseMock`: the page's Supabase, mocked at the HTTP level with msw, so a component test
 * runs the real supabase-js (the one `createBonisClient` builds) against handlers the test sets.
 * The shared setup file starts the server, provides a fresh client before each test and resets
 * everything after it. See README.md, "Supabase (msw)".
 */
import { setupServer } from 'msw/node';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Session, SupportedStorage, User } from '@supabase/supabase-js';
import { createBonisClient, provideSupabase, type BonisClient } from '@bonis/supabase-client';
import {
  TEST_USER,
  authError,
  authHandlers,
  issueSession,
  rememberUser,
  resetAuthHandlers,
  resetAuthState,
  setAuthHandler,
  testUser,
  type AuthErrorInit,
  type AuthHandler,
  type AuthMockError,
  type TestUserInput,
} from './auth';
import { realtime, realtimeHandler, resetRealtime, type RealtimeMock } from './realtime';
import {
  createTableMock,
  postgrestError,
  rpcHandlers,
  type FunctionName,
  type HandlerOptions,
  type PostgrestErrorInit,
  type PostgrestMockError,
  type RpcHandler,
  type TableMock,
  type TableName,
} from './rest';
import {
  SUPABASE_TEST_ANON_KEY,
  SUPABASE_TEST_URL,
  isStale,
  markedFetch,
  nextTest,
  requestLog,
  unanswered,
  type SupabaseRequest,
} from './shared';

/** An earlier test's request that no handler of this test matches: left unanswered too. */
const staleRequests = http.all(
  ({ request }) => request.url.startsWith(`${SUPABASE_TEST_URL}/`) && isStale(request),
  () => unanswered(),
);

/** The msw server of the test run (the shared setup listens, resets and closes it). */
export const server = setupServer(...authHandlers, realtimeHandler, staleRequests);

const register = (...handlers: HttpHandler[]) => server.use(...handlers);

/** An in-memory `localStorage` for one client, so no session outlives its test. */
function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let clients = 0;
let test = 0;
let current:
  | { client: BonisClient; storage: ReturnType<typeof memoryStorage>; storageKey: string }
  | undefined;

/**
 * A client as the shell builds it (`createBonisClient`) for the test project, with its own
 * in-memory storage and storage key (auth-js warns about two clients on one key), no token
 * auto-refresh timer, no session read from the URL, and no automatic retry of a failed read
 * (postgrest-js waits 1 s, 2 s and 4 s before giving up; like the test QueryClient, a failure
 * shows at once). Its requests carry the test's number, so one still in flight when the test
 * ends is never answered by the next test's handlers.
 */
function createTestClient(session?: Session) {
  clients += 1;
  const storage = memoryStorage();
  const storageKey = `sb-supabase-test-auth-token-${clients}`;
  if (session) storage.setItem(storageKey, JSON.stringify(session));
  const client = createBonisClient({
    url: SUPABASE_TEST_URL,
    anonKey: SUPABASE_TEST_ANON_KEY,
    options: {
      auth: { storage, storageKey, autoRefreshToken: false, detectSessionInUrl: false },
      db: { retry: false },
      global: { fetch: markedFetch(test) },
    },
  });
  return { client, storage, storageKey };
}

function dispose(client: BonisClient): void {
  void client.auth.dispose();
  void client.removeAllChannels().catch(() => undefined);
  client.realtime.disconnect();
}

function provideNewClient(session?: Session): BonisClient {
  const previous = current;
  current = createTestClient(session);
  provideSupabase(current.client);
  if (previous) dispose(previous.client);
  return current.client;
}

/** Before each test (shared setup): a fresh client provided as the page's, nobody signed in. */
export function startSupabaseTest(): void {
  test = nextTest();
  provideNewClient();
}

/** After each test (shared setup): handlers, log, users, channels and the client go. */
export function endSupabaseTest(): void {
  nextTest(); // from now on the ended test's requests are stale
  server.resetHandlers();
  resetAuthHandlers();
  resetAuthState();
  resetRealtime();
  requestLog.length = 0;
  if (current) dispose(current.client);
  current = undefined;
}

export interface SignedIn {
  user: User;
  session: Session;
  /** the page's client, restored with the session */
  client: BonisClient;
}

export interface SupabaseMock {
  /** the page's client of this test (what `getSupabase()` returns) */
  readonly client: BonisClient;
  /** every request the page sent to Supabase in this test, in order */
  readonly requests: SupabaseRequest[];
  /** the argument bodies of every call to a database function, in order */
  rpcCalls: (name: FunctionName | (string & {})) => Record<string, unknown>[];
  /** sets how a table (or view) answers: `.get(…)`, `.post(…)`, `.patch(…)`, `.delete(…)` */
  table: (name: TableName | (string & {})) => TableMock;
  /** sets how a database function answers (`POST /rest/v1/rpc/<name>`) */
  rpc: (name: FunctionName | (string & {}), handler: RpcHandler, options?: HandlerOptions) => void;
  /** a PostgREST error (`{ code, message, details, hint }`, PostgREST's status for the code) */
  error: (init: PostgrestErrorInit) => PostgrestMockError;
  /** an auth error (GoTrue's `{ code, message }`; auth-js gives `error.code` and `.status`) */
  authError: (init: AuthErrorInit) => AuthMockError;
  /** a failed request (no answer at all): supabase-js reports a fetch error */
  networkError: () => Response;
  /**
   * Starts the test signed in: the user's session (fields over TEST_USER's) is in the client's
   * storage, as after a sign-in in an earlier visit, and a new page client restores it, so
   * `auth.getSession()` and `onAuthStateChange` (INITIAL_SESSION) see it and requests carry its
   * token. Call it before rendering.
   */
  signedIn: (user?: TestUserInput) => SignedIn;
  /** auth endpoints, each with a default answer the test may replace */
  auth: {
    /** `POST /token?grant_type=password` (`signInWithPassword`) */
    signIn: (handler: AuthHandler) => void;
    /** `POST /token?grant_type=refresh_token` */
    refresh: (handler: AuthHandler) => void;
    /** `POST /signup` */
    signUp: (handler: AuthHandler) => void;
    /** `POST /otp` (`signInWithOtp`) */
    otp: (handler: AuthHandler) => void;
    /** `POST /verify` (`verifyOtp`) */
    verify: (handler: AuthHandler) => void;
    /** `POST /recover` (`resetPasswordForEmail`) */
    recover: (handler: AuthHandler) => void;
    /** `GET /user` (`getUser`) */
    user: (handler: AuthHandler) => void;
    /** `PUT /user` (`updateUser`) */
    updateUser: (handler: AuthHandler) => void;
    /** `POST /logout` (`signOut`) */
    logout: (handler: AuthHandler) => void;
  };
  /** the realtime socket: joined channels, and `postgres_changes` pushed by the test */
  realtime: RealtimeMock;
}

export const supabaseMock: SupabaseMock = {
  get client() {
    if (!current) {
      throw new Error(
        'supabaseMock.client: no test is running, or the package does not load @bonis/test-utils/setup',
      );
    }
    return current.client;
  },
  requests: requestLog,
  rpcCalls: (name) =>
    requestLog
      .filter((request) => request.path === `/rest/v1/rpc/${name}`)
      .map((request) => (request.body ?? {}) as Record<string, unknown>),
  table: (name) => createTableMock(register, name),
  rpc: (name, handler, options) => register(...rpcHandlers(name, handler, options)),
  error: postgrestError,
  authError,
  networkError: () => HttpResponse.error(),
  signedIn: (input = {}) => {
    const user = rememberUser(input);
    const session = issueSession(user);
    const client = provideNewClient(session);
    return { user, session, client };
  },
  auth: {
    signIn: (handler) => setAuthHandler('signIn', handler),
    refresh: (handler) => setAuthHandler('refresh', handler),
    signUp: (handler) => setAuthHandler('signUp', handler),
    otp: (handler) => setAuthHandler('otp', handler),
    verify: (handler) => setAuthHandler('verify', handler),
    recover: (handler) => setAuthHandler('recover', handler),
    user: (handler) => setAuthHandler('user', handler),
    updateUser: (handler) => setAuthHandler('updateUser', handler),
    logout: (handler) => setAuthHandler('logout', handler),
  },
  realtime,
};

export { SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_URL, TEST_USER, testUser };
