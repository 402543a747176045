// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirOf, localUrlOf, readLocalConnection, startSupabaseLocal } from './supabase.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('dataDirOf', () => {
  it('follows --data-dir (both spellings), then SUPABASE_LOCAL_DATA_DIR, then .data/', () => {
    expect(dataDirOf(['--port', '0', '--data-dir', '.tmp/x'], {})).toBe(path.join(ROOT, '.tmp/x'));
    expect(dataDirOf(['--data-dir=/abs/dir'], {})).toBe('/abs/dir');
    expect(dataDirOf([], { SUPABASE_LOCAL_DATA_DIR: '/from/env' })).toBe('/from/env');
    expect(dataDirOf(['--reset'], {})).toBe(path.join(ROOT, '.data'));
  });
});

describe('readLocalConnection', () => {
  it("reads a server's URL and anon key from its data folder, and nothing from an empty one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bonis-connection-'));
    try {
      expect(readLocalConnection(dir)).toBeUndefined();
      writeFileSync(
        path.join(dir, 'connection.json'),
        JSON.stringify({ url: 'http://127.0.0.1:1', anonKey: 'k' }),
      );
      expect(readLocalConnection(dir)).toEqual({ url: 'http://127.0.0.1:1', anonKey: 'k' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('localUrlOf', () => {
  it('follows --port (both spellings), then SUPABASE_LOCAL_PORT, then 54321, on 127.0.0.1', () => {
    expect(localUrlOf(['--port', '41234', '--reset'], {})).toBe('http://127.0.0.1:41234');
    expect(localUrlOf(['--port=41235'], { SUPABASE_LOCAL_PORT: '1' })).toBe(
      'http://127.0.0.1:41235',
    );
    expect(localUrlOf([], { SUPABASE_LOCAL_PORT: '41236' })).toBe('http://127.0.0.1:41236');
    expect(localUrlOf([], {})).toBe('http://127.0.0.1:54321');
    expect(localUrlOf([], { SUPABASE_LOCAL_HOST: '0.0.0.0' })).toBe('http://127.0.0.1:54321');
    expect(localUrlOf([], { SUPABASE_LOCAL_HOST: '::1' })).toBe('http://[::1]:54321');
  });

  it('has no URL to poll for port 0 (the system picks it)', () => {
    expect(localUrlOf(['--port', '0'], {})).toBeUndefined();
    expect(localUrlOf([], { SUPABASE_LOCAL_PORT: '0' })).toBeUndefined();
  });
});

describe('startSupabaseLocal', () => {
  it("rejects with the server's own output when it exits before it is healthy", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bonis-supabase-exit-'));
    try {
      // the real server refuses --reset on PostgreSQL and exits 1 before it listens
      const starting = startSupabaseLocal({
        args: ['--reset', '--port', '0', '--data-dir', dir],
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
        timeoutMs: 30_000,
      });
      await expect(starting).rejects.toThrow(/exited \(1\) before it was ready/);
      await expect(starting).rejects.toThrow(/--reset only recreates the embedded PGlite/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up after timeoutMs, stopping the server, with what it printed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bonis-supabase-slow-'));
    try {
      // no server migrates and seeds a fresh database in 200 ms
      const starting = startSupabaseLocal({
        args: ['--port', '0', '--data-dir', dir],
        timeoutMs: 200,
        intervalMs: 20,
      });
      await expect(starting).rejects.toThrow(
        /the local Supabase server was not ready within 0\.2 s: .*connection\.json did not succeed/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'waits for /health, then gives the URL and anon key of this start (port 0 included)',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'bonis-supabase-start-'));
      // what an earlier start left in the folder: never taken for this one
      writeFileSync(
        path.join(dir, 'connection.json'),
        JSON.stringify({ url: 'http://127.0.0.1:1', anonKey: 'stale' }),
      );
      const server = await startSupabaseLocal({
        args: ['--port', '0', '--data-dir', dir, '--quiet'],
        timeoutMs: 170_000,
      });
      try {
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(server.url).not.toBe('http://127.0.0.1:1');
        expect(server.anonKey).not.toBe('stale');
        const health = await fetch(`${server.url}/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: 'ok' });
      } finally {
        await server.stop();
        expect(await server.exited).toBe(0);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
