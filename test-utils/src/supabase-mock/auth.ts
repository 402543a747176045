/**
 * GoTrue (`/auth/v1`) as supabase-js talks to it. Out of the box it behaves like a server where
 * every credential works: a password or code sign-in answers a session for a user with that
 * email or phone (TEST_USER's id and names), sign-up creates and signs in the user, and the
 * other endpoints succeed. A test changes one endpoint with `supabaseMock.auth.<endpoint>(…)`,
 * e.g. to refuse a password with `supabaseMock.authError(…)`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Session, User } from '@supabase/supabase-js';
import {
  SUPABASE_TEST_URL,
  encodeJwt,
  isStale,
  logRequest,
  requestUserId,
  type QueryParams,
  unanswered,
} from './shared';

const AUTH = `${SUPABASE_TEST_URL}/auth/v1`;

/** auth-js reads an error's `code` only from responses that carry this version header. */
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

const CREATED_AT = '2026-01-15T15:00:00Z';

/** The shopper a test signs in unless it says otherwise (the bus's TEST_SESSION is the same one). */
export const TEST_USER: User = {
  id: 'user-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@correo.co',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { first_name: 'Ana', last_name: 'Pérez' },
  identities: [],
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  email_confirmed_at: CREATED_AT,
  confirmed_at: CREATED_AT,
  last_sign_in_at: CREATED_AT,
  is_anonymous: false,
};

export type TestUserInput = Partial<User>;

/** A complete supabase-js `User`: TEST_USER with the test's fields (and one identity). */
export function testUser(overrides: TestUserInput = {}): User {
  const user: User = { ...TEST_USER, ...overrides };
  const provider = user.email ? 'email' : 'phone';
  return {
    ...user,
    app_metadata: overrides.app_metadata ?? { provider, providers: [provider] },
    identities: overrides.identities ?? [
      {
        id: `${user.id}-identity`,
        identity_id: `${user.id}-identity`,
        user_id: user.id,
        provider,
        identity_data: { sub: user.id, email: user.email, phone: user.phone },
        created_at: user.created_at,
        updated_at: user.created_at,
        last_sign_in_at: user.created_at,
      },
    ],
  };
}

/** An auth error, as `supabaseMock.authError()` builds it. */
export class AuthMockError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export interface AuthErrorInit {
  /** GoTrue's error code, e.g. 'invalid_credentials', 'user_already_exists', 'otp_expired' */
  code: string;
  message: string;
  /** HTTP status, 400 by default (422 for validation errors, 429 for rate limits…) */
  status?: number;
}

export function authError({ code, message, status = 400 }: AuthErrorInit): AuthMockError {
  return new AuthMockError(status, code, message);
}

interface AuthState {
  users: Map<string, User>;
  /** refresh token → user id */
  refreshTokens: Map<string, string>;
  issued: number;
}

const state: AuthState = { users: new Map(), refreshTokens: new Map(), issued: 0 };

export function resetAuthState(): void {
  state.users.clear();
  state.refreshTokens.clear();
}

/** Remembers a user (so `/user` and sign-ins by email or phone find it) and returns it. */
export function rememberUser(input: TestUserInput): User {
  const user = testUser({ ...state.users.get(input.id ?? TEST_USER.id), ...input });
  state.users.set(user.id, user);
  return user;
}

/** A session for the user, with tokens the mock recognises afterwards. */
export function issueSession(user: User, now = Date.now()): Session {
  state.issued += 1;
  const iat = Math.floor(now / 1000);
  const expiresIn = 3600;
  const accessToken = encodeJwt({
    iss: `${AUTH}`,
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    session_id: `session-${state.issued}`,
    iat,
    exp: iat + expiresIn,
  });
  const refreshToken = `refresh-${state.issued}`;
  state.refreshTokens.set(refreshToken, user.id);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: iat + expiresIn,
    refresh_token: refreshToken,
    user,
  };
}

function findUser({ email, phone }: { email?: unknown; phone?: unknown }): User | undefined {
  return [...state.users.values()].find(
    (user) =>
      (typeof email === 'string' && email !== '' && user.email === email) ||
      (typeof phone === 'string' && phone !== '' && user.phone === phone),
  );
}

/** The user a sign-in with these credentials gets by default: a known one, else TEST_USER's. */
function userForCredentials(body: Record<string, unknown>): User {
  const known = findUser(body);
  if (known) return known;
  const email = typeof body.email === 'string' ? body.email : undefined;
  const phone = typeof body.phone === 'string' ? body.phone : undefined;
  return rememberUser(email ? { email } : phone ? { phone, email: '' } : {});
}

/** What an auth handler is told about the request. */
export interface AuthRequest {
  /** the JSON body, e.g. `{ email, password }`, `{ phone }`, `{ phone, token, type: 'sms' }` */
  body: Record<string, unknown>;
  query: QueryParams;
  headers: Headers;
  /** the user of the bearer token, null with the anon key */
  userId: string | null;
  request: Request;
}

/**
 * An endpoint handler's answer. Return nothing for the default answer (after checking the
 * request), an error from `supabaseMock.authError()`, any msw response, or:
 * - for the sign-ins (`password`, `verify`, `refresh`) and `updateUser`/`user`: the user
 *   (fields over TEST_USER's) the session or answer is for;
 * - for `signUp`: the user (signed in at once), or `{ user, session: null }` when the account
 *   waits for email confirmation (`identities: []` is how GoTrue answers a repeated sign-up).
 */
export type AuthReply =
  | TestUserInput
  | { user: TestUserInput; session: null }
  | AuthMockError
  | Response
  | undefined
  // a handler that only looks at the request returns nothing
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  | void;

