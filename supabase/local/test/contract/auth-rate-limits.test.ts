import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { sql } from '../support/admin';
import { client, uniqueEmail } from '../support/clients';
import {
  authFetch,
  fragmentParams,
  lastMessage,
  mailbox,
  must,
  uniquePhone,
} from '../support/auth';
import {
  removeDataDir,
  startLocalServer,
  TEST_RATE_LIMITS,
  type RunningLocalServer,
} from '../support/server.mjs';

/**
 * Brute force (issue 17, item 4): GoTrue's per-IP rate limits and project-wide email/SMS limits
 * from [auth.rate_limit], and one-time codes that die after 5 wrong tries.
 *
 * The one-time code tests run on the suite's server (its limits are raised out of reach). The
 * limit tests start servers of their own: one at hosted's defaults (every
 * SUPABASE_AUTH_RATE_LIMIT_* left empty, so supabase/config.toml's values apply), one with
 * SUPABASE_AUTH_RATE_LIMIT_SMS_SENT=2. On PostgreSQL they share the suite's database; every test
 * uses its own addresses.
 */

/** Every limit from supabase/config.toml, i.e. hosted's defaults (a unit test checks them). */
const HOSTED_DEFAULTS = Object.fromEntries(Object.keys(TEST_RATE_LIMITS).map((key) => [key, '']));

const RATE_LIMITED = { status: 429, code: 'over_request_rate_limit' };
const CODE_EXPIRED = { status: 403, code: 'otp_expired' };

/** A 6-digit code other than `code` (the n-th one). */
const wrongCode = (code: string, n: number) =>
  String((Number(code) + n) % 1_000_000).padStart(6, '0');

