/**
 * What every part of the Supabase mock shares: the test project's address and anon key, the
 * log of the requests a test made, and the small JWT codec the mock's tokens use.
 */

/** The Supabase URL of the test client (`.test` never resolves, so nothing leaves the machine). */
export const SUPABASE_TEST_URL = 'http://supabase.test';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned-looking JWT with the given claims (nothing in a test verifies signatures). */
export function encodeJwt(claims: Record<string, unknown>): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(claims))}.${base64Url('supabase-test-signature')}`;
}

/** The claims of a JWT, or undefined when the text is not one. */
export function decodeJwt(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each test's client marks its requests with the test's number. A request still in flight when
 * its test ended (a query started by a component the test did not wait for) reaches msw after
 * the next test set its handlers: it must not be answered, logged or counted there, so the
 * mock leaves it unanswered, as a page that has been left would.
 */
const TEST_HEADER = 'x-supabase-mock-test';
let currentTest = 0;

/** Starts a new test: requests marked with an earlier number are stale from now on. */
export function nextTest(): number {
  currentTest += 1;
  return currentTest;
}

/** A `fetch` for the test's client that marks every request with the test's number. */
export function markedFetch(test: number): typeof fetch {
  return (input, init) => {
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set(TEST_HEADER, String(test));
    return fetch(input, { ...init, headers });
  };
}

/** Whether a request was sent by an earlier test's client. */
export function isStale(request: Request): boolean {
  const test = request.headers.get(TEST_HEADER);
  return test !== null && Number(test) !== currentTest;
}

/** The answer to a stale request: none (the page that asked is gone). */
export const unanswered = (): Promise<never> => new Promise<never>(() => undefined);

/** The test project's anon key: a JWT with `role: anon`, as the store's keys are. */
export const SUPABASE_TEST_ANON_KEY = encodeJwt({ iss: 'supabase-test', role: 'anon' });

/** The user a request was made for: the `sub` of its bearer token, null for the anon key. */
export function requestUserId(headers: Headers): string | null {
  const token = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const sub = token ? decodeJwt(token)?.sub : undefined;
  return typeof sub === 'string' ? sub : null;
}

/** Query parameters as an object: a parameter given once is a string, repeated ones an array. */
export type QueryParams = Record<string, string | string[]>;

export function queryParams(url: URL): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of url.searchParams) {
    const before = query[key];
    query[key] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

/** One request the page sent to the mocked Supabase, as `supabaseMock.requests` lists it. */
export interface SupabaseRequest {
  method: string;
  /** e.g. `/rest/v1/rpc/add_to_cart`, `/rest/v1/products`, `/auth/v1/token` */
  path: string;
  /** the query string, e.g. `{ select: 'id,name', is_active: 'eq.true' }` */
  query: QueryParams;
  /** the JSON body (undefined when there was none) */
  body: unknown;
}

/** Every request of the running test, in the order they arrived (emptied after each test). */
export const requestLog: SupabaseRequest[] = [];

/** Reads a request's JSON body (undefined if it has none) and logs the request. */
export async function logRequest(request: Request): Promise<SupabaseRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const entry: SupabaseRequest = {
    method: request.method,
    path: url.pathname,
    query: queryParams(url),
    body,
  };
  requestLog.push(entry);
  return entry;
}
