// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../config.mjs';
import { BURST, createRateLimiter } from './rate-limits.mjs';
import { loadAuthSettings, RATE_LIMIT_DEFAULTS } from './settings.mjs';

/** @type {string[]} */
const folders = [];
/** @param {string} text */
const configFile = (text) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-rate-limit-unit-'));
  folders.push(dir);
  const file = path.join(dir, 'config.toml');
  writeFileSync(file, text);
  return file;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('[auth.rate_limit] settings', () => {
  it("default to the Supabase CLI template's values without the section", () => {
    const { rateLimits } = loadAuthSettings({ env: {}, configFile: configFile('[auth]\n') });
    expect(rateLimits).toEqual({
      email_sent: 2,
      sms_sent: 30,
      anonymous_users: 30,
      token_refresh: 150,
      sign_in_sign_ups: 30,
      token_verifications: 30,
      web3: 30,
    });
  });

  it("are the CLI's defaults in the project's supabase/config.toml", () => {
    const { rateLimits } = loadAuthSettings({
      env: {},
      configFile: path.join(SUPABASE_DIR, 'config.toml'),
    });
    expect(rateLimits).toEqual(RATE_LIMIT_DEFAULTS);
  });

  it('are read from config.toml', () => {
    const file = configFile(
      [
        '[auth.rate_limit]',
        'email_sent = 10',
        'sms_sent = 0',
        'anonymous_users = 5',
        'token_refresh = 300',
        'sign_in_sign_ups = 60',
        'token_verifications = 12',
        'web3 = 1',
      ].join('\n'),
    );
    expect(loadAuthSettings({ env: {}, configFile: file }).rateLimits).toEqual({
      email_sent: 10,
      sms_sent: 0,
      anonymous_users: 5,
      token_refresh: 300,
      sign_in_sign_ups: 60,
      token_verifications: 12,
      web3: 1,
    });
  });

  it('take SUPABASE_AUTH_RATE_LIMIT_<KEY> over config.toml, and an empty variable as unset', () => {
    const file = configFile('[auth.rate_limit]\nemail_sent = 10\nsign_in_sign_ups = 60\n');
    const { rateLimits } = loadAuthSettings({
      configFile: file,
      env: {
        SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '',
        SUPABASE_AUTH_RATE_LIMIT_SMS_SENT: '7',
        SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '8',
        SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '9',
        SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
        SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: ' 11 ',
        SUPABASE_AUTH_RATE_LIMIT_WEB3: '1e3',
      },
    });
    expect(rateLimits).toEqual({
      email_sent: 10,
      sms_sent: 7,
      anonymous_users: 8,
      token_refresh: 9,
      sign_in_sign_ups: 100000,
      token_verifications: 11,
      web3: 1000,
    });
  });

  it('refuse a value that is not a number ≥ 0, naming where it came from', () => {
    const file = configFile('[auth.rate_limit]\ntoken_verifications = "lots"\n');
    expect(() => loadAuthSettings({ env: {}, configFile: file })).toThrow(
      'config.toml [auth.rate_limit] token_verifications must be a number ≥ 0, got "lots"',
    );
    expect(() =>
      loadAuthSettings({
        env: { SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: 'unlimited' },
        configFile: configFile(''),
      }),
    ).toThrow('SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS must be a number ≥ 0, got "unlimited"');
    expect(() =>
      loadAuthSettings({
        env: { SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '-1' },
        configFile: configFile(''),
      }),
    ).toThrow('SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT must be a number ≥ 0');
  });
});

describe('createRateLimiter', () => {
  /** A clock the test moves by hand (milliseconds). */
  const manualClock = () => {
    let t = 0;
    return { now: () => t, advance: (/** @type {number} */ ms) => (t += ms) };
  };
  /** @param {() => boolean} take @param {number} times */
  const allowedOf = (take, times) => Array.from({ length: times }, take).filter(Boolean).length;

  it('lets a burst of 30 through per IP, then refills at the limit per 5 minutes', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ ...RATE_LIMIT_DEFAULTS, token_refresh: 150 }, clock.now);
    expect(allowedOf(() => limiter.allowRequest('token', '127.0.0.1'), 40)).toBe(BURST);
    // 150 per 5 minutes is one every 2 s.
    clock.advance(1999);
    expect(limiter.allowRequest('token', '127.0.0.1')).toBe(false);
    clock.advance(1);
    expect(limiter.allowRequest('token', '127.0.0.1')).toBe(true);
    expect(limiter.allowRequest('token', '127.0.0.1')).toBe(false);
    // Another address, and another endpoint of the same address, have their own buckets.
    expect(limiter.allowRequest('token', '127.0.0.2')).toBe(true);
    expect(limiter.allowRequest('verify', '127.0.0.1')).toBe(true);
    // A full 5 minutes refills no more than the burst.
    clock.advance(300_000);
    expect(allowedOf(() => limiter.allowRequest('token', '127.0.0.1'), 40)).toBe(BURST);
  });

  it('keeps the burst at 30 for a limit below it, as GoTrue does', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ ...RATE_LIMIT_DEFAULTS, sign_in_sign_ups: 5 }, clock.now);
    expect(allowedOf(() => limiter.allowRequest('recover', '::1'), 40)).toBe(BURST);
    clock.advance(59_999);
    expect(limiter.allowRequest('recover', '::1')).toBe(false);
    clock.advance(1);
    expect(limiter.allowRequest('recover', '::1')).toBe(true);
  });

  it('holds as many anonymous sign-ins as the limit, refilled per hour', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ ...RATE_LIMIT_DEFAULTS, anonymous_users: 3 }, clock.now);
    expect(allowedOf(() => limiter.allowRequest('anonymous', '127.0.0.1'), 5)).toBe(3);
    clock.advance(1_200_000);
    expect(allowedOf(() => limiter.allowRequest('anonymous', '127.0.0.1'), 5)).toBe(1);
  });

  it('counts emails and SMS for the whole project per hour', () => {
    const clock = manualClock();
    const limiter = createRateLimiter(
      { ...RATE_LIMIT_DEFAULTS, email_sent: 2, sms_sent: 0 },
      clock.now,
    );
    expect(allowedOf(limiter.allowEmail, 5)).toBe(2);
    clock.advance(3_599_999);
    expect(limiter.allowEmail()).toBe(false);
    clock.advance(1);
    expect(allowedOf(limiter.allowEmail, 5)).toBe(2);
    expect(limiter.allowSms()).toBe(false);
  });
});