function clientOf(server: RunningLocalServer, key: 'anon' | 'service_role' = 'anon') {
  return createClient(server.url, key === 'anon' ? server.anonKey : server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** SQL as owner on another server. */
const sqlOn = <T = Record<string, unknown>>(server: RunningLocalServer, query: string) =>
  sql<T>(query, server);

/** A confirmed user with a password, made through the admin API (which has no IP limit). */
async function createUser(admin: SupabaseClient, password = 'right-secret-1') {
  const email = uniqueEmail('limits');
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { email, password, id: must(data.user).id };
}

/** A recovery code for the user, from the admin API (no email is sent, none is counted). */
async function recoveryCode(admin: SupabaseClient, email: string) {
  const { data, error } = await admin.auth.admin.generateLink({ type: 'recovery', email });
  if (error) throw error;
  return must(data.properties);
}

/**
 * A POST to /auth/v1 from another loopback address (127.0.0.2): a second client IP as far as
 * the server can tell.
 */
function postFrom(
  localAddress: string,
  server: RunningLocalServer,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const target = new URL(`${server.url}/auth/v1${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress,
        headers: {
          host: target.host,
          apikey: server.anonKey,
          'x-supabase-api-version': '2024-01-01',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('one-time codes (wrong tries)', () => {
  const admin = () => client('service_role');

  it('clears a recovery code at the 5th wrong try: the right code then fails and nothing changes', async () => {
    const user = await createUser(admin());
    const code = await recoveryCode(admin(), user.email);
    const [before] = await sql<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where id = '${user.id}'`,
    );
    for (let n = 1; n <= 5; n += 1) {
      const { data, error } = await client().auth.verifyOtp({
        email: user.email,
        token: wrongCode(code.email_otp, n),
        type: 'recovery',
      });
      expect(data.session).toBeNull();
      expect(error).toMatchObject(CODE_EXPIRED);
    }
    const right = await client().auth.verifyOtp({
      email: user.email,
      token: code.email_otp,
      type: 'recovery',
    });
    expect(right.data.session).toBeNull();
    expect(right.error).toBeInstanceOf(AuthApiError);
    expect(right.error).toMatchObject(CODE_EXPIRED);
    expect(must(right.error).message).toBe('Token has expired or is invalid');
    // The link of the same email is dead too.
    const link = await fetch(code.action_link, { redirect: 'manual' });
    expect(fragmentParams(must(link.headers.get('location'))).get('error_code')).toBe(
      'otp_expired',
    );
    // Nothing changed: same password, no session, no code left.
    const [after] = await sql<{ encrypted_password: string; recovery_token: string }>(
      `select encrypted_password, recovery_token from auth.users where id = '${user.id}'`,
    );
    expect(after).toEqual({ encrypted_password: before?.encrypted_password, recovery_token: '' });
    expect(
      await sql(`select 1 from auth.sessions where user_id = '${user.id}'
                 union all select 1 from auth.one_time_tokens where user_id = '${user.id}'`),
    ).toEqual([]);
    const signIn = await client().auth.signInWithPassword(user);
    expect(signIn.error).toBeNull();
  });

  it('counts wrong tries sent at the same time one by one', async () => {
    const user = await createUser(admin());
    const code = await recoveryCode(admin(), user.email);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        client().auth.verifyOtp({
          email: user.email,
          token: wrongCode(code.email_otp, n + 1),
          type: 'recovery',
        }),
      ),
    );
    for (const guess of guesses) expect(guess.error).toMatchObject(CODE_EXPIRED);
    const right = await client().auth.verifyOtp({
      email: user.email,
      token: code.email_otp,
      type: 'recovery',
    });
    expect(right.error).toMatchObject(CODE_EXPIRED);
    expect(right.data.session).toBeNull();
    expect(await sql(`select 1 from auth.sessions where user_id = '${user.id}'`)).toEqual([]);
  });

  it('keeps a cleared code dead, and gives the next code its own 5 tries', async () => {
    const user = await createUser(admin());
    const first = await recoveryCode(admin(), user.email);
    for (let n = 1; n <= 5; n += 1) {
      await client().auth.verifyOtp({
        email: user.email,
        token: wrongCode(first.email_otp, n),
        type: 'recovery',
      });
    }
    const dead = await client().auth.verifyOtp({
      email: user.email,
      token: first.email_otp,
      type: 'recovery',
    });
    expect(dead.error).toMatchObject(CODE_EXPIRED);
    expect(dead.data.session).toBeNull();
    // A new code starts from zero: 4 typos are forgiven.
    const second = await recoveryCode(admin(), user.email);
    for (let n = 1; n <= 4; n += 1) {
      const wrong = await client().auth.verifyOtp({
        email: user.email,
        token: wrongCode(second.email_otp, n),
        type: 'recovery',
      });
      expect(wrong.error).toMatchObject(CODE_EXPIRED);
    }
    const right = await client().auth.verifyOtp({
      email: user.email,
      token: second.email_otp,
      type: 'recovery',
    });
    expect(right.error).toBeNull();
    expect(right.data.session).not.toBeNull();
  });

  it('clears a phone code at the 5th wrong try', async () => {
    const phone = uniquePhone();
    const created = await admin().auth.admin.createUser({ phone, phone_confirm: true });
    expect(created.error).toBeNull();
    expect((await client().auth.signInWithOtp({ phone })).error).toBeNull();
    const code = must((await lastMessage(phone, 'sms')).meta.token);
    for (let n = 1; n <= 5; n += 1) {
      const wrong = await client().auth.verifyOtp({
        phone,
        token: wrongCode(code, n),
        type: 'sms',
      });
      expect(wrong.error).toMatchObject(CODE_EXPIRED);
    }
    const right = await client().auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(right.error).toMatchObject(CODE_EXPIRED);
    expect(right.data.session).toBeNull();
    expect(
      await sql(`select 1 from auth.sessions where user_id = '${must(created.data.user).id}'`),
    ).toEqual([]);
  });
});

