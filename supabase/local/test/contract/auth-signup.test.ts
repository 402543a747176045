import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { client, uniqueEmail } from '../support/clients';
import { sql } from '../support/admin';
import { authFetch, decodeJwt, uniquePhone, must } from '../support/auth';

describe('sign-up with email and password', () => {
  it('signs up, receives a session and a profile from the metadata trigger', async () => {
    const supabase = client();
    const email = uniqueEmail('signup');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { first_name: 'Ana', last_name: 'Gómez' } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    const user = must(data.user);
    expect(user.email).toBe(email);
    expect(user.user_metadata).toMatchObject({
      first_name: 'Ana',
      last_name: 'Gómez',
      email,
      email_verified: true,
      phone_verified: false,
      sub: user.id,
    });
    const profiles = await sql(
      `select first_name, last_name from public.profiles where id = '${user.id}'`,
    );
    expect(profiles).toEqual([{ first_name: 'Ana', last_name: 'Gómez' }]);
  });

  it('answers the user object GoTrue sends, with its email identity', async () => {
    const email = uniqueEmail('shape');
    const { data } = await client().auth.signUp({ email, password: 'secret-123' });
    const user = must(data.user);
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'aud',
        'role',
        'email',
        'email_confirmed_at',
        'phone',
        'confirmed_at',
        'last_sign_in_at',
        'app_metadata',
        'user_metadata',
        'identities',
        'created_at',
        'updated_at',
        'is_anonymous',
      ].sort(),
    );
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(new Date(must(user.email_confirmed_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(user.identities).toHaveLength(1);
    expect(must(user.identities)[0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      email,
      identity_data: { sub: user.id, email, email_verified: false, phone_verified: false },
    });
    expect(must(must(user.identities)[0]).identity_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('issues a session whose tokens carry GoTrue claims', async () => {
    const email = uniqueEmail('claims');
    const { data } = await client().auth.signUp({ email, password: 'secret-123' });
    const session = must(data.session);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3590);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${inject('apiUrl')}/auth/v1`,
      sub: must(data.user).id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const sessions = await sql<{ user_id: string }>(
      `select user_id::text from auth.sessions where id = '${claims.session_id}'`,
    );
    expect(sessions).toEqual([{ user_id: must(data.user).id }]);
  });

  it('stores a GoTrue-compatible bcrypt hash, never the password', async () => {
    const email = uniqueEmail('hash');
    await client().auth.signUp({ email, password: 'secret-123' });
    const [row] = await sql<{ encrypted_password: string; matches: boolean }>(
      `select encrypted_password,
              encrypted_password = extensions.crypt('secret-123', encrypted_password) as matches
         from auth.users where email = '${email}'`,
    );
    expect(must(row).encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(must(row).matches).toBe(true);
  });

  it('signs in a user seeded with pgcrypto crypt(), as Supabase seeds do', async () => {
    const email = uniqueEmail('seeded');
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
                               email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', '${email}', extensions.crypt('seeded-123', extensions.gen_salt('bf')),
               now(), '{"provider":"email","providers":["email"]}', '{}')`,
    );
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'seeded-123',
    });
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
  });

  it('refuses an email that is already registered with 422 user_already_exists', async () => {
    const email = uniqueEmail('twice');
    await client().auth.signUp({ email, password: 'secret-123' });
    const { data, error } = await client().auth.signUp({
      email: email.toUpperCase(),
      password: 'other-456',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(must(error).message).toBe('User already registered');
  });

  it('refuses a password shorter than the minimum with 422 weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(must(error).message).toBe('Password should be at least 6 characters.');
    const raw = await authFetch('/signup', {
      method: 'POST',
      body: { email: uniqueEmail('weak'), password: '123' },
    });
    expect(raw.status).toBe(422);
    expect(raw.json).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('refuses an invalid email address with 400 validation_failed', async () => {
    const { error } = await client().auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(must(error).message).toBe('Unable to validate email address: invalid format');
  });

  it('refuses a sign-up without a password', async () => {
    const raw = await authFetch('/signup', { method: 'POST', body: { email: uniqueEmail() } });
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
  });

  it('answers 400 bad_json to a body that is not JSON', async () => {
    const raw = await authFetch('/signup', { method: 'POST', body: '{"email": ' });
    expect(raw.status).toBe(400);
    expect(raw.json.code).toBe('bad_json');
    expect(raw.json.message).toMatch(/^Could not parse request body as JSON: /);
    const wrongType = await authFetch('/signup', {
      method: 'POST',
      body: { email: 42, password: 'secret-123' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.code).toBe('bad_json');
  });

  it('fails the sign-up with 500 when a trigger on auth.users fails, saving nothing', async () => {
    const email = uniqueEmail('trigger');
    const { data, error } = await client().auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { reject_signup: 'true' } },
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    const raw = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'secret-123', data: { reject_signup: 'true' } },
    });
    expect(raw.json).toEqual({
      code: 'unexpected_failure',
      message: 'Database error saving new user',
    });
    expect(await sql(`select id from auth.users where email = '${email}'`)).toEqual([]);
  });
});

describe('anonymous sign-ins', () => {
  it('are refused while disabled, as in the Supabase CLI defaults', async () => {
    const { data, error } = await client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

describe('concurrent sign-ups', () => {
  it('creates one user when the same email signs up twice at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [0, 1, 2].map(() => client().auth.signUp({ email, password: 'secret-123' })),
    );
    const created = results.filter((r) => r.error === null);
    expect(created).toHaveLength(1);
    for (const r of results.filter((r) => r.error !== null)) {
      expect(r.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    }
    expect(await sql(`select id from auth.users where email = '${email}'`)).toHaveLength(1);
  });
});

describe('sign-up with phone and password', () => {
  it('signs up with a phone number and signs in with it', async () => {
    const phone = uniquePhone();
    const { data, error } = await client().auth.signUp({ phone, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({
      phone: phone.slice(1),
      email: '',
      app_metadata: { provider: 'phone', providers: ['phone'] },
    });
    expect(must(data.user).phone_confirmed_at).toBeDefined();
    const signIn = await client().auth.signInWithPassword({ phone, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(must(signIn.data.user).id).toBe(must(data.user).id);
  });

  it('refuses a phone number that is not E.164', async () => {
    const { error } = await client().auth.signUp({ phone: '300-123-4567', password: 'secret-123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(must(error).message).toBe('Invalid phone number format (E.164 required)');
  });

  it('refuses email and phone together', async () => {
    const raw = await authFetch('/signup', {
      method: 'POST',
      body: { email: uniqueEmail(), phone: uniquePhone(), password: 'secret-123' },
    });
    expect(raw.status).toBe(400);
    expect(raw.json.message).toBe(
      'Only an email address or phone number should be provided on signup.',
    );
  });
});

describe('the gateway and the error format', () => {
  it('requires an API key, as Supabase’s gateway does', async () => {
    const missing = await authFetch('/settings', { key: null });
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe('No API key found in request');
    const invalid = await authFetch('/settings', { key: 'not-a-key' });
    expect(invalid.status).toBe(401);
    expect(invalid.json.message).toBe('Invalid API key');
  });

  it('echoes the API version and sends {code, message} to clients that ask for 2024-01-01', async () => {
    const raw = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(raw.status).toBe(400);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(raw.json).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('sends the legacy {code, error_code, msg} body to clients without the version header', async () => {
    const raw = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: { email: uniqueEmail(), password: 'whatever' },
      version: null,
    });
    expect(raw.status).toBe(400);
    expect(raw.headers.get('x-supabase-api-version')).toBeNull();
    expect(raw.json).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers /health and /settings', async () => {
    const health = await authFetch('/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ name: 'GoTrue' });
    const settings = await authFetch('/settings');
    expect(settings.json).toMatchObject({
      external: { email: true, phone: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: true,
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const raw = await authFetch('/signup', {
      method: 'POST',
      body: { email: uniqueEmail(), password: 'secret-123', data: { blob: 'x'.repeat(1_100_000) } },
    });
    expect(raw.status).toBe(413);
    expect(raw.json.code).toBe('request_entity_too_large');
  });

  it('answers 404 for an unknown path', async () => {
    const raw = await authFetch('/nope');
    expect(raw.status).toBe(404);
  });
});
