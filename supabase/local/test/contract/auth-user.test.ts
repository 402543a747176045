import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, signedInClient, uniqueEmail } from '../support/clients';
import { mintJwt, sql } from '../support/admin';
import { authFetch, decodeJwt, lastMessage, uniquePhone, must } from '../support/auth';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

/** The access token of a client's current session. */
async function accessToken(supabase: ReturnType<typeof client>) {
  const { data } = await supabase.auth.getSession();
  return must(data.session).access_token;
}

describe('GET /user', () => {
  it('answers the signed-in user', async () => {
    const { supabase, user, email } = await signedInClient();
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, aud: 'authenticated' });
    expect(must(must(data.user).identities)[0]?.provider).toBe('email');
  });

  it('refuses a request without a bearer token with 401 no_authorization', async () => {
    const raw = await authFetch('/user');
    expect(raw.status).toBe(401);
    expect(raw.json).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });

  it('refuses a token with a bad signature with 403 bad_jwt', async () => {
    const { supabase } = await signedInClient();
    const token = await accessToken(supabase);
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const raw = await authFetch('/user', { bearer: tampered });
    expect(raw.status).toBe(403);
    expect(raw.json.code).toBe('bad_jwt');
    expect(raw.json.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    const { error } = await client().auth.getUser(tampered);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refuses an expired token with 403 bad_jwt', async () => {
    const { user } = await signedInClient();
    const expired = await mintJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) - 60 });
    const raw = await authFetch('/user', { bearer: expired });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
  });

  it('refuses the token of a user that does not exist with 403 user_not_found', async () => {
    const raw = await authFetch('/user', { bearer: await mintJwt() });
    expect(raw.status).toBe(403);
    expect(raw.json.code).toBe('user_not_found');
  });

  it('refuses the anon key as a user token', async () => {
    const raw = await authFetch('/user', { bearer: inject('anonKey') });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });
});

