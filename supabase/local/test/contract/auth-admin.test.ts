import { describe, expect, inject, it } from 'vitest';
import { client, signedInClient, uniqueEmail } from '../support/clients';
import { sql } from '../support/admin';
import { authFetch, fragmentParams, lastMessage, uniquePhone, must } from '../support/auth';

const admin = () => client('service_role').auth.admin;

describe('admin users API', () => {
  it('creates a confirmed user with metadata, who can then sign in', async () => {
    const email = uniqueEmail('admin');
    const { data, error } = await admin().createUser({
      email,
      password: 'secret-123',
      email_confirm: true,
      user_metadata: { first_name: 'Marta' },
      app_metadata: { is_admin: true },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      user_metadata: { first_name: 'Marta', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], is_admin: true },
    });
    expect(must(data.user).email_confirmed_at).toBeDefined();
    const profiles = await sql(
      `select first_name from public.profiles where id = '${must(data.user).id}'`,
    );
    expect(profiles).toEqual([{ first_name: 'Marta' }]);
    const signIn = await client().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(must(signIn.data.user).app_metadata.is_admin).toBe(true);
  });

  it('creates a user with a phone number', async () => {
    const phone = uniquePhone();
    const { data, error } = await admin().createUser({ phone, phone_confirm: true });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      phone: phone.slice(1),
      app_metadata: { provider: 'phone', providers: ['phone'] },
    });
  });

  it('refuses an email that is already registered with 422 email_exists', async () => {
    const { email } = await signedInClient();
    const { error } = await admin().createUser({ email, password: 'secret-123' });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('gets a user by id, and answers 404 for an unknown one', async () => {
    const { user } = await signedInClient();
    const { data, error } = await admin().getUserById(user.id);
    expect(error).toBeNull();
    expect(must(data.user).id).toBe(user.id);
    const missing = await admin().getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('lists users newest first with pagination', async () => {
    const first = await signedInClient();
    const second = await signedInClient();
    const result = await admin().listUsers({ page: 1, perPage: 2 });
    if (result.error) throw result.error;
    const { data } = result;
    expect(data.users).toHaveLength(2);
    expect(data.users.map((u) => u.id)).toEqual([second.user.id, first.user.id]);
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.nextPage).toBe(2);
    expect(data.lastPage).toBeGreaterThanOrEqual(1);
  });

  it('updates metadata, password and email confirmation of a user', async () => {
    const email = uniqueEmail('update');
    const created = await admin().createUser({ email, password: 'secret-123' });
    const id = must(created.data.user).id;
    const { data, error } = await admin().updateUserById(id, {
      email_confirm: true,
      password: 'changed-456',
      user_metadata: { last_name: 'Ríos' },
      app_metadata: { plan: 'anual' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      user_metadata: { last_name: 'Ríos' },
      app_metadata: { plan: 'anual', provider: 'email' },
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'changed-456' })).error,
    ).toBeNull();
  });

  it('bans a user: no sign-in, and its tokens are refused', async () => {
    const { supabase, user, email, password } = await signedInClient();
    const token = must((await supabase.auth.getSession()).data.session).access_token;
    const { data } = await admin().updateUserById(user.id, { ban_duration: '1h' });
    expect(new Date(must(must(data.user).banned_until)).getTime()).toBeGreaterThan(Date.now());
    const signIn = await client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const me = await authFetch('/user', { bearer: token });
    expect(me.status).toBe(403);
    expect(me.json.code).toBe('user_banned');
    await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect((await client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('deletes a user, whose tokens then stop working', async () => {
    const { supabase, user } = await signedInClient();
    const token = must((await supabase.auth.getSession()).data.session).access_token;
    const { error } = await admin().deleteUser(user.id);
    expect(error).toBeNull();
    expect(await sql(`select id from auth.users where id = '${user.id}'`)).toEqual([]);
    const me = await authFetch('/user', { bearer: token });
    expect(me.status).toBe(403);
    expect(me.json.code).toBe('user_not_found');
  });

  it('soft-deletes a user, freeing the email address', async () => {
    const { user, email } = await signedInClient();
    const { error } = await admin().deleteUser(user.id, true);
    expect(error).toBeNull();
    const [row] = await sql<{ email: string; deleted: boolean }>(
      `select email, deleted_at is not null as deleted from auth.users where id = '${user.id}'`,
    );
    expect(must(row).deleted).toBe(true);
    expect(must(row).email).not.toBe(email);
    expect((await client().auth.signUp({ email, password: 'secret-123' })).error).toBeNull();
  });

  it('refuses the anon key and user tokens with 403 not_admin', async () => {
    const { data, error } = await client().auth.admin.listUsers();
    expect(data.users).toEqual([]);
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
    const { supabase } = await signedInClient();
    const token = must((await supabase.auth.getSession()).data.session).access_token;
    const raw = await authFetch('/admin/users', { bearer: token });
    expect(raw.status).toBe(403);
  });
});

describe('invitations and generated links', () => {
  it('invites a user by email; the invitation link signs them in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { first_name: 'Invitada' },
      redirectTo: 'http://localhost:3000/bienvenida',
    });
    expect(error).toBeNull();
    expect(must(data.user).invited_at).toBeDefined();
    expect(must(data.user).email_confirmed_at).toBeUndefined();
    const { meta } = await lastMessage(email, 'invite');
    const response = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const params = fragmentParams(must(response.headers.get('location')));
    expect(params.get('type')).toBe('invite');
    const me = await authFetch('/user', { bearer: must(params.get('access_token')) });
    expect(me.json.email_confirmed_at).toBeDefined();
    expect(me.json).toMatchObject({ user_metadata: { first_name: 'Invitada' } });
  });

  it('generates a recovery link without sending an email', async () => {
    const { email } = await signedInClient();
    const before = (await fetch(`${inject('apiUrl')}/mailbox?format=json&to=${email}`).then((r) =>
      r.json(),
    )) as unknown[];
    const { data, error } = await admin().generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    expect(must(data.user).email).toBe(email);
    const after = (await fetch(`${inject('apiUrl')}/mailbox?format=json&to=${email}`).then((r) =>
      r.json(),
    )) as unknown[];
    expect(after).toHaveLength(before.length);
    const response = await fetch(must(data.properties).action_link, { redirect: 'manual' });
    expect(fragmentParams(must(response.headers.get('location'))).get('type')).toBe('recovery');
  });

  it('answers 404 when generating a recovery link for an unknown email', async () => {
    const { error } = await admin().generateLink({ type: 'recovery', email: uniqueEmail() });
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});
