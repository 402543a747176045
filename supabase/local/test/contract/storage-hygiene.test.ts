import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';
import {
  authHeaders,
  createTestBucket,
  PNG_BYTES,
  storageUrl,
  storageUser,
} from '../support/storage';

const admin = () => client('service_role').storage;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/auth/v1/user")</script></body></html>',
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
]);
const AVIF = Buffer.concat([
  Buffer.from([0, 0, 0, 28]),
  Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'),
]);

/** The object rows of a bucket under a prefix, as the database owner sees them. */
const rows = (bucket: string, prefix: string) =>
  sql<{ name: string }>(
    `select name from storage.objects where bucket_id = '${bucket}'
       and name like '${prefix.replace(/'/g, "''")}%' order by name`,
  );

/** Storage's InvalidMimeType for bytes that contradict their type, as supabase-js carries it. */
const mismatchError = (declared: string, detected: string) => ({
  statusCode: '415',
  code: 'InvalidMimeType',
  message: `mime type ${declared} does not match the file's content (${detected})`,
});
/** The same, as the server's JSON body. */
const mismatch = (declared: string, detected: string) => ({
  ...mismatchError(declared, detected),
  error: 'invalid_mime_type',
});

describe('storage content checks on upload', () => {
  it('refuses HTML bytes uploaded as image/png, raw or as a form, and stores nothing', async () => {
    const user = await storageUser();
    const raw = await fetch(`${storageUrl()}/object/avatars/${user.id}/raw.png`, {
      method: 'POST',
      headers: { ...authHeaders(user.jwt), 'content-type': 'image/png' },
      body: HTML,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(mismatch('image/png', 'text/html'));

    const form = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/form.png`, new Blob([HTML], { type: 'image/png' }));
    expect(form.data).toBeNull();
    expect(form.error).toMatchObject({ status: 400, ...mismatchError('image/png', 'text/html') });

    expect(await rows('avatars', `${user.id}/`)).toEqual([]);
    const served = await fetch(`${storageUrl()}/object/public/avatars/${user.id}/raw.png`);
    expect(await served.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('refuses an SVG with script uploaded as image/png, and a PNG that is not one', async () => {
    const user = await storageUser();
    const svg = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/disfraz.png`, SVG, { contentType: 'image/png' });
    expect(svg.error).toMatchObject(mismatchError('image/png', 'image/svg+xml'));
    const noise = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/ruido.png`, Buffer.from('not a png at all'), {
        contentType: 'image/png',
      });
    expect(noise.error).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
      message: "mime type image/png does not match the file's content",
    });
    expect(await rows('avatars', `${user.id}/`)).toEqual([]);
  });

  it('refuses an upsert whose new bytes are not its type, and keeps the old file', async () => {
    const user = await storageUser();
    const path = `${user.id}/foto.png`;
    const bucket = user.supabase.storage.from('avatars');
    expect((await bucket.upload(path, PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
    const before = await sql(
      `select metadata, version from storage.objects where bucket_id = 'avatars' and name = '${path}'`,
    );
    const result = await bucket.upload(path, HTML, { contentType: 'image/png', upsert: true });
    expect(result.error).toMatchObject(mismatchError('image/png', 'text/html'));
    expect(
      await sql(
        `select metadata, version from storage.objects where bucket_id = 'avatars' and name = '${path}'`,
      ),
    ).toEqual(before);
    const served = await fetch(`${storageUrl()}/object/public/avatars/${path}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('accepts each image type the buckets allow when the bytes are that type', async () => {
    const bucket = await createTestBucket({
      allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
    });
    const svgBucket = await createTestBucket({ allowedMimeTypes: ['image/svg+xml'] });
    for (const [name, bytes, contentType, target] of [
      ['a.png', PNG_BYTES, 'image/png', bucket],
      ['a.jpg', JPEG, 'image/jpeg', bucket],
      ['a.gif', GIF, 'image/gif', bucket],
      ['a.webp', WEBP, 'image/webp', bucket],
      ['a.avif', AVIF, 'image/avif', bucket],
      ['a.svg', SVG, 'image/svg+xml', svgBucket],
    ] as const) {
      const { error } = await admin().from(target).upload(name, bytes, { contentType });
      expect(error, name).toBeNull();
    }
    expect((await rows(bucket, '')).map((row) => row.name)).toEqual([
      'a.avif',
      'a.gif',
      'a.jpg',
      'a.png',
      'a.webp',
    ]);
  });

  it('stores types it cannot verify as declared (text, octet-stream)', async () => {
    const bucket = await createTestBucket();
    const text = await admin().from(bucket).upload('notes.txt', 'hola', {
      contentType: 'text/plain',
    });
    expect(text.error).toBeNull();
    const binary = await admin().from(bucket).upload('page.bin', HTML, {
      contentType: 'application/octet-stream',
    });
    expect(binary.error).toBeNull();
    const served = await fetch(`${storageUrl()}/object/authenticated/${bucket}/page.bin`, {
      headers: authHeaders(inject('serviceRoleKey')),
    });
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a copy that relabels an object as a type its bytes are not', async () => {
    const bucket = await createTestBucket({ allowedMimeTypes: ['image/png', 'image/gif'] });
    expect(
      (await admin().from(bucket).upload('a.png', PNG_BYTES, { contentType: 'image/png' })).error,
    ).toBeNull();
    const response = await fetch(`${storageUrl()}/object/copy`, {
      method: 'POST',
      headers: { ...authHeaders(inject('serviceRoleKey')), 'content-type': 'application/json' },
      body: JSON.stringify({
        bucketId: bucket,
        sourceKey: 'a.png',
        destinationKey: 'a.gif',
        copyMetadata: false,
        metadata: { mimetype: 'image/gif' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(mismatch('image/gif', 'image/png'));
    expect((await rows(bucket, '')).map((row) => row.name)).toEqual(['a.png']);
  });
});

describe('storage content checks leave nothing on disk', () => {
  let server: RunningLocalServer;

  beforeAll(async () => {
    server = await startLocalServer({ databaseUrl: inject('databaseUrl') || undefined });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** Every file under the server's storage folder for `bucket`, relative to it. */
  const filesOf = (bucket: string) => {
    const dir = path.join(server.dataDir, 'storage', bucket);
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    } catch {
      return [];
    }
  };

  it('writes no file for a refused upload (raw or form), and one for an accepted one', async () => {
    const storage = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    }).storage;
    const bucket = `hygiene-${crypto.randomUUID().slice(0, 8)}`;
    expect((await storage.createBucket(bucket, { public: true })).error).toBeNull();
    // Larger than the sniffing window, so a refusal can't come from a short body.
    const page = Buffer.concat([HTML, Buffer.alloc(64 * 1024, 0x20)]);
    const raw = await storage.from(bucket).upload('raw.png', page, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    const form = await storage
      .from(bucket)
      .upload('form.png', new Blob([page], { type: 'image/png' }));
    expect(form.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect(filesOf(bucket)).toEqual([]);
    expect(
      (await storage.from(bucket).upload('ok.png', PNG_BYTES, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect(filesOf(bucket)).toEqual([expect.stringMatching(/^ok\.png[/\\][0-9a-f-]+$/)]);
  });
});

describe('serving stored objects', () => {
  it('sends nosniff and the sandbox CSP on every way an object is read', async () => {
    const user = await storageUser();
    const avatar = `${user.id}/yo.png`;
    const doc = `${user.id}/nota.txt`;
    expect(
      (
        await user.supabase.storage
          .from('avatars')
          .upload(avatar, PNG_BYTES, { contentType: 'image/png' })
      ).error,
    ).toBeNull();
    expect(
      (
        await user.supabase.storage
          .from('documents')
          .upload(doc, 'hola', { contentType: 'text/plain' })
      ).error,
    ).toBeNull();
    const signed = await user.supabase.storage.from('documents').createSignedUrl(doc, 60);
    expect(signed.error).toBeNull();
    const auth = authHeaders(user.jwt);
    const reads: [string, string, RequestInit?][] = [
      ['public GET', `${storageUrl()}/object/public/avatars/${avatar}`],
      ['public HEAD', `${storageUrl()}/object/public/avatars/${avatar}`, { method: 'HEAD' }],
      ['public download', `${storageUrl()}/object/public/avatars/${avatar}?download=yo.png`],
      [
        'authenticated GET',
        `${storageUrl()}/object/authenticated/documents/${doc}`,
        { headers: auth },
      ],
      ['GET by bucket', `${storageUrl()}/object/documents/${doc}`, { headers: auth }],
      [
        'authenticated HEAD',
        `${storageUrl()}/object/authenticated/documents/${doc}`,
        { method: 'HEAD', headers: auth },
      ],
      ['signed URL', signed.data?.signedUrl ?? ''],
      [
        'range',
        `${storageUrl()}/object/public/avatars/${avatar}`,
        { headers: { range: 'bytes=0-3' } },
      ],
    ];
    for (const [what, url, init] of reads) {
      const response = await fetch(url, init);
      expect(response.status, what).toBeLessThan(300);
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), what).toBe(CSP);
      await response.arrayBuffer();
    }
    const first = await fetch(`${storageUrl()}/object/public/avatars/${avatar}`);
    await first.arrayBuffer();
    const cached = await fetch(`${storageUrl()}/object/public/avatars/${avatar}`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an SVG as image/svg+xml under the sandbox CSP, so its script cannot run', async () => {
    const bucket = await createTestBucket({ public: true, allowedMimeTypes: ['image/svg+xml'] });
    expect(
      (await admin().from(bucket).upload('logo.svg', SVG, { contentType: 'image/svg+xml' })).error,
    ).toBeNull();
    const response = await fetch(`${storageUrl()}/object/public/${bucket}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SVG);
  });

  it('serves HTML as text/plain and a PDF without the CSP (Chrome will not open one sandboxed)', async () => {
    const bucket = await createTestBucket({ public: true });
    await admin().from(bucket).upload('page.html', HTML, { contentType: 'text/html' });
    await admin().from(bucket).upload('doc.pdf', '%PDF-1.7\n', { contentType: 'application/pdf' });
    const html = await fetch(`${storageUrl()}/object/public/${bucket}/page.html`);
    expect(html.headers.get('content-type')).toBe('text/plain');
    expect(html.headers.get('content-security-policy')).toBe(CSP);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    await html.arrayBuffer();
    const pdf = await fetch(`${storageUrl()}/object/public/${bucket}/doc.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toBeNull();
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    await pdf.arrayBuffer();
  });
});