describe('PUT /user', () => {
  it('merges data into user_metadata and removes keys set to null', async () => {
    const { supabase } = await signedInClient();
    await supabase.auth.updateUser({ data: { first_name: 'Ana', city: 'Cali' } });
    const { data, error } = await supabase.auth.updateUser({
      data: { city: null, plan: 'mensual' },
    });
    expect(error).toBeNull();
    expect(must(data.user).user_metadata).toMatchObject({ first_name: 'Ana', plan: 'mensual' });
    expect(must(data.user).user_metadata).not.toHaveProperty('city');
    const [row] = await sql<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where id = '${must(data.user).id}'`,
    );
    expect(must(row).meta).toMatchObject({ first_name: 'Ana', plan: 'mensual' });
  });

  it('changes the password, which then signs in', async () => {
    const { supabase, email } = await signedInClient();
    const { error } = await supabase.auth.updateUser({ password: 'brand-new-9' });
    expect(error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'brand-new-9' })).error,
    ).toBeNull();
  });

  it('refuses a short password with 422 weak_password', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.updateUser({ password: '123' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('refuses the same password with 422 same_password', async () => {
    const { supabase, password } = await signedInClient();
    const { error } = await supabase.auth.updateUser({ password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
    expect(must(error).message).toBe('New password should be different from the old password.');
  });

  it('signs out the other sessions when the password changes', async () => {
    const { supabase, email, password } = await signedInClient();
    const other = client();
    await other.auth.signInWithPassword({ email, password });
    const otherToken = await accessToken(other);
    expect((await authFetch('/user', { bearer: otherToken })).status).toBe(200);
    await supabase.auth.updateUser({ password: 'changed-123' });
    expect((await authFetch('/user', { bearer: await accessToken(supabase) })).status).toBe(200);
    const refused = await authFetch('/user', { bearer: otherToken });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('session_not_found');
  });

  it('refuses to change app_metadata', async () => {
    const { supabase } = await signedInClient();
    const raw = await authFetch('/user', {
      method: 'PUT',
      bearer: await accessToken(supabase),
      body: { app_metadata: { is_admin: true } },
    });
    expect(raw.status).toBe(403);
    expect(raw.json.code).toBe('not_admin');
  });

  it('changes the email once the code sent to the new address is verified', async () => {
    const { supabase, email } = await signedInClient();
    const newEmail = uniqueEmail('moved');
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
    expect(must(data.user).new_email).toBe(newEmail);
    const { meta } = await lastMessage(newEmail, 'email_change');
    const verified = await supabase.auth.verifyOtp({
      email: newEmail,
      token: must(meta.token),
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(must(verified.data.user).email).toBe(newEmail);
    expect(verified.data.user).not.toHaveProperty('new_email');
    expect(must(verified.data.user).identities?.[0]?.identity_data?.email).toBe(newEmail);
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: 'secret-123' })).error,
    ).toBeNull();
  });

  it('refuses an email that belongs to another user with 422 email_exists', async () => {
    const first = await signedInClient();
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.updateUser({ email: first.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('adds a phone number (confirmed at once: SMS autoconfirm is on locally)', async () => {
    const { supabase } = await signedInClient();
    const phone = uniquePhone();
    const { data, error } = await supabase.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(must(data.user).phone).toBe(phone.slice(1));
    expect(must(data.user).phone_confirmed_at).toBeDefined();
    expect(must(data.user).app_metadata.providers).toEqual(['email', 'phone']);
  });
});

describe('POST /logout', () => {
  it('the session’s access token stops working after global logout', async () => {
    const { supabase, email, password } = await signedInClient();
    const other = client();
    await other.auth.signInWithPassword({ email, password });
    const token = await accessToken(supabase);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    const raw = await authFetch('/user', { bearer: token });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    // getUser(jwt) surfaces it as a missing session, as auth-js does with hosted Supabase.
    const { error: userError } = await client().auth.getUser(token);
    expect(userError?.name).toBe('AuthSessionMissingError');
    expect((await authFetch('/user', { bearer: await accessToken(other) })).status).toBe(403);
  });

  it('revokes the refresh tokens of the signed-out sessions', async () => {
    const { supabase } = await signedInClient();
    const { data } = await supabase.auth.getSession();
    await supabase.auth.signOut();
    const raw = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: { refresh_token: must(data.session).refresh_token },
    });
    expect(raw.status).toBe(400);
    expect(raw.json.code).toBe('refresh_token_not_found');
  });

  it('signs out only this session with scope local', async () => {
    const { supabase, email, password } = await signedInClient();
    const other = client();
    await other.auth.signInWithPassword({ email, password });
    const token = await accessToken(supabase);
    await supabase.auth.signOut({ scope: 'local' });
    expect((await authFetch('/user', { bearer: token })).status).toBe(403);
    expect((await authFetch('/user', { bearer: await accessToken(other) })).status).toBe(200);
  });

  it('signs out every other session with scope others', async () => {
    const { supabase, email, password } = await signedInClient();
    const other = client();
    await other.auth.signInWithPassword({ email, password });
    await supabase.auth.signOut({ scope: 'others' });
    expect((await authFetch('/user', { bearer: await accessToken(supabase) })).status).toBe(200);
    expect((await authFetch('/user', { bearer: await accessToken(other) })).status).toBe(403);
  });

  it('answers 204 and refuses an unknown scope', async () => {
    const { supabase } = await signedInClient();
    const token = await accessToken(supabase);
    const bad = await authFetch('/logout?scope=everyone', { method: 'POST', bearer: token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Unsupported logout scope "everyone"');
    const ok = await authFetch('/logout?scope=local', { method: 'POST', bearer: token });
    expect(ok.status).toBe(204);
    expect(ok.text).toBe('');
  });
});

describe('GET /reauthenticate', () => {
  it('sends a 6-digit nonce to the user’s email', async () => {
    const { supabase, email } = await signedInClient();
    const { data, error } = await supabase.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const message = await lastMessage(email, 'reauthentication');
    expect(message.meta.token).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.meta.token);
    const user = must((await supabase.auth.getUser()).data.user) as unknown as Record<
      string,
      unknown
    >;
    expect(user.reauthentication_sent_at).toEqual(expect.any(String));
  });

  it('sends it by SMS to a user without an email', async () => {
    const phone = uniquePhone();
    const admin = client('service_role').auth.admin;
    await admin.createUser({ phone, password: 'secret-123', phone_confirm: true });
    const supabase = client();
    const signIn = await supabase.auth.signInWithPassword({ phone, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const sms = await lastMessage(phone, 'reauthentication');
    expect(sms.kind).toBe('sms');
    expect(sms.meta.token).toMatch(/^\d{6}$/);
  });

  it('refuses a user whose email is not confirmed (422 email_not_confirmed)', async () => {
    const admin = client('service_role').auth.admin;
    const created = await admin.createUser({ email: uniqueEmail(), password: 'secret-123' });
    const raw = await authFetch('/reauthenticate', {
      bearer: await mintJwt({ sub: must(created.data.user).id }),
    });
    expect(raw.status).toBe(422);
    expect(raw.json).toEqual({
      code: 'email_not_confirmed',
      message: 'Please verify your email first.',
    });
  });
});

describe('secure password change ([auth.email] secure_password_change)', () => {
  let server: RunningLocalServer;

  beforeAll(async () => {
    server = await startLocalServer({
      env: { SUPABASE_AUTH_SECURE_PASSWORD_CHANGE: 'true' },
      databaseUrl: inject('databaseUrl') || undefined,
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A signed-in user on that server whose session is `hoursOld` hours old. */
  async function userWithSession(hoursOld: number) {
    const supabase = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const email = uniqueEmail('reauth');
    const { data, error } = await supabase.auth.signUp({ email, password: 'secret-123' });
    expect(error).toBeNull();
    const sessionId = decodeJwt(must(data.session).access_token).session_id;
    await sql(
      `update auth.sessions set created_at = now() - interval '${hoursOld} hours'
        where id = '${sessionId}'`,
      server,
    );
    return { supabase, email };
  }

  it('lets a session of the last 24 hours change the password without a nonce', async () => {
    const { supabase } = await userWithSession(23);
    const { error } = await supabase.auth.updateUser({ password: 'another-secret-1' });
    expect(error).toBeNull();
  });

  it('asks an older session for the nonce /reauthenticate sent, and takes it once', async () => {
    const { supabase, email } = await userWithSession(25);
    const missing = await supabase.auth.updateUser({ password: 'another-secret-1' });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const none = await supabase.auth.updateUser({ password: 'another-secret-1', nonce: '123456' });
    expect(none.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const nonce = (await lastMessage(email, 'reauthentication', server.url)).meta.token ?? '';
    const wrong = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
    const bad = await supabase.auth.updateUser({ password: 'another-secret-1', nonce: wrong });
    expect(bad.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const ok = await supabase.auth.updateUser({ password: 'another-secret-1', nonce });
    expect(ok.error).toBeNull();
    const again = await supabase.auth.updateUser({ password: 'third-secret-1', nonce });
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});
