import { describe, expect, it } from 'vitest';
import { client, signedInClient, uniqueEmail } from '../support/clients';
import { sql } from '../support/admin';
import { authFetch, decodeJwt, must } from '../support/auth';

/** Signs up and returns the session's tokens. */
async function newSession() {
  const email = uniqueEmail('session');
  const { data, error } = await client().auth.signUp({ email, password: 'secret-123' });
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, user: must(data.user), session: data.session };
}

/** POST /token?grant_type=refresh_token, raw. */
const refresh = (refreshToken: string) =>
  authFetch('/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: refreshToken },
  });

describe('password grant', () => {
  it('signs in with email and password and answers a full session', async () => {
    const { email, user } = await newSession();
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'secret-123',
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(must(data.user).id).toBe(user.id);
    expect(must(data.user).last_sign_in_at).toBeDefined();
    const claims = decodeJwt(must(data.session).access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.amr[0]?.method).toBe('password');
  });

  it('finds the user whatever the case of the email', async () => {
    const { email } = await newSession();
    const { error } = await client().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: 'secret-123',
    });
    expect(error).toBeNull();
  });

  it('creates a new session at each sign-in', async () => {
    const { email, session } = await newSession();
    const { data } = await client().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(decodeJwt(must(data.session).access_token).session_id).not.toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('refuses a wrong password with 400 invalid_credentials', async () => {
    const { email } = await newSession();
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'wrong-1' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(must(error).message).toBe('Invalid login credentials');
  });

  it('refuses an unknown email exactly as a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'secret-123',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(must(error).message).toBe('Invalid login credentials');
  });

  it('refuses an unconfirmed email with 400 email_not_confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const admin = client('service_role');
    const created = await admin.auth.admin.createUser({ email, password: 'secret-123' });
    expect(created.error).toBeNull();
    const { error } = await client().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    expect(must(error).message).toBe('Email not confirmed');
  });

  it('says when a password no longer meets the policy, and still signs in', async () => {
    const email = uniqueEmail('legacy');
    await client('service_role').auth.admin.createUser({
      email,
      password: '1234',
      email_confirm: true,
    });
    const { data, error } = await client().auth.signInWithPassword({ email, password: '1234' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('refuses a request without email or phone, and an unknown grant type', async () => {
    const missing = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: { password: 'secret-123' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: {} });
    expect(grant.status).toBe(400);
    expect(grant.json).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});

describe('refresh token grant', () => {
  it('rotates the refresh token within the same session', async () => {
    const { session, user } = await newSession();
    const supabase = client();
    const { data, error } = await supabase.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(must(data.session).refresh_token).not.toBe(session.refresh_token);
    expect(must(data.user).id).toBe(user.id);
    const before = decodeJwt(session.access_token);
    const after = decodeJwt(must(data.session).access_token);
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
    const tokens = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      `select token, revoked, parent from auth.refresh_tokens
        where session_id = '${before.session_id}' order by id`,
    );
    expect(tokens).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: must(data.session).refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  it('hands back the active token when the previous one is replayed at once (lost answer)', async () => {
    const { session } = await newSession();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(replay.json.refresh_token).toBe(first.json.refresh_token);
  });

  it('rejects a refresh token used twice and ends the whole session', async () => {
    const { session } = await newSession();
    const second = await refresh(session.refresh_token);
    const third = await refresh(String(second.json.refresh_token));
    expect(third.status).toBe(200);
    // The first token was rotated long ago (beyond the 10 s reuse interval).
    await sql(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute'
        where token = '${session.refresh_token}'`,
    );
    const { data, error } = await client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(must(error).message).toBe('Invalid Refresh Token: Already Used');
    // Every token of the session is gone, and so is the session itself.
    const latest = await refresh(String(third.json.refresh_token));
    expect(latest.status).toBe(400);
    expect(latest.json.code).toBe('refresh_token_not_found');
    const me = await authFetch('/user', { bearer: String(third.json.access_token) });
    expect(me.status).toBe(403);
    expect(me.json.code).toBe('session_not_found');
  });

  it('gives concurrent refreshes of one token the same new token, keeping the session', async () => {
    const { session } = await newSession();
    const results = await Promise.all([0, 1, 2].map(() => refresh(session.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const tokens = new Set(results.map((r) => r.json.refresh_token));
    expect(tokens.size).toBe(1);
    const me = await authFetch('/user', { bearer: String(must(results[0]).json.access_token) });
    expect(me.status).toBe(200);
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(must(error).message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('refuses a malformed refresh token', async () => {
    const raw = await refresh('short');
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({ code: 'validation_failed', message: 'Refresh token is not valid' });
  });

  it('carries metadata changes into refreshed access tokens', async () => {
    const { supabase } = await signedInClient();
    await supabase.auth.updateUser({ data: { plan: 'anual' } });
    const { data } = await supabase.auth.refreshSession();
    expect(decodeJwt(must(data.session).access_token).user_metadata.plan).toBe('anual');
  });

  it('refuses the refresh token of a banned user', async () => {
    const { session, user } = await newSession();
    await client('service_role').auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    const raw = await refresh(session.refresh_token);
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
  });
});