export type AuthHandler = (request: AuthRequest) => AuthReply | Promise<AuthReply>;

export type AuthEndpoint =
  'signIn' | 'refresh' | 'signUp' | 'otp' | 'verify' | 'recover' | 'user' | 'updateUser' | 'logout';

function errorResponse(error: AuthMockError): Response {
  return HttpResponse.json(
    { code: error.code, error_code: error.code, msg: error.message, message: error.message },
    { status: error.status, headers: API_VERSION },
  );
}

const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: API_VERSION });

const isUserInput = (reply: AuthReply): reply is TestUserInput =>
  typeof reply === 'object' && reply !== null && !(reply instanceof Response);

const sessionReply = (user: User) => json(issueSession(user));

function unauthorized(): Response {
  return errorResponse(
    authError({
      status: 401,
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    }),
  );
}

/** The default answer of each endpoint, given the request and what the test's handler said. */
const answers: Record<
  AuthEndpoint,
  (
    request: AuthRequest,
    reply: TestUserInput | { user: TestUserInput; session: null } | undefined,
  ) => Response
> = {
  signIn: ({ body }, reply) =>
    sessionReply(reply ? rememberUser(reply as TestUserInput) : userForCredentials(body)),
  verify: ({ body }, reply) =>
    sessionReply(reply ? rememberUser(reply as TestUserInput) : userForCredentials(body)),
  refresh: ({ body }, reply) => {
    if (reply) return sessionReply(rememberUser(reply as TestUserInput));
    const userId = state.refreshTokens.get(String(body.refresh_token));
    const user = userId ? state.users.get(userId) : undefined;
    if (!user) {
      return errorResponse(
        authError({
          code: 'refresh_token_not_found',
          message: 'Invalid Refresh Token: Refresh Token Not Found',
        }),
      );
    }
    return sessionReply(user);
  },
  signUp: ({ body }, reply) => {
    if (reply && 'session' in reply && reply.session === null && 'user' in reply) {
      const pending = testUser({
        confirmed_at: undefined,
        email_confirmed_at: undefined,
        ...reply.user,
      });
      return json(pending);
    }
    const data = (body.data ?? {}) as Record<string, unknown>;
    const user = rememberUser({
      id: `user-${state.users.size + 1}`,
      email: typeof body.email === 'string' ? body.email : '',
      phone: typeof body.phone === 'string' ? body.phone : '',
      user_metadata: data,
      ...(reply as TestUserInput | undefined),
    });
    return sessionReply(user);
  },
  otp: () => json({}),
  recover: () => json({}),
  user: ({ userId }, reply) => {
    if (reply) return json(rememberUser(reply as TestUserInput));
    const user = userId ? state.users.get(userId) : undefined;
    if (!userId) return unauthorized();
    if (!user) {
      return errorResponse(
        authError({
          status: 403,
          code: 'user_not_found',
          message: 'User from sub claim in JWT does not exist',
        }),
      );
    }
    return json(user);
  },
  updateUser: ({ body, userId }, reply) => {
    if (!userId) return unauthorized();
    const before = state.users.get(userId) ?? testUser({ id: userId });
    const data = body.data as Record<string, unknown> | undefined;
    const user = rememberUser({
      ...before,
      ...(typeof body.email === 'string' ? { email: body.email } : {}),
      ...(typeof body.phone === 'string' ? { phone: body.phone } : {}),
      ...(data ? { user_metadata: { ...before.user_metadata, ...data } } : {}),
      updated_at: new Date().toISOString(),
      ...(reply as TestUserInput | undefined),
    });
    return json(user);
  },
  logout: () => new HttpResponse(null, { status: 204, headers: API_VERSION }),
};

/** The test's handlers, by endpoint (cleared after each test). */
const overrides = new Map<AuthEndpoint, AuthHandler>();

export function setAuthHandler(endpoint: AuthEndpoint, handler: AuthHandler): void {
  overrides.set(endpoint, handler);
}

export function resetAuthHandlers(): void {
  overrides.clear();
}

function route(endpoint: AuthEndpoint) {
  return async ({ request }: { request: Request }) => {
    if (isStale(request)) return unanswered();
    const logged = await logRequest(request);
    const parsed: AuthRequest = {
      body: (logged.body ?? {}) as Record<string, unknown>,
      query: logged.query,
      headers: request.headers,
      userId: requestUserId(request.headers),
      request,
    };
    const reply = await overrides.get(endpoint)?.(parsed);
    if (reply instanceof Response) return reply;
    if (reply instanceof AuthMockError) return errorResponse(reply);
    return answers[endpoint](parsed, isUserInput(reply) ? reply : undefined);
  };
}

function grantType(request: Request): string | null {
  return new URL(request.url).searchParams.get('grant_type');
}

/** The auth endpoints (installed with the server; they read the test's handlers per request). */
export const authHandlers: HttpHandler[] = [
  http.post(`${AUTH}/token`, async (info) => {
    const grant = grantType(info.request);
    if (grant === 'password') return route('signIn')(info);
    if (grant === 'refresh_token') return route('refresh')(info);
    if (isStale(info.request)) return unanswered();
    return errorResponse(
      authError({ code: 'validation_failed', message: `Unsupported grant type "${grant ?? ''}"` }),
    );
  }),
  http.post(`${AUTH}/signup`, route('signUp')),
  http.post(`${AUTH}/otp`, route('otp')),
  http.post(`${AUTH}/verify`, route('verify')),
  http.post(`${AUTH}/recover`, route('recover')),
  http.get(`${AUTH}/user`, route('user')),
  http.put(`${AUTH}/user`, route('updateUser')),
  http.post(`${AUTH}/logout`, route('logout')),
];
