// @ts-check
/**
 * Sign-in through other identity providers, none of which is enabled here, answered as GoTrue
 * answers with them off (a hosted project's default until one is configured):
 *
 * - GET /authorize?provider=… (OAuth): 400 "Unsupported provider: provider is not enabled";
 * - GET|POST /callback: a 303 to the site URL with the error in the query (no OAuth flow ever
 *   starts here, so there is never a state to find);
 * - POST /token?grant_type=id_token: GoTrue's checks of the parameters and the token's issuer,
 *   then 400 `provider_disabled` "Provider (issuer "…") is not enabled";
 * - POST /token?grant_type=web3: 422 `web3_provider_disabled`.
 *
 * Custom OAuth/OIDC providers (`custom:…`) answer as GoTrue with `custom_oauth.enabled` off.
 */
import { Buffer } from 'node:buffer';
import { replyEmpty } from './context.mjs';
import { AuthError, badRequest, unprocessable } from './errors.mjs';
import { bool, goQuote, readParams, readRawBody, str } from './params.mjs';
import { authenticate } from './sessions.mjs';

/** The providers GoTrue's Provider() knows (external.go). */
const OAUTH_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

/**
 * GET /authorize (GoTrue's ExternalProviderRedirect).
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function authorize(_env, rq) {
  const name = (rq.url.searchParams.get('provider') ?? '').toLowerCase();
  const reason = name.startsWith('custom:')
    ? 'custom OAuth providers are disabled'
    : OAUTH_PROVIDERS.has(name)
      ? 'provider is not enabled'
      : `Provider ${name} could not be found`;
  throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
}

/**
 * Go's url.QueryEscape.
 * @param {string} text
 */
const queryEscape = (text) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * GET|POST /callback (GoTrue's loadFlowState): the OAuth state is missing, malformed or unknown,
 * so the browser goes back to the site URL with the error in the query.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function callback(env, rq) {
  let state = rq.url.searchParams.get('state') ?? '';
  if (rq.req.method === 'POST') {
    const type = String(rq.req.headers['content-type'] ?? '');
    if (type.startsWith('application/x-www-form-urlencoded')) {
      const form = await readForm(rq.req, env.ctx.config.maxBodyBytes);
      state = form.get('state') ?? state;
    }
  }
  const [code, description] = !state
    ? ['bad_oauth_callback', 'OAuth state parameter missing']
    : !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(state)
      ? ['bad_oauth_state', 'OAuth state parameter is invalid']
      : ['bad_oauth_state', 'OAuth state not found or expired'];
  const target = new URL(env.ctx.config.siteUrl);
  /** @type {Map<string, string>} */
  const query = new Map(target.searchParams);
  query.set('error', 'invalid_request');
  query.set('error_code', code);
  query.set('error_description', description);
  target.search = [...query.keys()]
    .sort()
    .map((key) => `${queryEscape(key)}=${queryEscape(query.get(key) ?? '')}`)
    .join('&');
  replyEmpty(rq, 303, { Location: target.toString() });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 */
async function readForm(req, limit) {
  return new URLSearchParams((await readRawBody(req, limit)).toString('utf8'));
}

/**
 * The `iss` of an ID token's payload, read without verification (GoTrue's
 * DetectAppleIDTokenIssuer / DetectAzureIDTokenIssuer); undefined when it can't be read.
 * @param {string} idToken
 */
function tokenIssuer(idToken) {
  const parts = idToken.split('.');
  const encoded = parts[1] ?? '';
  // Go's base64.RawURLEncoding: no padding, and never one character past a 4-character group.
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) {
    return undefined;
  }
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (payload === null) return '';
    if (typeof payload !== 'object' || Array.isArray(payload)) return undefined;
    if (payload.iss !== undefined && payload.iss !== null && typeof payload.iss !== 'string') {
      return undefined;
    }
    return payload.iss ?? '';
  } catch {
    return undefined;
  }
}

