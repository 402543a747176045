// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirOf, readLocalConnection } from './supabase.mjs';

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
