// @ts-check
/**
 * GoTrue's route table (internal/api/api.go, v2.196) on the services' router (src/router.mjs).
 *
 * chi, GoTrue's router, runs a subrouter's middlewares before it routes below it: an unknown
 * path or a wrong method under /factors, /admin or /sso gets the middleware's answer (401, a
 * disabled feature's 404) before chi's 404 or 405. `mount` reproduces that: the rows below a
 * prefix run its guards first, and a last row catches every other path and method below it,
 * runs the guards, then answers 405 (with Allow) or chi's plain-text 404.
 */
import { createRouter } from '../router.mjs';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
} from './admin.mjs';
import { generateLink, invite } from './admin-links.mjs';
import { reply } from './context.mjs';
import {
  adminAuditLog,
  adminDeletePasskey,
  adminListPasskeys,
  adminListSsoProviders,
  customProvidersDisabled,
  jwks,
  loadSsoProvider,
  manualLinkingDisabled,
  oauthServerDisabled,
  openidConfiguration,
  passkeysDisabled,
  samlDisabled,
  scimDisabled,
} from './disabled.mjs';
import { authorize, callback } from './external.mjs';
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './factors.mjs';
import {
  loadFactor,
  loadUser,
  requireAdmin,
  requireAuthentication,
  requireNotAnonymous,
} from './guards.mjs';
import { challenge, enroll, unenroll, verifyFactor } from './mfa.mjs';
import { magicLinkEndpoint, otp, recover, resend } from './otp.mjs';
import { reauthenticate } from './reauthenticate.mjs';
import { signup } from './signup.mjs';
import { token } from './token.mjs';
import { getUser, logout, updateUser } from './user.mjs';
import { verifyGet, verifyPost } from './verify.mjs';

/**
 * @typedef {(env: import('./context.mjs').AuthEnv, rq: import('./context.mjs').AuthRequest) => Promise<unknown>} Handler
 * @typedef {import('./guards.mjs').Guard} Guard
 * @typedef {import('../router.mjs').Route<Handler>} Row
 */

/** What a catch-all row found: a method the path has (405) or no such path (404). */
export class NoRoute extends Error {
  /** @param {string[]} [allowed] the methods of the path, when it has some */
  constructor(allowed) {
    super(allowed ? 'method not allowed' : 'not found');
    this.allowed = allowed;
  }
}

/**
 * @param {Guard[]} guards
 * @param {Handler} handler
 * @returns {Handler}
 */
const guarded = (guards, handler) =>
  guards.length === 0
    ? handler
    : async (env, rq) => {
        for (const guard of guards) await guard(env, rq);
        return handler(env, rq);
      };

/**
 * chi's `Route(prefix, …)` with `Use(guards…)`: `rows` are relative to `prefix` ('/' is the
 * prefix itself) and may hold nested mounts.
 * @param {string} prefix
 * @param {Guard[]} guards
 * @param {Row[]} rows
 * @returns {Row[]}
 */
export function mount(prefix, guards, rows) {
  const below = createRouter(rows);
  /** @type {Handler} */
  const fallback = async (_env, rq) => {
    const found = below.match(
      rq.req.method === 'HEAD' ? 'GET' : (rq.req.method ?? 'GET'),
      `/${rq.params['*'] ?? ''}`,
    );
    throw new NoRoute(found && 'allowed' in found ? found.allowed : undefined);
  };
  /** @type {Row[]} */
  const joined = rows.map(([methods, pattern, handler]) => [
    methods,
    pattern === '/' ? prefix : `${prefix}${pattern}`,
    guarded(guards, handler),
  ]);
  joined.push(['*', `${prefix}/*`, guarded(guards, fallback)]);
  return joined;
}

export const AUTH_VERSION = 'v2.177.0-local';

/** @type {Handler} */
const health = async (_env, rq) =>
  reply(rq, 200, {
    version: AUTH_VERSION,
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });

/**
 * @param {Handler} settings GET /settings (index.mjs builds it from the configuration)
 * @returns {Row[]}
 */
export const authRoutes = (settings) => [
  ['GET', '/health', health],
  ['GET', '/.well-known/jwks.json', jwks],
  ['GET', '/.well-known/openid-configuration', openidConfiguration],
  [
    'GET',
    '/.well-known/oauth-authorization-server',
    guarded([oauthServerDisabled], openidConfiguration),
  ],
  [['GET', 'POST'], '/callback', callback],
  ['GET', '/settings', settings],
  ['GET', '/authorize', authorize],
  ['POST', '/invite', guarded([requireAdmin], invite)],
  ['POST', '/signup', signup],
  ['POST', '/recover', recover],
  ['POST', '/resend', resend],
  ['POST', '/magiclink', magicLinkEndpoint],
  ['POST', '/otp', otp],
  ['POST', '/token', token],
  [
    ['GET', 'POST'],
    '/verify',
    async (env, rq) => (rq.req.method === 'POST' ? verifyPost : verifyGet)(env, rq),
  ],
  ['POST', '/logout', guarded([requireAuthentication], logout)],
  ...mount('/reauthenticate', [requireAuthentication], [['GET', '/', reauthenticate]]),
  ...mount(
    '/user',
    [requireAuthentication],
    [
      ['GET', '/', getUser],
      ['PUT', '/', updateUser],
      ...mount('/identities', [manualLinkingDisabled], []),
      ...mount('/oauth/grants', [oauthServerDisabled], []),
    ],
  ),
  ...mount(
    '/factors',
    [requireAuthentication, requireNotAnonymous],
    [
      ['POST', '/', enroll],
      ...mount(
        '/:factor_id',
        [loadFactor],
        [
          ['POST', '/verify', verifyFactor],
          ['POST', '/challenge', challenge],
          ['DELETE', '/', unenroll],
        ],
      ),
    ],
  ),
  ...mount('/passkeys', [passkeysDisabled], []),
  ...mount('/sso', [samlDisabled], []),
  ...mount(
    '/admin',
    [requireAdmin],
    [
      ['GET', '/audit', adminAuditLog],
      ['GET', '/users', adminListUsers],
      ['POST', '/users', adminCreateUser],
      ...mount(
        '/users/:user_id',
        [loadUser],
        [
          ...mount(
            '/factors',
            [],
            [
              ['GET', '/', adminListFactors],
              ...mount(
                '/:factor_id',
                [loadFactor],
                [
                  ['DELETE', '/', adminDeleteFactor],
                  ['PUT', '/', adminUpdateFactor],
                ],
              ),
            ],
          ),
          ...mount(
            '/passkeys',
            [],
            [
              ['GET', '/', adminListPasskeys],
              ['DELETE', '/:passkey_id', adminDeletePasskey],
            ],
          ),
          ['GET', '/', adminGetUser],
          ['PUT', '/', adminUpdateUser],
          ['DELETE', '/', adminDeleteUser],
        ],
      ),
      ['POST', '/generate_link', generateLink],
      ['GET', '/sso/providers', adminListSsoProviders],
      // Creating one would need SAML, which this server doesn't have (GoTrue checks no flag here).
      ['POST', '/sso/providers', samlDisabled],
      ...mount('/sso/providers/:idp_id', [loadSsoProvider], []),
      ...mount('/oauth', [oauthServerDisabled], []),
      ...mount('/custom-providers', [customProvidersDisabled], []),
    ],
  ),
  ...mount('/oauth', [oauthServerDisabled], []),
  ...mount('/scim/v2', [scimDisabled], []),
];

/** @param {Handler} settings */
export const createAuthRouter = (settings) => createRouter(authRoutes(settings));
