// @ts-check
/**
 * The auth service at /auth/v1: GoTrue (supabase/auth v2) semantics for what auth-js sends.
 *
 * In front of it, as Supabase's API gateway does, every route except the email-link ones
 * (/verify, /callback, /authorize) needs a valid `apikey` (anon or service_role). All writes run
 * as the database owner (GoTrue is its own privileged service), each operation in one
 * transaction, so triggers on auth.users run inside it. Emails and SMS go to the dev mailbox
 * after the transaction commits and before the answer is sent. Routes are GoTrue's (routes.mjs);
 * errors are GoTrue's (errors.mjs), sent through the services' one adapter, `sendError`.
 */
import { headerValue, sendError, sendJson } from '../http.mjs';
import { verifyJwt } from '../keys.mjs';
import { isMatch } from '../router.mjs';
import { authRequest, reply, sendResponse } from './context.mjs';
import { AuthError, unexpectedFailure } from './errors.mjs';
import { createAuthRouter, NoRoute } from './routes.mjs';
import { loadAuthSettings } from './settings.mjs';

export { AUTH_VERSION } from './routes.mjs';

/** Paths the gateway lets through without an apikey (links opened from emails). */
const OPEN_PATHS = ['/verify', '/callback', '/authorize'];
const GATEWAY_ROLES = ['anon', 'service_role'];

/** @param {import('./context.mjs').AuthEnv} env */
function settingsBody(env) {
  const { config } = env.ctx;
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'snapchat',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'email',
    'phone',
    'zoom',
  ];
  /** @type {Record<string, boolean>} */
  const external = {};
  for (const name of providers) {
    external[name] =
      name === 'email' ||
      name === 'phone' ||
      (name === 'anonymous_users' && env.settings.anonymousSignIns);
  }
  return {
    external,
    disable_signup: env.settings.disableSignup,
    mailer_autoconfirm: config.autoconfirm,
    phone_autoconfirm: config.smsAutoconfirm,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

/**
 * The gateway's key check: a JWT signed with the project secret whose role is anon or
 * service_role, in the `apikey` header or query parameter.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {string} secret
 * @returns {Promise<{ status: number, body: Record<string, string> } | undefined>}
 */
async function gatewayRejection(req, url, secret) {
  const apikey = headerValue(req.headers.apikey) ?? url.searchParams.get('apikey') ?? '';
  if (!apikey) {
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  try {
    const claims = await verifyJwt(secret, apikey);
    if (GATEWAY_ROLES.includes(String(claims.role))) return undefined;
  } catch {
    // falls through to the rejection below
  }
  return {
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  };
}

/** @param {import('../server.mjs').ServiceContext} ctx */
export function createAuthService(ctx) {
  const settings = loadAuthSettings();
  // SMS confirmations can be switched on by environment variable too (tests do).
  const config = {
    ...ctx.config,
    smsAutoconfirm: settings.smsAutoconfirm ?? ctx.config.smsAutoconfirm,
  };
  /** @type {import('./context.mjs').AuthEnv} */
  const env = { ctx: { ...ctx, config }, settings };

  const router = createAuthRouter(async (_env, rq) => reply(rq, 200, settingsBody(env)));

  /**
   * Anything that is not GoTrue's own error becomes its 500 (and is logged).
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @returns {(error: unknown) => AuthError}
   */
  const toAuthError = (req, url) => (error) => {
    ctx.log(
      `auth: unexpected error on ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : error}`,
    );
    return unexpectedFailure();
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handle(req, res, url) {
    const rq = authRequest(req, res, url, ctx.endpoint);
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    try {
      if (!OPEN_PATHS.includes(rq.path)) {
        const rejection = await gatewayRejection(req, url, ctx.config.jwtSecret);
        if (rejection) {
          req.resume();
          reply(rq, rejection.status, rejection.body);
          sendResponse(rq);
          return;
        }
      }
      const found = router.match(method, rq.path);
      if (!isMatch(found)) throw new NoRoute(found?.allowed);
      rq.params = found.params;
      await found.handler(env, rq);
      req.resume(); // a body the handler did not need
      // Messages are delivered before the answer, so whoever gets it finds them in the mailbox.
      await flush(rq);
      sendResponse(rq);
    } catch (error) {
      req.resume();
      await flush(rq).catch(() => {});
      if (error instanceof NoRoute) {
        sendNoRoute(res, error);
        return;
      }
      if (res.headersSent) throw error;
      if (error instanceof AuthError && error.status >= 500) {
        ctx.log(`auth: ${error.message}: ${describeCause(error)}`);
      }
      sendError(req, res, error, toAuthError(req, url));
    }
  }

  /** @param {import('./context.mjs').AuthRequest} rq */
  async function flush(rq) {
    const messages = rq.outbox.splice(0);
    for (const message of messages) await ctx.mailbox.send(message);
  }

  return { handle };
}

/**
 * chi's answers when no route matches: 405 with Allow and no body, or Go's plain-text 404.
 * @param {import('node:http').ServerResponse} res
 * @param {NoRoute} noRoute
 */
function sendNoRoute(res, noRoute) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (noRoute.allowed) {
    res.writeHead(405, { Allow: noRoute.allowed.join(', '), 'Content-Length': '0' }).end();
    return;
  }
  sendJson(res, 404, '404 page not found\n', {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** @param {Error} error */
function describeCause(error) {
  const cause = /** @type {{ cause?: unknown }} */ (error).cause;
  return cause instanceof Error ? cause.message : String(cause ?? 'no cause');
}
