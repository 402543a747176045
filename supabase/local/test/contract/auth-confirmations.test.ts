import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { sql } from '../support/admin';
import { uniqueEmail } from '../support/clients';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';
import {
  authFetch,
  fragmentParams,
  lastMessage,
  mailbox,
  must,
  uniquePhone,
} from '../support/auth';

/**
 * A second server with email and SMS confirmations on (SUPABASE_AUTH_ENABLE_CONFIRMATIONS,
 * SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS) and anonymous sign-ins allowed. On PostgreSQL it shares the suite's database; every test uses its
 * own addresses.
 */
let server: RunningLocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    env: {
      SUPABASE_AUTH_ENABLE_CONFIRMATIONS: 'true',
      SUPABASE_AUTH_ENABLE_ANONYMOUS_SIGN_INS: 'true',
      SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS: 'true',
    },
    databaseUrl: inject('databaseUrl') || undefined,
  });
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

function confirmingClient(): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** SQL as owner on the second server (its own database on PGlite). */
const sqlOn = (query: string) => sql(query, server);

/** Lets a new confirmation email go out at once (GoTrue allows one per second per user). */
const allowResend = (email: string) =>
  sqlOn(
    `update auth.users set confirmation_sent_at = now() - interval '1 minute',
                           recovery_sent_at = now() - interval '1 minute'
      where email = '${email}'`,
  );

