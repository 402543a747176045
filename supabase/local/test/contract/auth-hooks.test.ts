import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { sql } from '../support/admin';
import { authFetch, must } from '../support/auth';
import { client, uniqueEmail } from '../support/clients';

/**
 * Supabase Auth's "before user created" hook as a Postgres function. The suite's server runs
 * its test schema's contract_hooks.before_user_created (test/support/server.mjs, TEST_HOOKS),
 * which refuses 'hook-refused.…' addresses with 403, fails for 'hook-broken.…' and records the
 * events it is called with.
 */

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from auth.users where email = '${email}'`,
  );
  return must(row).n;
}

async function eventsFor(email: string) {
  return sql<{ event: { metadata: Record<string, unknown>; user: Record<string, unknown> } }>(
    `select event from contract_hooks.events where event -> 'user' ->> 'email' = '${email}' order by id`,
  );
}

describe('the before-user-created hook', () => {
  it('lets a sign-up through, after showing the hook the user about to be created', async () => {
    const email = uniqueEmail('hook-allowed');
    const { data, error } = await client().auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { first_name: 'Ana' } },
    });
    expect(error).toBeNull();
    const user = must(data.user);

    const events = await eventsFor(email);
    expect(events).toHaveLength(1);
    const { metadata, user: seen } = must(events[0]).event;
    expect(metadata).toMatchObject({ name: 'before-user-created', ip_address: '127.0.0.1' });
    expect(typeof metadata.uuid).toBe('string');
    expect(seen).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ana' },
      is_anonymous: false,
    });
  });

  it("refuses a sign-up with the hook's status and message, creating nothing", async () => {
    const email = uniqueEmail('hook-refused');
    const { data, error } = await client().auth.signUp({ email, password: 'secret-123' });

    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 403, message: 'Los registros están cerrados' });
    expect(data.user).toBeNull();
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("answers GoTrue's error body: code 'unknown' below 500, the legacy shape without the version header", async () => {
    const email = uniqueEmail('hook-refused');
    const current = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'secret-123' },
    });
    expect(current.status).toBe(403);
    expect(current.json).toEqual({
      code: 'unknown',
      message: 'Los registros están cerrados',
    });
    const legacy = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'secret-123' },
      version: null,
    });
    expect(legacy.status).toBe(403);
    expect(legacy.json).toEqual({
      code: 403,
      error_code: 'unknown',
      msg: 'Los registros están cerrados',
    });
  });

  it('refuses a one-time code or magic link that would create the user', async () => {
    const email = uniqueEmail('hook-refused');
    const { error } = await client().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 403, message: 'Los registros están cerrados' });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses an invitation and a generated signup link for a new address', async () => {
    const admin = client('service_role').auth.admin;
    const invited = uniqueEmail('hook-refused');
    const invitation = await admin.inviteUserByEmail(invited);
    expect(invitation.error).toMatchObject({
      status: 403,
      message: 'Los registros están cerrados',
    });
    const linked = uniqueEmail('hook-refused');
    const link = await admin.generateLink({
      type: 'signup',
      email: linked,
      password: 'secret-123',
    });
    expect(link.error).toMatchObject({ status: 403, message: 'Los registros están cerrados' });
    expect(await usersWithEmail(invited)).toBe(0);
    expect(await usersWithEmail(linked)).toBe(0);
  });

  it('is not called for a user an admin creates', async () => {
    const email = uniqueEmail('hook-refused');
    const { data, error } = await client('service_role').auth.admin.createUser({
      email,
      password: 'secret-123',
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
    expect(await eventsFor(email)).toEqual([]);
  });

  it('is not called when the address already has its user', async () => {
    const email = uniqueEmail('hook-again');
    await client().auth.signUp({ email, password: 'secret-123' });
    const again = await client().auth.signUp({ email, password: 'secret-123' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(await eventsFor(email)).toHaveLength(1);
  });

  it('answers 500 "Error running hook URI" when the function fails, creating nothing', async () => {
    const email = uniqueEmail('hook-broken');
    const { error } = await client().auth.signUp({ email, password: 'secret-123' });
    // auth-js hands a 500 over as a retryable fetch error, with the message.
    expect(error).toMatchObject({
      status: 500,
      message: 'Error running hook URI: pg-functions://postgres/contract_hooks/before_user_created',
    });
    const raw = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'secret-123' },
    });
    expect(raw.status).toBe(500);
    expect(raw.json).toEqual({
      code: 'unexpected_failure',
      message: 'Error running hook URI: pg-functions://postgres/contract_hooks/before_user_created',
    });
    expect(await usersWithEmail(email)).toBe(0);
  });
});
