// @ts-check
/**
 * GoTrue features a hosted project has off by default, answered as GoTrue answers with them off:
 * their middleware refuses every route below them, whatever the path or method (SAML SSO,
 * manual identity linking, passkeys, the OAuth 2.1 server, custom OAuth providers, SCIM). The
 * admin routes GoTrue keeps open over those features answer from the nothing there is (no SSO
 * provider, no passkey, no audit entry), and the discovery documents GoTrue publishes.
 */
import { reply } from './context.mjs';
import { badRequest, notFound } from './errors.mjs';

/** @typedef {import('./guards.mjs').Guard} Guard */

/**
 * @param {string} code
 * @param {string} message
 * @returns {Guard}
 */
const refuse = (code, message) => async () => {
  throw notFound(code, message);
};

/** requireSAMLEnabled */
export const samlDisabled = refuse('saml_provider_disabled', 'SAML 2.0 is disabled');
/** requireManualLinkingEnabled */
export const manualLinkingDisabled = refuse(
  'manual_linking_disabled',
  'Manual linking is disabled',
);
/** requirePasskeyEnabled */
export const passkeysDisabled = refuse('passkey_disabled', 'Passkeys are disabled');
/** requireOAuthServerEnabled */
export const oauthServerDisabled = refuse('feature_disabled', 'OAuth server is disabled');
/** requireCustomOAuthEnabled */
export const customProvidersDisabled = refuse(
  'feature_disabled',
  'Custom OAuth providers are disabled',
);
/** requireScimServerEnabled */
export const scimDisabled = refuse('feature_disabled', 'SCIM server is disabled');

/**
 * GET /.well-known/jwks.json: the public keys of the asymmetric signing keys, and an HS256
 * secret is never published, so an empty set.
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function jwks(_env, rq) {
  reply(rq, 200, { keys: [] }, { 'Cache-Control': 'public, max-age=600' });
}

/**
 * GET /.well-known/openid-configuration (GoTrue's WellKnownOpenID, no dynamic registration).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function openidConfiguration(env, rq) {
  const issuer = env.ctx.endpoint.jwtIssuer;
  const base = issuer.replace(/\/+$/, '');
  const body = {
    issuer,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    userinfo_endpoint: `${base}/oauth/userinfo`,
    scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access'],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256', 'HS256', 'ES256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    claims_supported: [
      'sub',
      'aud',
      'iss',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'email',
      'email_verified',
      'phone_number',
      'phone_number_verified',
      'name',
      'picture',
      'preferred_username',
      'updated_at',
    ],
    code_challenge_methods_supported: ['S256', 'plain'],
  };
  reply(rq, 200, body, { 'Cache-Control': 'public, max-age=600' });
}

/**
 * GET /admin/sso/providers: there are none.
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminListSsoProviders(_env, rq) {
  reply(rq, 200, { items: [] });
}

/**
 * /admin/sso/providers/:idp_id (GoTrue's loadSSOProvider): none is ever found.
 * @type {Guard}
 */
export const loadSsoProvider = refuse('sso_provider_not_found', 'SSO Identity Provider not found');

/**
 * GET /admin/users/:user_id/passkeys: passkeys are off, so a user has none.
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminListPasskeys(_env, rq) {
  reply(rq, 200, []);
}

/**
 * DELETE /admin/users/:user_id/passkeys/:passkey_id: never found.
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} _rq
 */
export async function adminDeletePasskey(_env, _rq) {
  throw notFound('validation_failed', 'Passkey not found');
}

/**
 * GET /admin/audit (GoTrue's adminAuditLog): the audit log is not written here, so every page
 * is empty; the parameters are checked and the pagination headers sent as GoTrue sends them.
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function adminAuditLog(_env, rq) {
  const query = rq.url.searchParams;
  for (const key of ['page', 'per_page']) {
    const value = query.get(key) ?? '';
    if (value !== '' && !/^\d+$/.test(value)) {
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
      );
    }
  }
  const scope = query.get('query') ?? '';
  if (scope !== '') {
    const [column, ...rest] = scope.split(':');
    if (!['author', 'action', 'type'].includes(column ?? '') || rest.length === 0) {
      throw badRequest('validation_failed', `Invalid query scope: ${scope}`);
    }
  }
  // No entries: zero pages, and the link to the "last" one is page 0.
  const last = new URLSearchParams(query);
  last.set('page', '0');
  const sorted = [...last.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(sorted).toString();
  reply(rq, 200, [], { Link: `<${rq.path}?${search}>; rel="last"`, 'X-Total-Count': '0' });
}