/** Issuers of the providers GoTrue knows by issuer (internal/api/provider). */
const ISSUERS = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;

/**
 * The issuer of a detected-issuer provider (Apple, Azure), with GoTrue's checks.
 * @param {string} name 'Apple' | 'Azure'
 * @param {string} idToken
 * @param {string} requested the `issuer` parameter
 * @param {(issuer: string) => boolean} accepted
 */
function detectIssuer(name, idToken, requested, accepted) {
  const detected = tokenIssuer(idToken);
  if (detected === undefined) {
    throw badRequest(
      'validation_failed',
      `Unable to detect issuer in ID token for ${name} provider`,
    );
  }
  if (!accepted(detected)) {
    throw badRequest(
      'validation_failed',
      `Detected ID token issuer is not an ${name} ID token issuer`,
    );
  }
  if (requested && requested !== detected) {
    throw badRequest('validation_failed', 'Provided issuer does not match ID token issuer');
  }
  return detected;
}

/**
 * POST /token?grant_type=id_token (GoTrue's IdTokenGrant, up to its provider check).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function idTokenGrant(env, rq) {
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const idToken = str(params, 'id_token');
  str(params, 'access_token');
  str(params, 'nonce');
  const provider = str(params, 'provider');
  const clientId = str(params, 'client_id');
  const issuer = str(params, 'issuer');
  const linkIdentity = bool(params, 'link_identity', false);
  if (!idToken) throw AuthError.oauth('invalid request', 'id_token required');
  if (!provider && (!clientId || !issuer)) {
    throw AuthError.oauth('invalid request', 'provider or client_id and issuer required');
  }
  if (linkIdentity) {
    if (!rq.req.headers.authorization) {
      throw AuthError.oauth(
        'invalid request',
        'Linking requires a valid user access token in Authorization',
      );
    }
    await authenticate(env.ctx.db, env.ctx.config.jwtSecret, rq.req);
  }
  let providerIssuer;
  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    providerIssuer = detectIssuer('Apple', idToken, issuer, (i) => APPLE_ISSUERS.includes(i));
  } else if (provider === 'google' || issuer === ISSUERS.google) {
    providerIssuer = ISSUERS.google;
  } else if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    providerIssuer = detectIssuer(
      'Azure',
      idToken,
      issuer,
      (i) =>
        i.startsWith('https://login.microsoftonline.com/') ||
        i.startsWith('https://sts.windows.net/'),
    );
  } else if (provider === 'facebook' || issuer === ISSUERS.facebook) {
    providerIssuer = ISSUERS.facebook;
  } else if (provider === 'keycloak') {
    providerIssuer = ''; // GoTrue uses the Keycloak URL, unset here
  } else if (provider === 'kakao' || issuer === ISSUERS.kakao) {
    providerIssuer = ISSUERS.kakao;
  } else if (provider === 'vercel_marketplace' || issuer === ISSUERS.vercel_marketplace) {
    providerIssuer = ISSUERS.vercel_marketplace;
  } else if (provider === 'snapchat' || issuer === ISSUERS.snapchat) {
    providerIssuer = ISSUERS.snapchat;
  } else if (provider.startsWith('custom:')) {
    throw badRequest('validation_failed', 'Custom OAuth providers are disabled');
  } else {
    // No issuer is in GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS.
    throw badRequest('validation_failed', `Custom OIDC provider ${goQuote(provider)} not allowed`);
  }
  throw badRequest(
    'provider_disabled',
    `Provider (issuer ${goQuote(providerIssuer)}) is not enabled`,
  );
}

/**
 * POST /token?grant_type=web3 (GoTrue's Web3Grant with both chains off).
 * @param {import('./context.mjs').AuthEnv} _env
 * @param {import('./context.mjs').AuthRequest} _rq
 */
export async function web3Grant(_env, _rq) {
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}
