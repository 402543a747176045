import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.mjs';
import { startServer } from '../../src/server.mjs';
import { seedBuckets } from '../../src/storage/seed.mjs';
import { ownDatabase } from '../support/databases';

/**
 * config.toml's `[storage.buckets.<name>] objects_path`: on a fresh database the server uploads
 * the folder's files as objects (as `supabase seed buckets` does), once. Each run has its own
 * small project folder and its own database (a new PGlite folder, or a new database in the
 * suite's PostgreSQL cluster).
 */

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>\n';
const LOGO_CHANGED = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>\n';
// A 1 × 1 transparent PNG.
const DOT = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

type Running = Awaited<ReturnType<typeof startServer>>;

let root: string;
let supabaseDir: string;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let server: Running | undefined;

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function start() {
  const config = loadConfig({
    configFile: path.join(supabaseDir, 'config.toml'),
    env: {},
    overrides: {
      port: 0,
      dataDir,
      databaseUrl,
      migrationsDir: path.join(supabaseDir, 'migrations'),
      seedFile: undefined,
    },
  });
  return startServer(config);
}

function serviceClient(running: Running): SupabaseClient {
  return createClient(running.url, running.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function objectRows(running: Running, bucket: string) {
  const { rows } = await running.db.query(
    `select name, id::text as id, version, owner_id, metadata::text as metadata
     from storage.objects where bucket_id = $1 order by name`,
    [bucket],
  );
  return rows.map((row) => ({
    name: String(row.name),
    id: String(row.id),
    version: String(row.version),
    owner: row.owner_id as string | null,
    metadata: JSON.parse(String(row.metadata)) as Record<string, unknown>,
  }));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bonis-storage-seed-'));
  supabaseDir = path.join(root, 'supabase');
  dataDir = path.join(root, 'data');
  write(
    path.join(supabaseDir, 'config.toml'),
    `[storage.buckets.pictures]
public = true
file_size_limit = "1MiB"
allowed_mime_types = ["image/svg+xml", "image/png"]
objects_path = "./seed/pictures"

# Created by the migration below (private, 2 KB, image/*): only "public" is set here.
[storage.buckets.existing]
public = true
objects_path = "seed/existing"

# No objects_path: the bucket is created, nothing is uploaded.
[storage.buckets.bare]
`,
  );
  write(
    path.join(supabaseDir, 'migrations', '20240101000000_buckets.sql'),
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ('existing', 'existing', false, 2048, '{image/*}');`,
  );
  write(path.join(supabaseDir, 'seed', 'pictures', 'logo.svg'), LOGO);
  write(path.join(supabaseDir, 'seed', 'pictures', 'nested', 'deep', 'dot.png'), DOT);
  // Hidden files are not uploaded (the bucket would refuse these).
  write(path.join(supabaseDir, 'seed', 'pictures', '.DS_Store'), 'finder');
  write(path.join(supabaseDir, 'seed', 'pictures', '.cache', 'x.txt'), 'hidden folder');
  // The folder's preparation step writes a generated file before the upload.
  write(
    path.join(supabaseDir, 'seed', 'pictures.prepare.mjs'),
    `import { writeFileSync } from 'node:fs';
     import path from 'node:path';
     export default async function prepare({ dir, log }) {
       writeFileSync(path.join(dir, 'made.svg'), ${JSON.stringify(LOGO)});
       log('made made.svg');
     }`,
  );
  write(path.join(supabaseDir, 'seed', 'existing', 'dot.png'), DOT);

  const own = await ownDatabase('storage_seed');
  databaseUrl = own.url;
  dropDatabase = own.drop;
  server = await start();
});

afterAll(async () => {
  await server?.close();
  await dropDatabase?.();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('seeding buckets from config.toml', () => {
  it('uploads every file under objects_path as an object keyed by its relative path', async () => {
    const running = server as Running;
    const pictures = await objectRows(running, 'pictures');
    expect(pictures.map((o) => o.name)).toEqual(['logo.svg', 'made.svg', 'nested/deep/dot.png']);
    expect(pictures[0]?.owner).toBeNull();
    expect(pictures[0]?.metadata).toMatchObject({
      size: Buffer.byteLength(LOGO),
      contentLength: Buffer.byteLength(LOGO),
      mimetype: 'image/svg+xml',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    expect(pictures[0]?.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(pictures[2]?.metadata).toMatchObject({ size: DOT.length, mimetype: 'image/png' });
    // The bytes are in the storage module's layout: <dataDir>/storage/<bucket>/<name>/<version>.
    expect(readdirSync(path.join(dataDir, 'storage', 'pictures', 'logo.svg'))).toEqual([
      pictures[0]?.version,
    ]);
    expect((await objectRows(running, 'existing')).map((o) => o.name)).toEqual(['dot.png']);
    expect(await objectRows(running, 'bare')).toEqual([]);
  });

  it("runs the folder's preparation step before the upload, and skips hidden files", async () => {
    const running = server as Running;
    const names = (await objectRows(running, 'pictures')).map((o) => o.name);
    expect(names).toContain('made.svg');
    expect(names.filter((name) => name.split('/').some((part) => part.startsWith('.')))).toEqual(
      [],
    );
    const storage = serviceClient(running).storage.from('pictures');
    const made = await fetch(storage.getPublicUrl('made.svg').data.publicUrl);
    expect(await made.text()).toBe(LOGO);
  });

  it('serves a seeded SVG at its public URL as image/svg+xml', async () => {
    const running = server as Running;
    const storage = serviceClient(running).storage.from('pictures');
    const response = await fetch(storage.getPublicUrl('logo.svg').data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(LOGO);
    const nested = await fetch(storage.getPublicUrl('nested/deep/dot.png').data.publicUrl);
    expect(nested.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await nested.arrayBuffer())).toEqual(DOT);
    const { data } = await storage.list('nested/deep');
    expect(data?.map((o) => o.name)).toEqual(['dot.png']);
  });

  it('creates missing buckets with their settings and changes only the settings a section names', async () => {
    const storage = serviceClient(server as Running).storage;
    expect((await storage.getBucket('pictures')).data).toMatchObject({
      public: true,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['image/svg+xml', 'image/png'],
    });
    expect((await storage.getBucket('existing')).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/*'],
    });
    expect((await storage.getBucket('bare')).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });
  });

  it('refuses a seed file its bucket does not accept, naming the file', async () => {
    const running = server as Running;
    const folder = path.join(root, 'refused');
    write(path.join(folder, 'notes.txt'), 'not an image');
    await expect(
      seedBuckets({
        db: running.db,
        dataDir,
        buckets: [{ name: 'pictures', objectsPath: folder }],
        maxFileBytes: 50 * 1024 * 1024,
      }),
    ).rejects.toThrow(/pictures\/notes\.txt \(text\/plain\) was refused/);
    expect((await objectRows(running, 'pictures')).map((o) => o.name)).not.toContain('notes.txt');
  });

  it('does not upload again when it restarts on an existing database', async () => {
    const before = await objectRows(server as Running, 'pictures');
    await server?.close();
    server = undefined;
    write(path.join(supabaseDir, 'seed', 'pictures', 'logo.svg'), LOGO_CHANGED);
    write(path.join(supabaseDir, 'seed', 'pictures', 'added.svg'), LOGO);
    server = await start();
    const after = await objectRows(server, 'pictures');
    expect(after.map(({ name, id, version }) => ({ name, id, version }))).toEqual(
      before.map(({ name, id, version }) => ({ name, id, version })),
    );
    const storage = serviceClient(server).storage.from('pictures');
    const response = await fetch(storage.getPublicUrl('logo.svg').data.publicUrl);
    expect(await response.text()).toBe(LOGO);
    const added = await fetch(storage.getPublicUrl('added.svg').data.publicUrl);
    expect(added.status).not.toBe(200);
  }, 120_000);
});
