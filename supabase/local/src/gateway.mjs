// @ts-check
/**
 * What stands in front of every route, as Supabase's API gateway and a careful dev server do:
 *
 * - **Host allowlist** (against DNS rebinding): a request whose `Host` is not localhost,
 *   127.0.0.1, ::1, the bind address, the external URL's host or one of `allowedHosts` is
 *   refused, so a page on an attacker's domain that resolves to 127.0.0.1 reaches nothing.
 * - **CORS from an allowlist**, not a reflection: a browser `Origin` is allowed when GoTrue would
 *   allow a redirect to it (the site URL's origin — any port when it is a loopback host —,
 *   loopback addresses, and the `additional_redirect_urls` patterns). A request from any other
 *   origin is refused with 403, preflight included, and gets no CORS headers.
 * - **Dev-only routes** (`/mailbox`, `/pg/*`) exist only for tools and tests on this machine: no
 *   CORS at all, loopback peers only, and refused whenever an `Origin` header is present (every
 *   cross-origin browser request carries one; typing the mailbox URL in the address bar does
 *   not). They don't exist on a hosted project.
 */
import { isIP } from 'node:net';
import { isRedirectAllowed } from './auth/messages.mjs';
import { headerValue, sendJson } from './http.mjs';

export const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-encoding, prefer, accept, accept-profile, content-profile, range, range-unit, x-upsert, x-metadata, x-supabase-api-version, cache-control, x-retry-count',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Location, Preference-Applied, X-Supabase-Api-Version, Range-Unit, X-Total-Count, Link',
  'Access-Control-Max-Age': '86400',
};

/** Routes for local tools only: every path the server routes to the mailbox or pg-meta. @param {string} path */
export const isDevOnlyPath = (path) => path.startsWith('/mailbox') || path.startsWith('/pg/');

/**
 * A peer address on this machine: 127.0.0.0/8, ::1, or either mapped into IPv6.
 * @param {string | undefined} address
 */
export function isLoopbackAddress(address) {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/**
 * The hostname of a Host header value (`example.com:54321`, `[::1]:54321`), lower-cased;
 * undefined when it can't be one.
 * @param {string | undefined} host
 */
export function hostnameOf(host) {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * @param {{ config: import('./config.mjs').LocalConfig, redirectUrls: string[] }} options
 *   redirectUrls: GoTrue's additional_redirect_urls (patterns)
 */
export function createGateway({ config, redirectUrls }) {
  const hosts = new Set(['localhost', '127.0.0.1', '::1', ...config.allowedHosts]);
  const bindHost = hostnameOf(config.host);
  if (bindHost && bindHost !== '0.0.0.0' && bindHost !== '::') hosts.add(bindHost);
  const externalHost = config.externalUrl
    ? hostnameOf(new URL(config.externalUrl).host)
    : undefined;
  if (externalHost) hosts.add(externalHost);

  /** @param {string | undefined} host */
  const hostAllowed = (host) => {
    const name = hostnameOf(host);
    return name !== undefined && hosts.has(name);
  };

  /** @param {string} origin */
  const originAllowed = (origin) =>
    origin !== 'null' && isRedirectAllowed(config.siteUrl, redirectUrls, origin);

  /**
   * Decides whether a request may go on, and sets its CORS headers when it may. Answers the
   * refusal (or the preflight) itself and returns false when the request is done.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   * @returns {boolean}
   */
  function admit(req, res, path) {
    if (!hostAllowed(headerValue(req.headers.host))) {
      sendJson(res, 403, {
        message:
          'Host not allowed. Reach this server as localhost or 127.0.0.1, or add the name to SUPABASE_LOCAL_ALLOWED_HOSTS.',
      });
      return false;
    }
    const origin = headerValue(req.headers.origin);
    if (isDevOnlyPath(path)) {
      if (!isLoopbackAddress(req.socket.remoteAddress)) {
        sendJson(res, 403, { message: 'This development route answers only this machine.' });
        return false;
      }
      if (origin !== undefined) {
        sendJson(res, 403, {
          message: 'This development route does not answer browser requests from web pages.',
        });
        return false;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return false;
      }
      return true;
    }
    if (origin !== undefined) {
      if (!originAllowed(origin)) {
        sendJson(res, 403, {
          message:
            'Origin not allowed. Add it to [auth] additional_redirect_urls in supabase/config.toml (or SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS).',
        });
        return false;
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return false;
    }
    return true;
  }

  /**
   * For a websocket upgrade (CORS doesn't cover websockets): the Host must be allowed, and a
   * browser's Origin too.
   * @param {import('node:http').IncomingMessage} req
   */
  const admitUpgrade = (req) => {
    const origin = headerValue(req.headers.origin);
    return (
      hostAllowed(headerValue(req.headers.host)) && (origin === undefined || originAllowed(origin))
    );
  };

  return { admit, admitUpgrade, hostAllowed, originAllowed };
}