describe('sign-up with email confirmations on', () => {
  it('answers the user without a session and emails a confirmation link', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await confirmingClient().auth.signUp({
      email,
      password: 'secret-123',
      options: {
        data: { first_name: 'Sara' },
        emailRedirectTo: 'http://localhost:3000/bienvenida',
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { first_name: 'Sara' } });
    expect(must(data.user).email_confirmed_at).toBeUndefined();
    expect(must(data.user).confirmation_sent_at).toBeDefined();
    expect(must(data.user).identities).toHaveLength(1);
    const message = await lastMessage(email, 'signup', server.url);
    expect(message.kind).toBe('email');
    expect(message.meta.token).toMatch(/^\d{6}$/);
    const link = new URL(must(message.meta.confirmation_url));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/bienvenida');
  });

  it('refuses to sign in before the email is confirmed', async () => {
    const email = uniqueEmail('early');
    await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const { error } = await confirmingClient().auth.signInWithPassword({
      email,
      password: 'secret-123',
    });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('confirms with the emailed link, which redirects with a session', async () => {
    const email = uniqueEmail('linked');
    await confirmingClient().auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:3000/bienvenida' },
    });
    const { meta } = await lastMessage(email, 'signup', server.url);
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = must(response.headers.get('location'));
    expect(location.startsWith('http://localhost:3000/bienvenida#')).toBe(true);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('signup');
    const me = await authFetch('/user', {
      bearer: must(params.get('access_token')),
      apiUrl: server.url,
      key: server.anonKey,
    });
    expect(me.status).toBe(200);
    expect(me.json.email_confirmed_at).toBeDefined();
    expect(me.json).toMatchObject({ identities: [{ identity_data: { email_verified: true } }] });
    const signIn = await confirmingClient().auth.signInWithPassword({
      email,
      password: 'secret-123',
    });
    expect(signIn.error).toBeNull();
  });

  it('confirms with the code typed by the user', async () => {
    const email = uniqueEmail('typed');
    await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const { meta } = await lastMessage(email, 'signup', server.url);
    const { data, error } = await confirmingClient().auth.verifyOtp({
      email,
      token: must(meta.token),
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(must(data.user).email_confirmed_at).toBeDefined();
  });

  it('answers a made-up user with no identities when the email is already registered', async () => {
    const email = uniqueEmail('taken');
    const first = await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const { meta } = await lastMessage(email, 'signup', server.url);
    await confirmingClient().auth.verifyOtp({ email, token: must(meta.token), type: 'signup' });
    const sent = (await mailbox(email, server.url)).length;

    const { data, error } = await confirmingClient().auth.signUp({
      email,
      password: 'other-456',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(must(data.user).identities).toEqual([]);
    expect(must(data.user).id).not.toBe(must(first.data.user).id);
    expect(must(data.user).email).toBe(email);
    expect((await mailbox(email, server.url)).length).toBe(sent);
  });

  it('sends the confirmation again to an unconfirmed user who signs up again', async () => {
    const email = uniqueEmail('again');
    const first = await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const firstCode = (await lastMessage(email, 'signup', server.url)).meta.token;
    await allowResend(email);
    const second = await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    expect(second.error).toBeNull();
    expect(must(second.data.user).id).toBe(must(first.data.user).id);
    const messages = await mailbox(email, server.url);
    expect(messages).toHaveLength(2);
    const stale = await confirmingClient().auth.verifyOtp({
      email,
      token: must(firstCode),
      type: 'signup',
    });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });
  });

  it('resends the confirmation email, at most once a second', async () => {
    const email = uniqueEmail('resend');
    await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const tooSoon = await confirmingClient().auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await allowResend(email);
    const { error } = await confirmingClient().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(await mailbox(email, server.url)).toHaveLength(2);
  });

  it('signs up an unknown email asking for a magic link with a confirmation email', async () => {
    const email = uniqueEmail('magic');
    const { error } = await confirmingClient().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const { meta } = await lastMessage(email, 'signup', server.url);
    const { data } = await confirmingClient().auth.verifyOtp({
      email,
      token: must(meta.token),
      type: 'email',
    });
    expect(must(data.user).email_confirmed_at).toBeDefined();
  });

  it('refuses an expired confirmation link', async () => {
    const email = uniqueEmail('stale');
    await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const { meta } = await lastMessage(email, 'signup', server.url);
    await sqlOn(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = '${email}'`,
    );
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    const params = fragmentParams(must(response.headers.get('location')));
    expect(params.get('error_code')).toBe('otp_expired');
  });

  it('says in /settings that confirmations are on', async () => {
    const settings = await authFetch('/settings', { apiUrl: server.url, key: server.anonKey });
    expect(settings.json).toMatchObject({ mailer_autoconfirm: false, phone_autoconfirm: false });
  });
});

describe('phone sign-up and phone change with SMS confirmations on', () => {
  it('waits for the SMS code before the phone user can sign in', async () => {
    const phone = uniquePhone();
    const { data, error } = await confirmingClient().auth.signUp({ phone, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(must(data.user).phone_confirmed_at).toBeUndefined();
    const early = await confirmingClient().auth.signInWithPassword({
      phone,
      password: 'secret-123',
    });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed' });
    const { meta } = await lastMessage(phone, 'sms', server.url);
    const verified = await confirmingClient().auth.verifyOtp({
      phone,
      token: must(meta.token),
      type: 'sms',
    });
    expect(verified.error).toBeNull();
    expect(must(verified.data.user).phone_confirmed_at).toBeDefined();
    const signIn = await confirmingClient().auth.signInWithPassword({
      phone,
      password: 'secret-123',
    });
    expect(signIn.error).toBeNull();
  });

  it('moves the user to a new number once the code sent there is verified', async () => {
    const email = uniqueEmail('newphone');
    const admin = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    await admin.auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const supabase = confirmingClient();
    await supabase.auth.signInWithPassword({ email, password: 'secret-123' });
    const phone = uniquePhone();
    const { data, error } = await supabase.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(must(data.user).phone).toBe('');
    expect(must(data.user).new_phone).toBe(phone.slice(1));
    const { meta } = await lastMessage(phone, 'phone_change', server.url);
    const code = must(meta.token);
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const wrong = await supabase.auth.verifyOtp({ phone, token: wrongCode, type: 'phone_change' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await supabase.auth.verifyOtp({
      phone,
      token: must(meta.token),
      type: 'phone_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      phone: phone.slice(1),
      app_metadata: { providers: ['email', 'phone'] },
    });
  });
});

describe('anonymous sign-ins', () => {
  it('signs in anonymously, then turns the user permanent with a confirmed email', async () => {
    const supabase = confirmingClient();
    const { data, error } = await supabase.auth.signInAnonymously({
      options: { data: { first_name: 'Anónimo' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      app_metadata: {},
      identities: [],
      user_metadata: { first_name: 'Anónimo' },
    });
    const claims = JSON.parse(
      Buffer.from(must(must(data.session).access_token.split('.')[1]), 'base64url').toString(),
    );
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
    expect(claims.amr[0].method).toBe('anonymous');

    const email = uniqueEmail('converted');
    const update = await supabase.auth.updateUser({ email });
    expect(update.error).toBeNull();
    const { meta } = await lastMessage(email, 'email_change', server.url);
    const verified = await supabase.auth.verifyOtp({
      email,
      token: must(meta.token),
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      id: must(data.user).id,
      email,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
  });
});

describe('PKCE flow', () => {
  function pkceClient(): SupabaseClient {
    return createClient(server.url, server.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  }

  it('confirms a sign-up through ?code= and exchanges it for a session', async () => {
    const email = uniqueEmail('pkce');
    const supabase = pkceClient();
    const signUp = await supabase.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:3000/callback' },
    });
    expect(signUp.error).toBeNull();
    const { meta } = await lastMessage(email, 'signup', server.url);
    expect(new URL(must(meta.confirmation_url)).searchParams.get('token')).toMatch(/^pkce_/);
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    const location = new URL(must(response.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/callback');
    const code = must(location.searchParams.get('code'));
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
    expect(must(data.user).email_confirmed_at).toBeDefined();
  });

  it('refuses an auth code with the wrong verifier, and an unknown code', async () => {
    const email = uniqueEmail('verifier');
    await pkceClient().auth.signUp({ email, password: 'secret-123' });
    const { meta } = await lastMessage(email, 'signup', server.url);
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    const code = must(new URL(must(response.headers.get('location'))).searchParams.get('code'));
    const wrong = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      apiUrl: server.url,
      key: server.anonKey,
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('bad_code_verifier');
    const unknown = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      apiUrl: server.url,
      key: server.anonKey,
      body: { auth_code: crypto.randomUUID(), code_verifier: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('flow_state_not_found');
  });

  it('recovers a password through ?code=', async () => {
    const email = uniqueEmail('pkcerecover');
    await confirmingClient().auth.signUp({ email, password: 'secret-123' });
    const { meta: confirm } = await lastMessage(email, 'signup', server.url);
    await confirmingClient().auth.verifyOtp({ email, token: must(confirm.token), type: 'signup' });
    const supabase = pkceClient();
    await allowResend(email);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { meta } = await lastMessage(email, 'recovery', server.url);
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    const code = must(new URL(must(response.headers.get('location'))).searchParams.get('code'));
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
    expect((await supabase.auth.updateUser({ password: 'recovered-1' })).error).toBeNull();
  });
});
