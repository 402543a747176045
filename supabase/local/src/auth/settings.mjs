// @ts-check
/**
 * Auth settings beyond the core LocalConfig, read the same way (supabase/config.toml, then
 * environment variables, then the Supabase CLI's local defaults):
 *
 *   [auth] additional_redirect_urls     SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS (comma-separated)
 *   [auth] refresh_token_reuse_interval SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL (seconds, 10)
 *   [auth] enable_signup                SUPABASE_AUTH_DISABLE_SIGNUP=true turns sign-ups off
 *   [auth] enable_anonymous_sign_ins    SUPABASE_AUTH_ENABLE_ANONYMOUS_SIGN_INS=true (false)
 *   [auth.email] max_frequency          SUPABASE_AUTH_EMAIL_MAX_FREQUENCY ("1s")
 *   [auth.sms] max_frequency            SUPABASE_AUTH_SMS_MAX_FREQUENCY ("5s")
 *   [auth.sms] enable_confirmations     SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS=true (the core
 *                                       config reads the file; this adds the variable)
 *   [auth.rate_limit] <key>             SUPABASE_AUTH_RATE_LIMIT_<KEY> (keys and defaults in
 *                                       RATE_LIMIT_DEFAULTS; see rate-limits.mjs)
 *   [auth.hook.before_user_created]     SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_ENABLED (true|false)
 *     enabled, uri                      and SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_URI (see hooks.mjs)
 *   [auth.email] secure_password_change SUPABASE_AUTH_SECURE_PASSWORD_CHANGE=true (false): a
 *                                       password change in a session older than 24 h needs
 *                                       the /reauthenticate nonce
 *   [auth.mfa] max_enrolled_factors     SUPABASE_AUTH_MFA_MAX_ENROLLED_FACTORS (10)
 *   [auth.mfa.totp] enroll_enabled,     SUPABASE_AUTH_MFA_TOTP_ENROLL_ENABLED,
 *     verify_enabled                    SUPABASE_AUTH_MFA_TOTP_VERIFY_ENABLED (true, as hosted)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from '../config.mjs';
import { parseHookUri } from './hooks.mjs';

/**
 * `[auth.rate_limit]` keys with the Supabase CLI template's values, which are hosted's defaults.
 * Each is also read from `SUPABASE_AUTH_RATE_LIMIT_<KEY>` (the key in upper case).
 */
export const RATE_LIMIT_DEFAULTS = Object.freeze({
  /** emails per hour, the whole project */
  email_sent: 2,
  /** SMS per hour, the whole project */
  sms_sent: 30,
  /** anonymous sign-ins per hour per IP address */
  anonymous_users: 30,
  /** token grants (password, refresh_token, pkce) per 5 minutes per IP address */
  token_refresh: 150,
  /** sign-ups, OTP and magic-link requests, recoveries, resends and user updates per 5 minutes per IP address */
  sign_in_sign_ups: 30,
  /** OTP and link verifications per 5 minutes per IP address */
  token_verifications: 30,
  /** web3 sign-ins per 5 minutes per IP address (the grant answers that web3 is disabled) */
  web3: 30,
});

/** @typedef {Record<keyof typeof RATE_LIMIT_DEFAULTS, number>} RateLimits */

/**
 * @typedef {object} AuthSettings
 * @property {string[]} additionalRedirectUrls glob patterns redirects may go to
 * @property {number} refreshTokenReuseInterval seconds a rotated refresh token stays reusable
 * @property {boolean} disableSignup
 * @property {boolean} anonymousSignIns
 * @property {number} emailMaxFrequencyMs least time between two emails of one kind to one user
 * @property {number} smsMaxFrequencyMs least time between two SMS codes to one user
 * @property {boolean | undefined} smsAutoconfirm overrides the core config when the variable is set
 * @property {RateLimits} rateLimits `[auth.rate_limit]`
 * @property {{ beforeUserCreated?: import('./hooks.mjs').PostgresHook }} hooks `[auth.hook.*]`
 *   that are enabled
 * @property {boolean} securePasswordChange `[auth.email] secure_password_change`
 * @property {{ totpEnrollEnabled: boolean, totpVerifyEnabled: boolean, maxEnrolledFactors: number }} mfa
 *   `[auth.mfa]` (phone and WebAuthn factors are always off)
 */

