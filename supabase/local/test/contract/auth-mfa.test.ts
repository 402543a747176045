import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { client, signedInClient } from '../support/clients';
import { mintJwt, sql } from '../support/admin';
import { authFetch, decodeJwt, must } from '../support/auth';

/**
 * TOTP MFA as GoTrue does it, through supabase-js's `auth.mfa.*` and `auth.admin.mfa.*`. Codes
 * come from the `otpauth` package (an independent RFC 6238 implementation), from the secret the
 * enrollment returns.
 */

/** The current code of a TOTP secret (30 s, 6 digits, SHA1), `steps` periods away. */
function totpCode(secret: string, steps = 0) {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function accessToken(supabase: SupabaseClient) {
  return must((await supabase.auth.getSession()).data.session).access_token;
}

async function enrollTotp(supabase: SupabaseClient, friendlyName?: string) {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return must(data);
}

/** A signed-in user with a verified TOTP factor, whose client holds the aal2 session. */
async function userWithVerifiedFactor() {
  const signedIn = await signedInClient();
  const factor = await enrollTotp(signedIn.supabase, 'Phone app');
  const { error } = await signedIn.supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  expect(error).toBeNull();
  return { ...signedIn, factor, secret: factor.totp.secret };
}

/** A second client signed in with the same password (a fresh aal1 session). */
async function signInAgain(email: string, password: string) {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return supabase;
}

describe('enroll', () => {
  it('answers GoTrue shape: id, type, friendly_name and totp { qr_code, secret, uri }', async () => {
    const { supabase, email } = await signedInClient();
    const factor = await enrollTotp(supabase, 'Authenticator');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Authenticator' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    // 20 random bytes in base32 without padding, as pquerna/otp makes them.
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/localhost:3000:${email}?algorithm=SHA1&digits=6&issuer=localhost:3000&period=30&secret=${factor.totp.secret}`,
    );
    // GoTrue sends SVG markup; supabase-js makes it a data URI.
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<?xml')).toBe(true);
    expect(factor.totp.qr_code).toContain('<svg');
    // An authenticator app reads the same secret from the URI.
    const parsed = OTPAuth.URI.parse(factor.totp.uri) as OTPAuth.TOTP;
    expect(parsed.secret.base32).toBe(factor.totp.secret);
  });

  it('uses the issuer given, escaped as GoTrue escapes it', async () => {
    const { supabase, email } = await signedInClient();
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: 'Boñis Shop' });
    const uri = must(data).totp.uri;
    expect(uri.startsWith(`otpauth://totp/Bo%C3%B1is%20Shop:${email}?`)).toBe(true);
    expect(uri).toContain('&issuer=Bo%C3%B1is%20Shop&');
  });

  it('lists the new factor as unverified on the user, not yet among the TOTP factors', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase, 'Laptop');
    const { data: user } = await supabase.auth.getUser();
    expect(must(user.user).factors).toEqual([
      {
        id: factor.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        status: 'unverified',
        friendly_name: 'Laptop',
        factor_type: 'totp',
        phone: '',
        last_challenged_at: null,
      },
    ]);
    const { data } = await supabase.auth.mfa.listFactors();
    expect(must(data).all.map((f) => f.id)).toEqual([factor.id]);
    expect(must(data).totp).toEqual([]);
  });

  it('refuses a friendly name the user already has with 422 mfa_factor_name_conflict', async () => {
    const { supabase } = await signedInClient();
    await enrollTotp(supabase, 'Work phone');
    const { error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Work phone" for this user already exists',
    });
  });

  it('refuses an 11th factor with 422 too_many_enrolled_mfa_factors', async () => {
    const { supabase } = await signedInClient();
    for (let i = 0; i < 10; i += 1) await enrollTotp(supabase, `device ${i}`);
    const { error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'one more',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'too_many_enrolled_mfa_factors',
      message: 'Maximum number of verified factors reached, unenroll to continue',
    });
  });

  it('refuses an anonymous user with 403 no_authorization, and a token without a session', async () => {
    const { user } = await signedInClient();
    // mintJwt signs whatever claims it is given; GoTrue reads is_anonymous from the token.
    const anonymousClaims = { sub: user.id, is_anonymous: true } as Parameters<typeof mintJwt>[0];
    const anonymous = await authFetch('/factors', {
      method: 'POST',
      bearer: await mintJwt(anonymousClaims),
      body: { factor_type: 'totp' },
    });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({
      code: 'no_authorization',
      message: 'Anonymous user not allowed to perform these actions',
    });
    const sessionless = await authFetch('/factors', {
      method: 'POST',
      bearer: await mintJwt({ sub: user.id }),
      body: { factor_type: 'totp' },
    });
    expect(sessionless.status).toBe(500);
    expect(sessionless.json).toEqual({
      code: 'unexpected_failure',
      message: 'A valid session and a registered user are required to enroll a factor',
    });
  });
});

