// @ts-check
/**
 * GoTrue's rate limits (`[auth.rate_limit]` in config.toml, `SUPABASE_AUTH_RATE_LIMIT_<KEY>`),
 * counted as GoTrue counts them (supabase/auth `internal/api/apilimiter`):
 *
 * - **Per client IP**, a token bucket per endpoint group, like GoTrue's tollbooth limiters: it
 *   holds 30 requests (the burst) and refills at the configured number per 5 minutes, so a full
 *   bucket lets 30 requests through at once and then one every 300/N seconds. Anonymous sign-ins
 *   refill per hour and hold as many as the limit. Past it: 429 `over_request_rate_limit`
 *   "Request rate limit reached".
 *
 *   | bucket                                                      | limit                 |
 *   | ----------------------------------------------------------- | --------------------- |
 *   | `POST /token` (password, refresh_token, pkce, id_token)      | `token_refresh`       |
 *   | `POST /token?grant_type=web3`                               | `web3`                |
 *   | `GET`/`POST /verify`                                        | `token_verifications` |
 *   | `POST /signup` (email, phone), `/otp`, `/magiclink`, `/recover`, `/resend`, `PUT /user` (one bucket each) | `sign_in_sign_ups` |
 *   | `POST /signup` (anonymous)                                  | `anonymous_users`     |
 *
 * - **For the whole project**, emails and SMS per hour (GoTrue's interval limiter: a count that
 *   starts again every full hour since the server started). Past it: 429
 *   `over_email_send_rate_limit` "email rate limit exceeded" / `over_sms_send_rate_limit` "SMS
 *   rate limit exceeded".
 *
 * The client IP is the TCP peer's address. `X-Forwarded-For` is not trusted: this server has no
 * proxy in front of it, so the header says whatever the caller wants, and honouring it would
 * give an attacker a fresh bucket per made-up address (or let them drain someone else's).
 * Hosted GoTrue trusts only the address its own gateway sets.
 *
 * Counters live in memory, one set per auth service, as GoTrue keeps them: a restart starts
 * them afresh. (The wrong-code counter of one-time codes is in the database: verify.mjs.)
 */
import { tooManyRequests } from './errors.mjs';

/** Requests a per-5-minute bucket holds, whatever the limit (GoTrue's `SetBurst(30)`). */
export const BURST = 30;
const FIVE_MINUTES_S = 300;
const HOUR_S = 3600;
const HOUR_MS = 3_600_000;
/** Buckets kept before full ones are dropped (a full bucket is the same as none). */
const MAX_TRACKED = 10_000;

/**
 * @typedef {'token' | 'web3' | 'verify' | 'signups' | 'otp' | 'magiclink' | 'recover' | 'resend' | 'user' | 'anonymous'} Bucket
 */

/**
 * @param {import('./settings.mjs').RateLimits} limits
 * @returns {Record<Bucket, { capacity: number, perSecond: number }>}
 */
function bucketSpecs(limits) {
  /** @param {number} perFiveMinutes */
  const per5m = (perFiveMinutes) => ({
    capacity: BURST,
    perSecond: perFiveMinutes / FIVE_MINUTES_S,
  });
  return {
    token: per5m(limits.token_refresh),
    web3: per5m(limits.web3),
    verify: per5m(limits.token_verifications),
    signups: per5m(limits.sign_in_sign_ups),
    otp: per5m(limits.sign_in_sign_ups),
    magiclink: per5m(limits.sign_in_sign_ups),
    recover: per5m(limits.sign_in_sign_ups),
    resend: per5m(limits.sign_in_sign_ups),
    user: per5m(limits.sign_in_sign_ups),
    anonymous: {
      capacity: Math.floor(limits.anonymous_users),
      perSecond: limits.anonymous_users / HOUR_S,
    },
  };
}

/**
 * @param {import('./settings.mjs').RateLimits} limits
 * @param {() => number} [now] milliseconds (a monotonic clock; tests pass their own)
 */
export function createRateLimiter(limits, now = () => performance.now()) {
  const specs = bucketSpecs(limits);
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  /** @param {{ capacity: number, perSecond: number }} spec @param {{ tokens: number, at: number }} state @param {number} t */
  const refilled = (spec, state, t) =>
    Math.min(spec.capacity, state.tokens + ((t - state.at) / 1000) * spec.perSecond);

  /** @param {number} t */
  function dropFullBuckets(t) {
    for (const [key, state] of buckets) {
      const spec = specs[/** @type {Bucket} */ (key.slice(0, key.indexOf(' ')))];
      if (refilled(spec, state, t) >= spec.capacity) buckets.delete(key);
    }
  }

  /** @param {number} perHour */
  function hourly(perHour) {
    let windowStart = now();
    let count = 0;
    return () => {
      const t = now();
      const elapsed = Math.floor((t - windowStart) / HOUR_MS);
      if (elapsed > 0) {
        windowStart += elapsed * HOUR_MS;
        count = 0;
      }
      if (count >= perHour) return false;
      count += 1;
      return true;
    };
  }

  return {
    /**
     * Takes one request from the client's bucket; false when it is empty.
     * @param {Bucket} bucket
     * @param {string} client the client's IP address
     */
    allowRequest(bucket, client) {
      const spec = specs[bucket];
      const t = now();
      const key = `${bucket} ${client}`;
      const state = buckets.get(key) ?? { tokens: spec.capacity, at: t };
      const tokens = refilled(spec, state, t);
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: t });
      if (buckets.size > MAX_TRACKED) dropFullBuckets(t);
      return allowed;
    },
    /** Counts one email against the hourly limit; false when it is spent. */
    allowEmail: hourly(limits.email_sent),
    /** Counts one SMS against the hourly limit; false when it is spent. */
    allowSms: hourly(limits.sms_sent),
  };
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */

/** One limiter per loaded settings object, i.e. per auth service. */
const limiters = new WeakMap();

/**
 * The limiter of an auth service (created with its settings on first use).
 * @param {import('./settings.mjs').AuthSettings} settings
 * @returns {RateLimiter}
 */
export function rateLimiterOf(settings) {
  let limiter = limiters.get(settings);
  if (!limiter) {
    limiter = createRateLimiter(settings.rateLimits);
    limiters.set(settings, limiter);
  }
  return limiter;
}

/**
 * The client's IP address: the TCP peer (IPv4-mapped IPv6 written as IPv4).
 * @param {import('node:http').IncomingMessage} req
 */
export function clientAddress(req) {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/i, '') || 'unknown';
}

/**
 * GoTrue's limitHandler: 429 `over_request_rate_limit` when the client's bucket is empty.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {Bucket} bucket
 */
export function enforceRateLimit(env, rq, bucket) {
  if (!rateLimiterOf(env.settings).allowRequest(bucket, clientAddress(rq.req))) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * Counts an email against `email_sent` (GoTrue checks it right before sending).
 * @param {import('./settings.mjs').AuthSettings} settings
 */
export function enforceEmailLimit(settings) {
  if (!rateLimiterOf(settings).allowEmail()) {
    throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

/**
 * Counts an SMS against `sms_sent`.
 * @param {import('./settings.mjs').AuthSettings} settings
 */
export function enforceSmsLimit(settings) {
  if (!rateLimiterOf(settings).allowSms()) {
    throw tooManyRequests('over_sms_send_rate_limit', 'SMS rate limit exceeded');
  }
}
