import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { client, uniqueEmail } from '../support/clients';
import { sql } from '../support/admin';
import {
  authFetch,
  decodeJwt,
  fragmentParams,
  lastMessage,
  mailbox,
  uniquePhone,
  must,
} from '../support/auth';

describe('phone one-time codes', () => {
  it('sends the phone code to the mailbox and signs in with it', async () => {
    const phone = uniquePhone();
    const supabase = client();
    const sent = await supabase.auth.signInWithOtp({
      phone,
      options: { data: { first_name: 'Luis' } },
    });
    expect(sent.error).toBeNull();
    const sms = await lastMessage(phone, 'sms');
    expect(sms.kind).toBe('sms');
    expect(sms.meta.token).toMatch(/^\d{6}$/);
    expect(sms.body).toContain(sms.meta.token);
    const { data, error } = await supabase.auth.verifyOtp({
      phone,
      token: must(sms.meta.token),
      type: 'sms',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({
      phone: phone.slice(1),
      app_metadata: { provider: 'phone', providers: ['phone'] },
      user_metadata: { first_name: 'Luis' },
    });
    expect(decodeJwt(must(data.session).access_token).amr[0]?.method).toBe('otp');
    // The new user went through the sign-up trigger.
    const profiles = await sql(
      `select first_name from public.profiles where id = '${must(data.user).id}'`,
    );
    expect(profiles).toEqual([{ first_name: 'Luis' }]);
  });

  it('refuses a wrong code with 403 otp_expired', async () => {
    const phone = uniquePhone();
    await client().auth.signInWithOtp({ phone });
    const sms = await lastMessage(phone, 'sms');
    const wrong = sms.meta.token === '000000' ? '111111' : '000000';
    const { data, error } = await client().auth.verifyOtp({ phone, token: wrong, type: 'sms' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(must(error).message).toBe('Token has expired or is invalid');
  });

  it('refuses a code older than the OTP expiry, and a code used once already', async () => {
    const phone = uniquePhone();
    await client().auth.signInWithOtp({ phone });
    const { meta } = await lastMessage(phone, 'sms');
    await sql(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours'
        where phone = '${phone.slice(1)}'`,
    );
    const expired = await client().auth.verifyOtp({ phone, token: must(meta.token), type: 'sms' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const other = uniquePhone();
    await client().auth.signInWithOtp({ phone: other });
    const code = must((await lastMessage(other, 'sms')).meta.token);
    expect(
      (await client().auth.verifyOtp({ phone: other, token: code, type: 'sms' })).error,
    ).toBeNull();
    const again = await client().auth.verifyOtp({ phone: other, token: code, type: 'sms' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('does not create a user when create_user is false', async () => {
    const phone = uniquePhone();
    const { error } = await client().auth.signInWithOtp({
      phone,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await mailbox(phone)).toEqual([]);
  });

  it('limits how often a code is sent to one number', async () => {
    const phone = uniquePhone();
    expect((await client().auth.signInWithOtp({ phone })).error).toBeNull();
    const { error } = await client().auth.signInWithOtp({ phone });
    expect(error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(must(error).message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('signs in an existing phone user with a code', async () => {
    const phone = uniquePhone();
    const signUp = await client().auth.signUp({ phone, password: 'secret-123' });
    await client().auth.signInWithOtp({ phone });
    const { meta } = await lastMessage(phone, 'sms');
    const { data } = await client().auth.verifyOtp({ phone, token: must(meta.token), type: 'sms' });
    expect(must(data.user).id).toBe(must(signUp.data.user).id);
  });
});

describe('email one-time codes and magic links', () => {
  it('emails a code and a link, and signs in with the code', async () => {
    const email = uniqueEmail('otp');
    const supabase = client();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const message = await lastMessage(email, 'magiclink');
    expect(message.kind).toBe('email');
    expect(message.body).toContain(message.meta.token);
    expect(message.body).toContain(message.meta.confirmation_url);
    const { data, error } = await supabase.auth.verifyOtp({
      email,
      token: must(message.meta.token),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
    expect(data.session).not.toBeNull();
  });

  it('follows the link of the email to a redirect carrying the session', async () => {
    const email = uniqueEmail('link');
    await client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://localhost:3000/cuenta' },
    });
    const { meta } = await lastMessage(email, 'magiclink');
    expect(meta.redirect_to).toBe('http://localhost:3000/cuenta');
    const link = new URL(must(meta.confirmation_url));
    expect(`${link.origin}${link.pathname}`).toBe(`${inject('apiUrl')}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = must(response.headers.get('location'));
    expect(location.startsWith('http://localhost:3000/cuenta#')).toBe(true);
    const params = fragmentParams(location);
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('type')).toBe('magiclink');
    expect(params.get('expires_in')).toBe('3600');
    expect(params.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/);
    const { data } = await client().auth.getUser(must(params.get('access_token')));
    expect(must(data.user).email).toBe(email);
  });

  it('redirects a used or unknown link to the site with the error in the fragment', async () => {
    const email = uniqueEmail('twice');
    await client().auth.signInWithOtp({ email });
    const { meta } = await lastMessage(email, 'magiclink');
    expect((await fetch(must(meta.confirmation_url), { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(must(meta.confirmation_url), { redirect: 'manual' });
    expect(again.status).toBe(303);
    const location = must(again.headers.get('location'));
    expect(location.startsWith('http://localhost:3000')).toBe(true);
    const params = fragmentParams(location);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_code')).toBe('otp_expired');
    expect(params.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('ignores a redirect_to that is not allowed and uses the site URL', async () => {
    const email = uniqueEmail('evil');
    await client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'https://evil.example.org/steal' },
    });
    const { meta } = await lastMessage(email, 'magiclink');
    expect(meta.redirect_to).toBe('http://localhost:3000');
  });

  it('verifies a token hash', async () => {
    const email = uniqueEmail('hash');
    await client().auth.signInWithOtp({ email });
    const { meta } = await lastMessage(email, 'magiclink');
    const { data, error } = await client().auth.verifyOtp({
      token_hash: must(meta.token_hash),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(must(data.user).email).toBe(email);
  });

  it('verifies the code of a magic link email with type magiclink', async () => {
    const email = uniqueEmail('typed');
    await client().auth.signUp({ email, password: 'secret-123' });
    await client().auth.signInWithOtp({ email });
    const { meta } = await lastMessage(email, 'magiclink');
    const { data, error } = await client().auth.verifyOtp({
      email,
      token: must(meta.token),
      type: 'magiclink',
    });
    expect(error).toBeNull();
    expect(decodeJwt(must(data.session).access_token).amr[0]?.method).toBe('otp');
  });

  it('answers otp_expired for a wrong email code', async () => {
    const email = uniqueEmail('wrong');
    await client().auth.signInWithOtp({ email });
    const { error } = await client().auth.verifyOtp({ email, token: '12345x', type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('password recovery', () => {
  it('answers 200 {} for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const raw = await authFetch('/recover', { method: 'POST', body: { email } });
    expect(raw.status).toBe(200);
    expect(raw.json).toEqual({});
    expect(await mailbox(email)).toEqual([]);
  });

  it('emails a recovery link that signs in for a password change', async () => {
    const email = uniqueEmail('forgot');
    await client().auth.signUp({ email, password: 'old-secret-1' });
    const { error } = await client().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:3000/restablecer',
    });
    expect(error).toBeNull();
    const { meta, subject } = await lastMessage(email, 'recovery');
    expect(subject).toBeTruthy();
    const link = new URL(must(meta.confirmation_url));
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/restablecer');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = must(response.headers.get('location'));
    expect(location.startsWith('http://localhost:3000/restablecer#')).toBe(true);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('recovery');

    const supabase = client();
    await supabase.auth.setSession({
      access_token: must(params.get('access_token')),
      refresh_token: must(params.get('refresh_token')),
    });
    const updated = await supabase.auth.updateUser({ password: 'new-secret-2' });
    expect(updated.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'old-secret-1' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email, password: 'new-secret-2' })).error,
    ).toBeNull();
  });

  it('verifies a recovery code typed by the user', async () => {
    const email = uniqueEmail('code');
    await client().auth.signUp({ email, password: 'old-secret-1' });
    await client().auth.resetPasswordForEmail(email);
    const { meta } = await lastMessage(email, 'recovery');
    const { data, error } = await client().auth.verifyOtp({
      email,
      token: must(meta.token),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('refuses a recovery request without an email', async () => {
    const raw = await authFetch('/recover', { method: 'POST', body: {} });
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
  });
});

describe('verify endpoint validation', () => {
  it('requires a type and exactly one of token or token_hash', async () => {
    const noType = await authFetch('/verify', { method: 'POST', body: { token: '123456' } });
    expect(noType.json).toEqual({
      code: 'validation_failed',
      message: 'Verify requires a verification type',
    });
    const both = await authFetch('/verify', {
      method: 'POST',
      body: { type: 'email', token: '1', token_hash: 'x' },
    });
    expect(both.json.message).toBe('Verify requires either a token or a token hash');
    const noAddress = await authFetch('/verify', {
      method: 'POST',
      body: { type: 'sms', token: '123456' },
    });
    expect(noAddress.json.message).toBe(
      'Only an email address or phone number should be provided on verify',
    );
  });

  it('opens email links without an API key', async () => {
    const raw = await authFetch('/verify?token=nope&type=signup', { key: null });
    expect(raw.status).toBe(303);
    expect(fragmentParams(must(raw.headers.get('location'))).get('error_code')).toBe('otp_expired');
  });
});
