import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { client, signedInClient } from '../support/clients';
import { authFetch, must, uniquePhone } from '../support/auth';

/**
 * Routes of features a default hosted project has switched off (SAML, manual linking, web3,
 * passkeys, phone and WebAuthn MFA, the OAuth server, custom providers, SCIM) answer as GoTrue
 * answers with the feature off: JSON in GoTrue's error format, which supabase-js turns into an
 * AuthApiError with the status and code (a plain-text 404 became AuthUnknownError).
 */

/** supabase-js's error for a call, checked to be GoTrue's (not AuthUnknownError). */
function expectAuthApiError(
  error: unknown,
  status: number,
  code: string | undefined,
  message: string,
) {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ name: 'AuthApiError', status, code, message });
}

/** A JWT-shaped token whose payload says `iss`, as an identity provider would send it. */
function idTokenFrom(iss: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss, sub: '1' })}.c2lnbmF0dXJl`;
}

describe('SSO / SAML (disabled)', () => {
  it('answers signInWithSSO with 404 saml_provider_disabled', async () => {
    const { data, error } = await client().auth.signInWithSSO({ domain: 'example.com' });
    expect(data).toBeNull();
    expectAuthApiError(error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });

  it('answers every /sso route, whatever the method, in both API versions', async () => {
    const metadata = await authFetch('/sso/saml/metadata');
    expect(metadata.status).toBe(404);
    expect(metadata.json).toEqual({
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    expect(metadata.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(metadata.headers.get('x-sb-error-code')).toBe('saml_provider_disabled');
    const acs = await authFetch('/sso/saml/acs', { method: 'POST', version: null });
    expect(acs.status).toBe(404);
    expect(acs.json).toEqual({
      code: 404,
      error_code: 'saml_provider_disabled',
      msg: 'SAML 2.0 is disabled',
    });
    expect(acs.headers.get('x-supabase-api-version')).toBeNull();
    expect((await authFetch('/sso', { method: 'GET' })).json.code).toBe('saml_provider_disabled');
  });

  it('lists no SSO providers to the admin and finds none', async () => {
    const key = inject('serviceRoleKey');
    const list = await authFetch('/admin/sso/providers', { key, bearer: key });
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ items: [] });
    const one = await authFetch(`/admin/sso/providers/${crypto.randomUUID()}`, {
      key,
      bearer: key,
    });
    expect(one.status).toBe(404);
    expect(one.json).toEqual({
      code: 'sso_provider_not_found',
      message: 'SSO Identity Provider not found',
    });
    const anon = await authFetch('/admin/sso/providers', { bearer: inject('anonKey') });
    expect(anon.status).toBe(403);
    expect(anon.json.code).toBe('not_admin');
  });
});

describe('identity linking (manual linking disabled)', () => {
  it('answers linkIdentity with an OAuth provider with 404 manual_linking_disabled', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.linkIdentity({ provider: 'github' });
    expectAuthApiError(error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
  });

  it('answers unlinkIdentity with 404 manual_linking_disabled', async () => {
    const { supabase, user } = await signedInClient();
    const identity = must(must(user.identities)[0]);
    const { error } = await supabase.auth.unlinkIdentity(identity);
    expectAuthApiError(error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
  });

  it('checks the access token first, as GoTrue does', async () => {
    const raw = await authFetch('/user/identities/authorize?provider=github', {
      bearer: inject('anonKey'),
    });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });
});

describe('the id_token grant (no provider enabled)', () => {
  it('answers a Google ID token with 400 provider_disabled', async () => {
    const { error } = await client().auth.signInWithIdToken({
      provider: 'google',
      token: idTokenFrom('https://accounts.google.com'),
    });
    expectAuthApiError(
      error,
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    );
  });

  it("answers an Apple ID token with the issuer it carries, and one it can't read", async () => {
    const apple = await client().auth.signInWithIdToken({
      provider: 'apple',
      token: idTokenFrom('https://appleid.apple.com'),
    });
    expectAuthApiError(
      apple.error,
      400,
      'provider_disabled',
      'Provider (issuer "https://appleid.apple.com") is not enabled',
    );
    const garbled = await client().auth.signInWithIdToken({ provider: 'apple', token: 'nope' });
    expectAuthApiError(
      garbled.error,
      400,
      'validation_failed',
      'Unable to detect issuer in ID token for Apple provider',
    );
  });

  it('refuses another provider, and a missing token with an OAuth error', async () => {
    const other = await client().auth.signInWithIdToken({
      provider: 'acme' as 'google',
      token: idTokenFrom('https://acme.example'),
    });
    expectAuthApiError(
      other.error,
      400,
      'validation_failed',
      'Custom OIDC provider "acme" not allowed',
    );
    const custom = await client().auth.signInWithIdToken({
      provider: 'custom:acme' as 'google',
      token: idTokenFrom('https://acme.example'),
    });
    expectAuthApiError(
      custom.error,
      400,
      'validation_failed',
      'Custom OAuth providers are disabled',
    );
    const missing = await authFetch('/token?grant_type=id_token', {
      method: 'POST',
      body: { provider: 'google' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
  });

  it('answers linkIdentity with an ID token the same way, after the access token', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.linkIdentity({
      provider: 'google',
      token: idTokenFrom('https://accounts.google.com'),
    });
    expectAuthApiError(
      error,
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    );
  });
});

describe('web3 sign-in (disabled)', () => {
  it('answers signInWithWeb3 on Solana and Ethereum with 422 web3_provider_disabled', async () => {
    const solana = await client().auth.signInWithWeb3({
      chain: 'solana',
      message: 'example.com wants you to sign in with your Solana account',
      signature: new Uint8Array(64),
    });
    expectAuthApiError(solana.error, 422, 'web3_provider_disabled', 'Web3 provider is disabled');
    const ethereum = await client().auth.signInWithWeb3({
      chain: 'ethereum',
      message: 'example.com wants you to sign in with your Ethereum account',
      signature: '0x00',
    });
    expectAuthApiError(ethereum.error, 422, 'web3_provider_disabled', 'Web3 provider is disabled');
  });
});

describe('MFA factor types other than TOTP (disabled)', () => {
  it('answers enroll of a phone factor with 422 mfa_phone_enroll_not_enabled', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.mfa.enroll({ factorType: 'phone', phone: uniquePhone() });
    expectAuthApiError(
      error,
      422,
      'mfa_phone_enroll_not_enabled',
      'MFA enroll is disabled for Phone',
    );
  });

  it('answers enroll of a WebAuthn factor with 422 mfa_webauthn_enroll_not_enabled', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.mfa.enroll({ factorType: 'webauthn' });
    expectAuthApiError(
      error,
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
  });

  it('answers an unknown factor type with 400 validation_failed', async () => {
    const { supabase } = await signedInClient();
    const { error } = await supabase.auth.mfa.enroll({ factorType: 'sms' as 'totp' });
    expectAuthApiError(
      error,
      400,
      'validation_failed',
      'factor_type needs to be totp, phone, or webauthn',
    );
  });

  it('answers a factor path that is no UUID (recovery codes) as GoTrue: 404 validation_failed', async () => {
    const { supabase } = await signedInClient();
    const token = must((await supabase.auth.getSession()).data.session).access_token;
    const raw = await authFetch('/factors/recovery-codes', { bearer: token });
    expect(raw.status).toBe(404);
    expect(raw.json).toEqual({ code: 'validation_failed', message: 'factor_id must be an UUID' });
  });
});

describe('passkeys (disabled)', () => {
  it('answers the passkey API with 404 passkey_disabled', async () => {
    const start = await client().auth.passkey.startAuthentication();
    expectAuthApiError(start.error, 404, 'passkey_disabled', 'Passkeys are disabled');
    const { supabase } = await signedInClient();
    const list = await supabase.auth.passkey.list();
    expectAuthApiError(list.error, 404, 'passkey_disabled', 'Passkeys are disabled');
    const register = await supabase.auth.passkey.startRegistration();
    expectAuthApiError(register.error, 404, 'passkey_disabled', 'Passkeys are disabled');
  });

  it('lists no passkeys of a user to the admin, and finds none to delete', async () => {
    const { user } = await signedInClient();
    const admin = client('service_role').auth.admin;
    const list = await admin.passkey.listPasskeys({ userId: user.id });
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);
    const removed = await admin.passkey.deletePasskey({
      userId: user.id,
      passkeyId: crypto.randomUUID(),
    });
    expectAuthApiError(removed.error, 404, 'validation_failed', 'Passkey not found');
  });
});

describe('the OAuth 2.1 server and custom providers (disabled)', () => {
  it('answers the admin OAuth client API with 404 feature_disabled', async () => {
    const { error } = await client('service_role').auth.admin.oauth.listClients();
    expectAuthApiError(error, 404, 'feature_disabled', 'OAuth server is disabled');
  });

  it('answers the user side of the OAuth server with 404 feature_disabled', async () => {
    const { supabase } = await signedInClient();
    const details = await supabase.auth.oauth.getAuthorizationDetails(crypto.randomUUID());
    expectAuthApiError(details.error, 404, 'feature_disabled', 'OAuth server is disabled');
    const grants = await supabase.auth.oauth.listGrants();
    expectAuthApiError(grants.error, 404, 'feature_disabled', 'OAuth server is disabled');
    const discovery = await authFetch('/.well-known/oauth-authorization-server');
    expect(discovery.status).toBe(404);
    expect(discovery.json.code).toBe('feature_disabled');
  });

  it('answers the custom provider admin API with 404 feature_disabled', async () => {
    const { error } = await client('service_role').auth.admin.customProviders.listProviders();
    expectAuthApiError(error, 404, 'feature_disabled', 'Custom OAuth providers are disabled');
  });

  it('answers SCIM with 404 feature_disabled', async () => {
    const raw = await authFetch('/scim/v2/Users');
    expect(raw.status).toBe(404);
    expect(raw.json).toEqual({ code: 'feature_disabled', message: 'SCIM server is disabled' });
  });
});

describe('OAuth providers (none enabled)', () => {
  it('answers /authorize with 400 validation_failed', async () => {
    const github = await authFetch('/authorize?provider=github', { key: null });
    expect(github.status).toBe(400);
    expect(github.json).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await authFetch('/authorize?provider=acme', { key: null });
    expect(unknown.json.message).toBe('Unsupported provider: Provider acme could not be found');
  });

  it('sends /callback without a flow back to the site URL with the error', async () => {
    const raw = await authFetch('/callback?code=abc', { key: null });
    expect(raw.status).toBe(303);
    const location = new URL(must(raw.headers.get('location')));
    expect(location.origin).toBe('http://localhost:3000');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'invalid_request',
      error_code: 'bad_oauth_callback',
      error_description: 'OAuth state parameter missing',
    });
  });
});

describe('discovery documents', () => {
  it('publishes an empty JWKS (HS256 keys are never published) and the OpenID configuration', async () => {
    const jwks = await authFetch('/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.json).toEqual({ keys: [] });
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const openid = await authFetch('/.well-known/openid-configuration');
    expect(openid.status).toBe(200);
    expect(openid.json).toMatchObject({
      issuer: expect.stringMatching(/\/auth\/v1$/),
      jwks_uri: expect.stringMatching(/\/auth\/v1\/\.well-known\/jwks\.json$/),
      response_types_supported: ['code'],
    });
  });
});

describe('paths GoTrue does not have', () => {
  it("answer chi's plain-text 404, as GoTrue does, and a wrong method 405 with Allow", async () => {
    const missing = await authFetch('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(missing.text).toBe('404 page not found\n');
    const wrongMethod = await authFetch('/signup', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.text).toBe('');
  });
});