/**
 * A boolean setting: its variable when set ('true' or anything else), else config.toml's
 * value when it is a boolean, else the default.
 * @param {string | undefined} fromEnv
 * @param {unknown} fromToml
 * @param {boolean} fallback
 */
const flag = (fromEnv, fromToml, fallback) =>
  fromEnv !== undefined && fromEnv !== ''
    ? fromEnv === 'true'
    : typeof fromToml === 'boolean'
      ? fromToml
      : fallback;

/**
 * Parses a Go duration ("1s", "1m30s", "250ms", "24h"); a bare number is seconds.
 * @param {unknown} value
 * @returns {number | undefined} milliseconds
 */
export function parseDuration(value) {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const units = /** @type {Record<string, number>} */ ({
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
  });
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    total += Number(match[1]) * (units[match[2] ?? 's'] ?? 0);
    consumed += match[0].length;
  }
  return consumed === text.length && consumed > 0 ? total : undefined;
}

/**
 * `[auth.rate_limit]`: each key from its variable, else from config.toml, else the default. A
 * value that is not a number ≥ 0 stops the start (a mistyped limit must not go unnoticed).
 * @param {Record<string, unknown>} section the `[auth.rate_limit]` table
 * @param {NodeJS.ProcessEnv} env
 * @returns {RateLimits}
 */
