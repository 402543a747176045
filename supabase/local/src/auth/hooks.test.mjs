// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../config.mjs';
import { hookError } from './hooks.mjs';
import { loadAuthSettings } from './settings.mjs';

/** @type {string[]} */
const folders = [];
/** @param {string} text */
const configFile = (text) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-hooks-unit-'));
  folders.push(dir);
  const file = path.join(dir, 'config.toml');
  writeFileSync(file, text);
  return file;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const HOOK = (lines = ['enabled = true', 'uri = "pg-functions://postgres/private/hook"']) =>
  configFile(['[auth.hook.before_user_created]', ...lines].join('\n'));

describe('[auth.hook.before_user_created]', () => {
  it('is off without the section', () => {
    const { hooks } = loadAuthSettings({ env: {}, configFile: configFile('[auth]\n') });
    expect(hooks.beforeUserCreated).toBeUndefined();
  });

  it('calls the configured function, quoted as GoTrue calls it', () => {
    const { hooks } = loadAuthSettings({ env: {}, configFile: HOOK() });
    expect(hooks.beforeUserCreated).toEqual({
      uri: 'pg-functions://postgres/private/hook',
      name: '"private"."hook"',
    });
  });

  it("is the store's registrations check in the project's supabase/config.toml", () => {
    const { hooks } = loadAuthSettings({
      env: {},
      configFile: path.join(SUPABASE_DIR, 'config.toml'),
    });
    expect(hooks.beforeUserCreated?.name).toBe('"private"."before_user_created"');
  });

  it('is off while not enabled, and the environment decides over config.toml', () => {
    expect(
      loadAuthSettings({ env: {}, configFile: HOOK(['uri = "pg-functions://postgres/a/b"']) }).hooks
        .beforeUserCreated,
    ).toBeUndefined();
    const off = loadAuthSettings({
      env: { SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_ENABLED: 'false' },
      configFile: HOOK(),
    });
    expect(off.hooks.beforeUserCreated).toBeUndefined();
    const elsewhere = loadAuthSettings({
      env: { SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_URI: 'pg-functions://postgres/tests/gate' },
      configFile: HOOK(),
    });
    expect(elsewhere.hooks.beforeUserCreated?.name).toBe('"tests"."gate"');
  });

  it('stops the start for a hook the local server cannot run or a malformed URI', () => {
    expect(() =>
      loadAuthSettings({
        env: {},
        configFile: HOOK(['enabled = true', 'uri = "https://hooks.example.com/before"']),
      }),
    ).toThrow(/only Postgres function hooks/);
    expect(() =>
      loadAuthSettings({
        env: {},
        configFile: HOOK(['enabled = true', 'uri = "pg-functions://postgres/private"']),
      }),
    ).toThrow(/not contain enough parts/);
    expect(() =>
      loadAuthSettings({
        env: {},
        configFile: HOOK(['enabled = true', 'uri = "pg-functions://postgres/private/x;drop"']),
      }),
    ).toThrow(/invalid function name/);
  });
});

describe("a hook's answer", () => {
  it('refuses with the status and message of its error object', () => {
    expect(hookError({ error: { http_code: 403, message: 'Cerrado' } })).toEqual({
      httpCode: 403,
      message: 'Cerrado',
    });
    expect(hookError('{"error":{"message":"Sin código"}}')).toEqual({
      httpCode: 0,
      message: 'Sin código',
    });
  });

  it('lets the request through without an error message, as GoTrue does', () => {
    for (const answer of [{}, null, 'null', { error: {} }, { error: { http_code: 500 } }, 'x']) {
      expect(hookError(answer)).toBeUndefined();
    }
  });
});