describe("rate limits at hosted's defaults", () => {
  let server: RunningLocalServer;

  beforeAll(async () => {
    server = await startLocalServer({
      env: HOSTED_DEFAULTS,
      databaseUrl: inject('databaseUrl') || undefined,
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('answers 40 wrong passwords then the right one from one address with 429 past 30, and signs in from another', async () => {
    const user = await createUser(clientOf(server, 'service_role'));
    const supabase = clientOf(server);
    const wrongPassword = async () =>
      (await supabase.auth.signInWithPassword({ email: user.email, password: 'wrong-secret' }))
        .error;
    const started = performance.now();
    const answers = [];
    for (let n = 0; n < 40; n += 1) answers.push(await wrongPassword());
    const seconds = (performance.now() - started) / 1000;

    // token_refresh: a bucket of 30 per IP, refilled at 150 per 5 minutes (one try every 2 s).
    for (const error of answers.slice(0, 30)) {
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const refused = answers.filter((error) => error?.status === 400).length;
    expect(refused).toBeLessThanOrEqual(30 + Math.ceil(seconds / 2));
    for (const error of answers.filter((answer) => answer?.status !== 400)) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ ...RATE_LIMITED, message: 'Request rate limit reached' });
    }

    // Let a refill be spent by one more wrong password, so the right one finds the bucket
    // empty however slow this machine is (only a 2 s stall between two requests could refill it).
    for (let probes = 1, spent = false; !spent; probes += 1) {
      expect(probes).toBeLessThan(20_000);
      const error = await wrongPassword();
      spent = error?.status === 400;
      if (!spent) expect(error).toMatchObject(RATE_LIMITED);
    }
    const right = await supabase.auth.signInWithPassword(user);
    expect(right.data.session).toBeNull();
    expect(right.error).toBeInstanceOf(AuthApiError);
    expect(right.error).toMatchObject(RATE_LIMITED);

    // GoTrue's body in both API versions; a made-up X-Forwarded-For gets no fresh bucket.
    const current = await authFetch('/token?grant_type=password', {
      method: 'POST',
      apiUrl: server.url,
      key: server.anonKey,
      body: user,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(current.status).toBe(429);
    expect(current.json).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(current.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    const legacy = await authFetch('/token?grant_type=password', {
      method: 'POST',
      apiUrl: server.url,
      key: server.anonKey,
      version: null,
      body: user,
    });
    expect(legacy.status).toBe(429);
    expect(legacy.json).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });

    // Nothing happened to the account: no session, never signed in.
    expect(
      await sqlOn(
        server,
        `select u.last_sign_in_at, (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions
           from auth.users u where u.id = '${user.id}'`,
      ),
    ).toEqual([{ last_sign_in_at: null, sessions: 0 }]);

    // The limit is per address, not per account: the owner still signs in from elsewhere.
    const elsewhere = await postFrom('127.0.0.2', server, '/token?grant_type=password', user);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.access_token).toEqual(expect.any(String));
  }, 120_000);

  it('answers 429 to code verifications past 30 from one address; a code stays usable from another', async () => {
    const admin = clientOf(server, 'service_role');
    const target = await createUser(admin);
    const targetCode = await recoveryCode(admin, target.email);
    const other = await createUser(admin);
    const otherCode = await recoveryCode(admin, other.email);
    const supabase = clientOf(server);
    const guess = async (n: number) =>
      (
        await supabase.auth.verifyOtp({
          email: target.email,
          token: wrongCode(targetCode.email_otp, n),
          type: 'recovery',
        })
      ).error;
    // token_verifications: a bucket of 30 per IP, refilled at 30 per 5 minutes (one every 10 s):
    // 30 guesses pass (and are refused as wrong); after them only the refills of the time they
    // took get through, however slow this machine is, and then the bucket answers 429.
    const started = performance.now();
    for (let n = 1; n <= 30; n += 1) expect(await guess(n)).toMatchObject(CODE_EXPIRED);
    let passed = 30;
    let limitedGuess = await guess(31);
    while (limitedGuess?.status !== 429) {
      expect(limitedGuess).toMatchObject(CODE_EXPIRED);
      passed += 1;
      expect(passed).toBeLessThanOrEqual(
        30 + Math.ceil((performance.now() - started) / 10_000) + 1,
      );
      limitedGuess = await guess(passed + 1);
    }
    expect(limitedGuess).toBeInstanceOf(AuthApiError);
    expect(limitedGuess).toMatchObject({ ...RATE_LIMITED, message: 'Request rate limit reached' });

    // Another user's right code from the same address: refused, and not spent.
    const limited = await supabase.auth.verifyOtp({
      email: other.email,
      token: otherCode.email_otp,
      type: 'recovery',
    });
    expect(limited.error).toMatchObject(RATE_LIMITED);
    expect(limited.data.session).toBeNull();
    expect(
      await sqlOn(server, `select recovery_token from auth.users where id = '${other.id}'`),
    ).toEqual([{ recovery_token: otherCode.hashed_token }]);
    const elsewhere = await postFrom('127.0.0.2', server, '/verify', {
      email: other.email,
      token: otherCode.email_otp,
      type: 'recovery',
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.access_token).toEqual(expect.any(String));
  }, 60_000);

  it('answers 429 over_email_send_rate_limit past 2 emails an hour, and sends nothing', async () => {
    const admin = clientOf(server, 'service_role');
    const users = [await createUser(admin), await createUser(admin), await createUser(admin)];
    const supabase = clientOf(server);
    const results = [];
    for (const user of users) results.push(await supabase.auth.resetPasswordForEmail(user.email));
    expect(results[0]?.error).toBeNull();
    expect(results[1]?.error).toBeNull();
    expect(results[2]?.error).toBeInstanceOf(AuthApiError);
    expect(results[2]?.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    expect(await mailbox(users[0]?.email ?? '', server.url)).toHaveLength(1);
    expect(await mailbox(users[1]?.email ?? '', server.url)).toHaveLength(1);
    expect(await mailbox(users[2]?.email ?? '', server.url)).toEqual([]);
    expect(
      await sqlOn(
        server,
        `select coalesce(recovery_token, '') as code, recovery_sent_at from auth.users
          where id = '${users[2]?.id}'`,
      ),
    ).toEqual([{ code: '', recovery_sent_at: null }]);
  });
});

describe('rate limits from the environment', () => {
  const env = { SUPABASE_AUTH_RATE_LIMIT_SMS_SENT: '2' };
  let server: RunningLocalServer;

  beforeAll(async () => {
    server = await startLocalServer({ env, databaseUrl: inject('databaseUrl') || undefined });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('answers 429 over_sms_send_rate_limit past SUPABASE_AUTH_RATE_LIMIT_SMS_SENT, and sends nothing', async () => {
    const admin = clientOf(server, 'service_role');
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) {
      const { error } = await admin.auth.admin.createUser({ phone, phone_confirm: true });
      if (error) throw error;
    }
    const supabase = clientOf(server);
    const results = [];
    for (const phone of phones) results.push(await supabase.auth.signInWithOtp({ phone }));
    expect(results[0]?.error).toBeNull();
    expect(results[1]?.error).toBeNull();
    expect(results[2]?.error).toMatchObject({
      status: 429,
      code: 'over_sms_send_rate_limit',
      message: 'SMS rate limit exceeded',
    });
    expect(await mailbox(phones[1] ?? '', server.url)).toHaveLength(1);
    expect(await mailbox(phones[2] ?? '', server.url)).toEqual([]);
    expect(
      await sqlOn(
        server,
        `select coalesce(confirmation_token, '') as code, confirmation_sent_at from auth.users
          where phone = '${phones[2]?.slice(1)}'`,
      ),
    ).toEqual([{ code: '', confirmation_sent_at: null }]);
  });

  it('keeps counting wrong codes across a restart', async () => {
    const admin = clientOf(server, 'service_role');
    const user = await createUser(admin);
    const code = await recoveryCode(admin, user.email);
    for (let n = 1; n <= 3; n += 1) {
      const wrong = await clientOf(server).auth.verifyOtp({
        email: user.email,
        token: wrongCode(code.email_otp, n),
        type: 'recovery',
      });
      expect(wrong.error).toMatchObject(CODE_EXPIRED);
    }
    expect(await server.stop()).toBe(0);
    server = await startLocalServer({
      env,
      dataDir: server.dataDir,
      databaseUrl: inject('databaseUrl') || undefined,
    });
    for (let n = 4; n <= 5; n += 1) {
      const wrong = await clientOf(server).auth.verifyOtp({
        email: user.email,
        token: wrongCode(code.email_otp, n),
        type: 'recovery',
      });
      expect(wrong.error).toMatchObject(CODE_EXPIRED);
    }
    const right = await clientOf(server).auth.verifyOtp({
      email: user.email,
      token: code.email_otp,
      type: 'recovery',
    });
    expect(right.error).toMatchObject(CODE_EXPIRED);
    expect(right.data.session).toBeNull();
  }, 120_000);
});
