// @ts-check
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer } from '../test/support/server.mjs';
import { DEMO_JWT_SECRET, REPO_ROOT } from './config.mjs';
import { apiKeys } from './keys.mjs';
import { resolveJwtSecret } from './secrets.mjs';

/** @type {string[]} */
const folders = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-secret-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the JWT secret', () => {
  it('is made at random for a new data folder, readable by its owner only, and reused after', () => {
    const dataDir = folder();
    const first = resolveJwtSecret({ jwtSecret: '', demoKeys: false, dataDir });
    expect(first.source).toBe('generated');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const again = resolveJwtSecret({ jwtSecret: '', demoKeys: false, dataDir });
    expect(again).toMatchObject({ source: 'data-folder', secret: first.secret });
    const other = resolveJwtSecret({ jwtSecret: '', demoKeys: false, dataDir: folder() });
    expect(other.secret).not.toBe(first.secret);
  });

  it('is the pinned one when config or the environment sets it, and refuses a short one', () => {
    const pinned = 'a-pinned-secret-that-is-long-enough-1234';
    const dataDir = folder();
    expect(resolveJwtSecret({ jwtSecret: pinned, demoKeys: false, dataDir })).toEqual({
      secret: pinned,
      source: 'pinned',
    });
    expect(() => resolveJwtSecret({ jwtSecret: 'short', demoKeys: false, dataDir })).toThrow(
      /at least 32/,
    );
  });

  it('is the public demo secret only when asked for', () => {
    const dataDir = folder();
    expect(resolveJwtSecret({ jwtSecret: '', demoKeys: true, dataDir })).toEqual({
      secret: DEMO_JWT_SECRET,
      source: 'demo',
    });
    expect(resolveJwtSecret({ jwtSecret: '', demoKeys: false, dataDir }).secret).not.toBe(
      DEMO_JWT_SECRET,
    );
  });

  it('refuses a data folder whose secret file was emptied', () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, 'jwt-secret'), '\n');
    expect(() => resolveJwtSecret({ jwtSecret: '', demoKeys: false, dataDir })).toThrow(
      /no usable secret/,
    );
  });
});

describe('the server', () => {
  it('prints the same keys after a restart on the same data folder, and writes no service key to disk', async () => {
    const dataDir = folder();
    const first = await startLocalServer({ dataDir });
    await first.stop();
    const second = await startLocalServer({ dataDir });
    await second.stop();
    expect(second.anonKey).toBe(first.anonKey);
    expect(second.serviceRoleKey).toBe(first.serviceRoleKey);
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(await apiKeys(secret)).toEqual({
      anonKey: first.anonKey,
      serviceRoleKey: first.serviceRoleKey,
    });
    expect(await apiKeys(DEMO_JWT_SECRET, { demo: true })).not.toEqual(await apiKeys(secret));
    const connection = JSON.parse(readFileSync(path.join(dataDir, 'connection.json'), 'utf8'));
    expect(connection).toEqual({ url: second.url, anonKey: second.anonKey });
    expect(first.output()).toContain('JWT secret: new, random');
    expect(second.output()).toContain("JWT secret: this data folder's own");
  }, 60_000);

  it('uses the demo keys only with SUPABASE_LOCAL_DEMO_KEYS, and warns', async () => {
    const server = await startLocalServer({
      dataDir: folder(),
      env: { SUPABASE_LOCAL_DEMO_KEYS: 'true' },
    });
    await server.stop();
    expect(await apiKeys(DEMO_JWT_SECRET, { demo: true })).toEqual({
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
    });
    expect(server.output()).toMatch(/WARNING: .*public demo JWT secret/);
  }, 60_000);

  it("publishes its URL and anon key in its data folder's connection.json only, and writes a runtime-config.json only when told to", async () => {
    // The shell's built runtime-config.json belongs to `npm start` / `npm run serve`: a server
    // started on its own must leave it alone (it used to point it at itself).
    const shellConfig = path.join(REPO_ROOT, 'shell', 'dist', 'runtime-config.json');
    const existed = existsSync(shellConfig);
    const createdDir = !existsSync(path.dirname(shellConfig));
    if (!existed) {
      mkdirSync(path.dirname(shellConfig), { recursive: true });
      writeFileSync(shellConfig, '{"remotes":{}}\n');
    }
    const before = readFileSync(shellConfig, 'utf8');
    const dataDir = folder();
    const elsewhere = path.join(folder(), 'runtime-config.json');
    writeFileSync(elsewhere, '{"remotes":{"catalog":"http://127.0.0.1:1/mf-manifest.json"}}\n');
    try {
      const plain = await startLocalServer({ dataDir });
      await plain.stop();
      expect(readFileSync(shellConfig, 'utf8')).toBe(before);
      const told = await startLocalServer({ dataDir, runtimeConfig: elsewhere });
      await told.stop();
      expect(JSON.parse(readFileSync(elsewhere, 'utf8'))).toEqual({
        remotes: { catalog: 'http://127.0.0.1:1/mf-manifest.json' },
        supabase: { url: told.url, anonKey: told.anonKey },
      });
      expect(readFileSync(shellConfig, 'utf8')).toBe(before);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'connection.json'), 'utf8'))).toEqual({
        url: told.url,
        anonKey: told.anonKey,
      });
    } finally {
      if (!existed)
        rmSync(createdDir ? path.dirname(shellConfig) : shellConfig, { recursive: true });
    }
  }, 60_000);
});