describe('challenge and verify', () => {
  it('upgrades the session to aal2 with the totp method in amr, and verifies the factor', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const before = decodeJwt(await accessToken(supabase));
    expect(before.aal).toBe('aal1');
    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const { id, type, expires_at } = must(challenge.data);
    expect(type).toBe('totp');
    expect(expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);
    expect(expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
    const verify = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: id,
      code: totpCode(factor.totp.secret),
    });
    expect(verify.error).toBeNull();
    const session = must(verify.data);
    const claims = decodeJwt(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(before.session_id);
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(claims.amr[0]?.timestamp).toBeGreaterThanOrEqual(must(claims.amr[1]).timestamp);
    expect(session.user.factors?.[0]).toMatchObject({ id: factor.id, status: 'verified' });
    // supabase-js keeps the new session.
    expect(decodeJwt(await accessToken(supabase)).aal).toBe('aal2');
    const { data } = await supabase.auth.mfa.listFactors();
    expect(must(data).totp.map((f) => f.id)).toEqual([factor.id]);
  });

  it('accepts the code of the previous or next 30 s step, not two away', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const challenge = must((await supabase.auth.mfa.challenge({ factorId: factor.id })).data);
    const far = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret, -2),
    });
    expect(far.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const previous = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret, -1),
    });
    expect(previous.error).toBeNull();
  });

  it('refuses a wrong code with 422 mfa_verification_failed and keeps the challenge', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const challenge = must((await supabase.auth.mfa.challenge({ factorId: factor.id })).data);
    const right = totpCode(factor.totp.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const { error } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: wrong,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const retry = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(retry.error).toBeNull();
  });

  it('refuses to verify a challenge twice (mfa_ip_address_mismatch, as GoTrue words it)', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const challenge = must((await supabase.auth.mfa.challenge({ factorId: factor.id })).data);
    const code = totpCode(factor.totp.secret);
    expect(
      (await supabase.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code }))
        .error,
    ).toBeNull();
    const again = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code,
    });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    });
  });

  it('refuses an expired challenge with 422 mfa_challenge_expired and deletes it', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const challenge = must((await supabase.auth.mfa.challenge({ factorId: factor.id })).data);
    await sql(
      `update auth.mfa_challenges set created_at = created_at - interval '301 seconds'
        where id = '${challenge.id}'`,
    );
    const { error } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
    const rows = await sql(`select 1 from auth.mfa_challenges where id = '${challenge.id}'`);
    expect(rows).toEqual([]);
  });

  it('answers an unknown challenge, an unknown factor and a malformed id as GoTrue', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const unknownChallenge = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknownChallenge.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });
    const unknownFactor = await supabase.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknownFactor.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const raw = await authFetch('/factors/not-a-uuid/challenge', {
      method: 'POST',
      bearer: await accessToken(supabase),
      body: {},
    });
    expect(raw.status).toBe(404);
    expect(raw.json).toEqual({ code: 'validation_failed', message: 'factor_id must be an UUID' });
    const emptyCode = await authFetch(`/factors/${factor.id}/verify`, {
      method: 'POST',
      bearer: await accessToken(supabase),
      body: { challenge_id: crypto.randomUUID(), code: '' },
    });
    expect(emptyCode.json).toEqual({
      code: 'validation_failed',
      message: 'Code needs to be non-empty',
    });
  });

  it("does not find another user's factor", async () => {
    const owner = await signedInClient();
    const factor = await enrollTotp(owner.supabase);
    const other = await signedInClient();
    const { error } = await other.supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('drops the other unverified TOTP factors and the aal1 sessions of the user', async () => {
    const { supabase, email, password } = await signedInClient();
    const other = await signInAgain(email, password);
    const pending = await enrollTotp(supabase, 'pending');
    const factor = await enrollTotp(supabase, 'kept');
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(error).toBeNull();
    const factors = must((await supabase.auth.getUser()).data.user).factors ?? [];
    expect(factors.map((f) => f.id)).toEqual([factor.id]);
    expect(factors.map((f) => f.id)).not.toContain(pending.id);
    // The other (aal1) session of the user is gone.
    const stale = await other.auth.getUser(await accessToken(other));
    expect(stale.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('assurance levels', () => {
  it('reports aal1 → aal2 for a user with a verified factor signing in with a password', async () => {
    const { email, password, secret, factor } = await userWithVerifiedFactor();
    const supabase = await signInAgain(email, password);
    const signIn = decodeJwt(await accessToken(supabase));
    expect(signIn.aal).toBe('aal1');
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(must(before.data)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(secret),
    });
    expect(error).toBeNull();
    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(must(after.data)).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = must(after.data).currentAuthenticationMethods;
    expect(methods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
      'totp',
      'password',
    ]);
  });

  it('keeps aal2 and the amr when the session is refreshed', async () => {
    const { supabase } = await userWithVerifiedFactor();
    const before = decodeJwt(await accessToken(supabase));
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const after = decodeJwt(must(data.session).access_token);
    expect(after.aal).toBe('aal2');
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
  });

  it('lets only the aal2 session through an RLS policy on auth.jwt() ->> aal', async () => {
    const { supabase, email, password } = await userWithVerifiedFactor();
    const aal1 = await signInAgain(email, password);
    const refused = await aal1.from('mfa_vault').select('secret');
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
    const allowed = await supabase.from('mfa_vault').select('secret');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ secret: 'only with a second factor' }]);
  });

  it('requires aal2 to enroll another factor once one is verified (403 insufficient_aal)', async () => {
    const { email, password } = await userWithVerifiedFactor();
    const aal1 = await signInAgain(email, password);
    const { error } = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
  });

  it('requires aal2 to change the password once a factor is verified (401 insufficient_aal)', async () => {
    const { email, password } = await userWithVerifiedFactor();
    const aal1 = await signInAgain(email, password);
    const { error } = await aal1.auth.updateUser({ password: 'another-secret-1' });
    expect(error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const metadata = await aal1.auth.updateUser({ data: { nickname: 'ok without aal2' } });
    expect(metadata.error).toBeNull();
  });
});

describe('unenroll', () => {
  it('removes an unverified factor from an aal1 session', async () => {
    const { supabase } = await signedInClient();
    const factor = await enrollTotp(supabase);
    const { data, error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    expect(must((await supabase.auth.getUser()).data.user).factors).toBeUndefined();
  });

  it('needs aal2 for a verified factor, then downgrades the sessions to aal1', async () => {
    const { supabase, email, password, factor } = await userWithVerifiedFactor();
    const aal1 = await signInAgain(email, password);
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    const refreshed = await supabase.auth.refreshSession();
    const claims = decodeJwt(must(refreshed.data.session).access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((m) => m.method)).toEqual(['password']);
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(must(level.data)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('admin', () => {
  it('lists and deletes a user’s factors (auth.admin.mfa)', async () => {
    const { supabase, user, factor } = await userWithVerifiedFactor();
    const admin = client('service_role').auth.admin;
    const list = await admin.mfa.listFactors({ userId: user.id });
    expect(list.error).toBeNull();
    expect(must(list.data).factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' }),
    ]);
    expect(JSON.stringify(list.data)).not.toContain(factor.totp.secret);
    const removed = await admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    expect(removed.error).toBeNull();
    // GoTrue answers the deleted factor; auth-js 2.119 hands it back wrapped once more.
    expect(removed.data as unknown).toMatchObject({
      data: { id: factor.id, status: 'verified' },
    });
    expect(must((await admin.mfa.listFactors({ userId: user.id })).data).factors).toEqual([]);
    // The user's aal2 session drops to aal1 on its next refresh.
    const refreshed = await supabase.auth.refreshSession();
    expect(decodeJwt(must(refreshed.data.session).access_token).aal).toBe('aal1');
    const again = await admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('refuses a user token on the admin factor routes', async () => {
    const { supabase, user } = await signedInClient();
    const raw = await authFetch(`/admin/users/${user.id}/factors`, {
      bearer: await accessToken(supabase),
      key: inject('anonKey'),
    });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
