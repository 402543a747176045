import { describe, expect, it } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { waitFor } from '@testing-library/react';
import { getSupabase } from '@bonis/supabase-client';
import { TEST_USER, supabaseMock } from './supabase-mock';

/** The auth events a client emits, with the user of each. */
function recordAuthEvents() {
  const events: { event: AuthChangeEvent; userId: string | undefined }[] = [];
  const { data } = getSupabase().auth.onAuthStateChange((event, session: Session | null) => {
    events.push({ event, userId: session?.user.id });
  });
  return { events, stop: () => data.subscription.unsubscribe() };
}

describe('supabaseMock auth', () => {
  it('starts signed out', async () => {
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
  });

  it('starts a test signed in: getSession, onAuthStateChange and requests see the session', async () => {
    const { user, session } = supabaseMock.signedIn({ id: 'user-7', email: 'luz@correo.co' });
    supabaseMock.table('user_profiles').get(({ userId }) => [{ id: userId, first_name: 'Luz' }]);

    const recorder = recordAuthEvents();
    const { data } = await getSupabase().auth.getSession();
    const profile = await getSupabase().from('user_profiles').select('id, first_name').single();

    expect(user).toMatchObject({ id: 'user-7', email: 'luz@correo.co' });
    expect(data.session?.access_token).toBe(session.access_token);
    expect(data.session?.user.id).toBe('user-7');
    // as on a page load with a stored session: SIGNED_IN (restored), then INITIAL_SESSION
    await waitFor(() =>
      expect(recorder.events).toContainEqual({ event: 'INITIAL_SESSION', userId: 'user-7' }),
    );
    expect(recorder.events.every((event) => event.userId === 'user-7')).toBe(true);
    recorder.stop();
    expect(profile.data).toEqual({ id: 'user-7', first_name: 'Luz' });
  });

  it('answers getUser for the signed-in user, TEST_USER by default', async () => {
    supabaseMock.signedIn();

    const { data, error } = await getSupabase().auth.getUser();

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: TEST_USER.id, email: TEST_USER.email });
  });

  it('signs in with a password by default, and says SIGNED_IN', async () => {
    const recorder = recordAuthEvents();

    const { data, error } = await getSupabase().auth.signInWithPassword({
      email: 'ana@correo.co',
      password: 'secreta123',
    });

    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('ana@correo.co');
    await waitFor(() =>
      expect(recorder.events).toContainEqual({ event: 'SIGNED_IN', userId: TEST_USER.id }),
    );
    recorder.stop();
    expect(supabaseMock.requests).toContainEqual({
      method: 'POST',
      path: '/auth/v1/token',
      query: { grant_type: 'password' },
      body: { email: 'ana@correo.co', password: 'secreta123', gotrue_meta_security: {} },
    });
  });

  it('refuses a password with the error the test gives, code and status intact', async () => {
    supabaseMock.auth.signIn(() =>
      supabaseMock.authError({ code: 'invalid_credentials', message: 'Invalid login credentials' }),
    );

    const { data, error } = await getSupabase().auth.signInWithPassword({
      email: 'ana@correo.co',
      password: 'mala',
    });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
  });

  it('signs up with the metadata sent, or waits for the confirmation email', async () => {
    const signedUp = await getSupabase().auth.signUp({
      email: 'nuevo@correo.co',
      password: 'secreta123',
      options: { data: { first_name: 'Nico' } },
    });
    supabaseMock.auth.signUp(({ body }) => ({
      user: { id: 'user-9', email: String(body.email), identities: [] },
      session: null,
    }));
    const repeated = await getSupabase().auth.signUp({
      email: 'ana@correo.co',
      password: 'secreta123',
    });

    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).not.toBeNull();
    expect(signedUp.data.user).toMatchObject({
      email: 'nuevo@correo.co',
      user_metadata: { first_name: 'Nico' },
    });
    expect(repeated.error).toBeNull();
    expect(repeated.data.session).toBeNull();
    expect(repeated.data.user).toMatchObject({ id: 'user-9', identities: [] });
  });

  it('sends and verifies a phone code', async () => {
    const sent = await getSupabase().auth.signInWithOtp({ phone: '+573109876543' });
    const verified = await getSupabase().auth.verifyOtp({
      phone: '+573109876543',
      token: '123456',
      type: 'sms',
    });

    expect(sent.error).toBeNull();
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.phone).toBe('+573109876543');
    expect(supabaseMock.requests.map((request) => request.path)).toEqual([
      '/auth/v1/otp',
      '/auth/v1/verify',
    ]);
  });

  it('sends a password reset email', async () => {
    const { error } = await getSupabase().auth.resetPasswordForEmail('ana@correo.co', {
      redirectTo: 'http://localhost:3000/profile',
    });

    expect(error).toBeNull();
    expect(supabaseMock.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/recover',
        query: { redirect_to: 'http://localhost:3000/profile' },
      }),
    );
  });

  it('updates the signed-in user, and refuses a weak password when told', async () => {
    supabaseMock.signedIn();

    const updated = await getSupabase().auth.updateUser({ data: { first_name: 'Anita' } });
    supabaseMock.auth.updateUser(() =>
      supabaseMock.authError({
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
      }),
    );
    const weak = await getSupabase().auth.updateUser({ password: 'corta' });

    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ first_name: 'Anita' });
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422 });
  });

  it('signs out: the session is gone and the server was told', async () => {
    supabaseMock.signedIn();

    const { error } = await getSupabase().auth.signOut();
    const { data } = await getSupabase().auth.getSession();

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(supabaseMock.requests.map((request) => request.path)).toContain('/auth/v1/logout');
  });

  it('refreshes the session with a new token', async () => {
    const { session } = supabaseMock.signedIn();

    const { data, error } = await getSupabase().auth.refreshSession();

    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(TEST_USER.id);
  });
});