export function parseRateLimits(section, env) {
  /** @type {RateLimits} */
  const limits = { ...RATE_LIMIT_DEFAULTS };
  for (const key of /** @type {(keyof RateLimits)[]} */ (Object.keys(RATE_LIMIT_DEFAULTS))) {
    const variable = `SUPABASE_AUTH_RATE_LIMIT_${key.toUpperCase()}`;
    const fromEnv = env[variable];
    const [source, raw] =
      fromEnv !== undefined && fromEnv.trim() !== ''
        ? [variable, fromEnv.trim()]
        : [`config.toml [auth.rate_limit] ${key}`, section[key]];
    if (raw === undefined) continue;
    const value = typeof raw === 'string' && raw !== '' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${source} must be a number ≥ 0, got ${JSON.stringify(raw)}`);
    }
    limits[key] = value;
  }
  return limits;
}

/**
 * `[auth.hook.<name>]` (`enabled`, `uri`), each overridden by `SUPABASE_AUTH_HOOK_<NAME>_ENABLED`
 * and `SUPABASE_AUTH_HOOK_<NAME>_URI`: the hook when it is enabled with a URI. A URI the local
 * server can't run stops the start.
 * @param {Record<string, unknown>} section the `[auth.hook]` table
 * @param {string} name e.g. 'before_user_created'
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('./hooks.mjs').PostgresHook | undefined}
 */
export function parseHook(section, name, env) {
  const table = section[name];
  /** @type {Record<string, unknown>} */
  const config = table && typeof table === 'object' && !Array.isArray(table) ? { ...table } : {};
  const prefix = `SUPABASE_AUTH_HOOK_${name.toUpperCase()}`;
  const enabledEnv = env[`${prefix}_ENABLED`];
  const uriEnv = env[`${prefix}_URI`];
  const enabled =
    enabledEnv !== undefined && enabledEnv !== '' ? enabledEnv === 'true' : config.enabled === true;
  const [source, uri] =
    uriEnv !== undefined && uriEnv !== ''
      ? [`${prefix}_URI`, uriEnv]
      : [`config.toml [auth.hook.${name}] uri`, config.uri];
  if (!enabled || typeof uri !== 'string' || uri === '') return undefined;
  return parseHookUri(uri, source);
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, configFile?: string }} [options]
 * @returns {AuthSettings}
 */
export function loadAuthSettings({
  env = process.env,
  configFile = path.join(SUPABASE_DIR, 'config.toml'),
} = {}) {
  /** @type {Record<string, any>} */
  let toml;
  try {
    toml = existsSync(configFile) ? parse(readFileSync(configFile, 'utf8')) : {};
  } catch {
    toml = {}; // the core's loadConfig reports a broken config.toml; keep the defaults here
  }
  const auth = toml.auth ?? {};
  const email = auth.email ?? {};
  const sms = auth.sms ?? {};
  const rateLimit = auth.rate_limit ?? {};
  const hook = auth.hook && typeof auth.hook === 'object' ? auth.hook : {};
  const mfa = auth.mfa && typeof auth.mfa === 'object' ? auth.mfa : {};
  const totp = mfa.totp && typeof mfa.totp === 'object' ? mfa.totp : {};
  const maxFactors = Number(env.SUPABASE_AUTH_MFA_MAX_ENROLLED_FACTORS || mfa.max_enrolled_factors);
  const listFromEnv = env.SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS;
  const reuse = Number(env.SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL);
  return {
    additionalRedirectUrls: listFromEnv
      ? listFromEnv
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : Array.isArray(auth.additional_redirect_urls)
        ? auth.additional_redirect_urls.map(String)
        : [],
    refreshTokenReuseInterval:
      env.SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL && Number.isFinite(reuse)
        ? reuse
        : Number.isFinite(Number(auth.refresh_token_reuse_interval))
          ? Number(auth.refresh_token_reuse_interval)
          : 10,
    disableSignup:
      env.SUPABASE_AUTH_DISABLE_SIGNUP !== undefined && env.SUPABASE_AUTH_DISABLE_SIGNUP !== ''
        ? env.SUPABASE_AUTH_DISABLE_SIGNUP === 'true'
        : auth.enable_signup === false,
    anonymousSignIns:
      env.SUPABASE_AUTH_ENABLE_ANONYMOUS_SIGN_INS !== undefined &&
      env.SUPABASE_AUTH_ENABLE_ANONYMOUS_SIGN_INS !== ''
        ? env.SUPABASE_AUTH_ENABLE_ANONYMOUS_SIGN_INS === 'true'
        : auth.enable_anonymous_sign_ins === true,
    smsAutoconfirm:
      env.SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS !== undefined &&
      env.SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS !== ''
        ? env.SUPABASE_AUTH_SMS_ENABLE_CONFIRMATIONS !== 'true'
        : undefined,
    emailMaxFrequencyMs:
      parseDuration(env.SUPABASE_AUTH_EMAIL_MAX_FREQUENCY) ??
      parseDuration(email.max_frequency) ??
      1000,
    smsMaxFrequencyMs:
      parseDuration(env.SUPABASE_AUTH_SMS_MAX_FREQUENCY) ??
      parseDuration(sms.max_frequency) ??
      5000,
    rateLimits: parseRateLimits(
      rateLimit && typeof rateLimit === 'object' && !Array.isArray(rateLimit) ? rateLimit : {},
      env,
    ),
    hooks: { beforeUserCreated: parseHook(hook, 'before_user_created', env) },
    securePasswordChange: flag(
      env.SUPABASE_AUTH_SECURE_PASSWORD_CHANGE,
      email.secure_password_change,
      false,
    ),
    mfa: {
      totpEnrollEnabled: flag(env.SUPABASE_AUTH_MFA_TOTP_ENROLL_ENABLED, totp.enroll_enabled, true),
      totpVerifyEnabled: flag(env.SUPABASE_AUTH_MFA_TOTP_VERIFY_ENABLED, totp.verify_enabled, true),
      maxEnrolledFactors: Number.isFinite(maxFactors) && maxFactors >= 0 ? maxFactors : 10,
    },
  };
}
