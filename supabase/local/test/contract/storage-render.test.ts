// Storage's image transformations (`/render/image/...`), as a hosted project with them answers:
// storage-js builds the URLs (getPublicUrl/createSignedUrl/download with `transform`) and the
// pictures are read back with sharp. Each server here is this file's own: the cache is checked
// in its data folder, and the second runs with transformations off, as on a free-plan project.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const PLAIN_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';

function serviceStorage(server: RunningLocalServer) {
  return createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  }).storage;
}

/** A photo-like JPEG (a gradient with grain, so quality shows in its bytes). */
async function photo(width: number, height: number, tint = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345 + tint;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    pixels[i] = Math.min(255, ((x / width) * 200 + tint + (seed >>> 24) / 6) | 0);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20"><rect width="40" height="20" fill="#0a0"/></svg>',
);

async function picture(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, ...(await sharp(bytes).metadata()) };
}

describe('image transformations', () => {
  let server: RunningLocalServer;
  let storage: SupabaseClient['storage'];
  let bucket: string;
  let privateBucket: string;
  const path1 = 'fotos/perro.jpg';

  beforeAll(async () => {
    server = await startLocalServer({ databaseUrl: inject('databaseUrl') || undefined });
    storage = serviceStorage(server);
    bucket = `render-${crypto.randomUUID().slice(0, 8)}`;
    privateBucket = `render-private-${crypto.randomUUID().slice(0, 8)}`;
    expect((await storage.createBucket(bucket, { public: true })).error).toBeNull();
    expect((await storage.createBucket(privateBucket, { public: false })).error).toBeNull();
    const upload = await storage
      .from(bucket)
      .upload(path1, await photo(1200, 800), { contentType: 'image/jpeg', cacheControl: '3600' });
    expect(upload.error).toBeNull();
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  const publicUrl = (name: string, transform: Record<string, unknown>) =>
    storage.from(bucket).getPublicUrl(name, { transform }).data.publicUrl;

  it('resizes to the width asked for, keeping the aspect ratio, in WebP for a browser that takes it', async () => {
    const url = publicUrl(path1, { width: 400 });
    expect(url).toBe(`${server.url}/storage/v1/render/image/public/${bucket}/${path1}?width=400`);
    const response = await fetch(url, { headers: { accept: WEBP_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('x-transformations')).toBe('width:400,resizing_type:fill');
    const image = await picture(response);
    expect(image).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(Number(response.headers.get('content-length'))).toBe(image.bytes.length);
  });

  it("answers the original's format to a browser without WebP, and with format=origin", async () => {
    const plain = await fetch(publicUrl(path1, { width: 300 }), {
      headers: { accept: PLAIN_ACCEPT },
    });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(await picture(plain)).toMatchObject({ format: 'jpeg', width: 300 });

    const origin = await fetch(publicUrl(path1, { width: 300, format: 'origin' }), {
      headers: { accept: WEBP_ACCEPT },
    });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();
    expect(await picture(origin)).toMatchObject({ format: 'jpeg', width: 300 });
  });

  it('covers a box and crops it, and never enlarges the original', async () => {
    const box = await fetch(publicUrl(path1, { width: 200, height: 200 }));
    expect(await picture(box)).toMatchObject({ width: 200, height: 200 });
    const contained = await fetch(publicUrl(path1, { width: 200, height: 200, resize: 'contain' }));
    expect(await picture(contained)).toMatchObject({ width: 200, height: 133 });
    const larger = await fetch(publicUrl(path1, { width: 2400 }));
    expect(larger.headers.get('x-transformations')).toBe('width:2400,resizing_type:fill');
    expect(await picture(larger)).toMatchObject({ width: 1200, height: 800 });
  });

  it('makes smaller files at a lower quality', async () => {
    const low = await picture(await fetch(publicUrl(path1, { width: 600, quality: 30 })));
    const high = await picture(await fetch(publicUrl(path1, { width: 600, quality: 95 })));
    expect(low.width).toBe(600);
    expect(low.bytes.length).toBeLessThan(high.bytes.length * 0.7);
  });

  it("refuses options outside storage-api's schema with its 400", async () => {
    const cases: [string, string][] = [
      ['width=abc', 'querystring/width must be integer'],
      ['width=-5', 'querystring/width must be >= 0'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const response = await fetch(
        `${server.url}/storage/v1/render/image/public/${bucket}/${path1}?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Bad Request',
        message,
      });
    }
  });

  it('serves the second request from its disk cache, without transforming again', async () => {
    const url = publicUrl(path1, { width: 250 });
    const first = await fetch(url, { headers: { accept: WEBP_ACCEPT } });
    expect(await picture(first)).toMatchObject({ format: 'webp', width: 250 });
    // The cached file is in the data folder; replace it with a marker picture: if the next
    // answer is the marker, it came from the cache and nothing was transformed.
    const cache = path.join(server.dataDir, 'storage', '~render-cache');
    const files = readdirSync(cache, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.webp'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const marker = await sharp({
      create: { width: 17, height: 9, channels: 3, background: '#ff00ff' },
    })
      .webp()
      .toBuffer();
    for (const file of files) writeFileSync(file, marker);
    const second = await fetch(url, { headers: { accept: WEBP_ACCEPT } });
    expect(await picture(second)).toMatchObject({ format: 'webp', width: 17, height: 9 });
  });

  it('shows the new picture once the object is replaced', async () => {
    const name = 'fotos/cambia.jpg';
    await storage
      .from(bucket)
      .upload(name, await photo(800, 800, 0), { contentType: 'image/jpeg' });
    const url = publicUrl(name, { width: 100 });
    const before = await fetch(url);
    expect(await picture(before)).toMatchObject({ width: 100, height: 100 });
    const replaced = await storage
      .from(bucket)
      .upload(name, await photo(800, 400, 60), { contentType: 'image/jpeg', upsert: true });
    expect(replaced.error).toBeNull();
    const after = await fetch(url);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await picture(after)).toMatchObject({ width: 100, height: 50 });
  });

  it("answers a revalidation with the original's ETag as 304, and HEAD without a body", async () => {
    const url = publicUrl(path1, { width: 120 });
    const first = await fetch(url);
    const eTag = first.headers.get('etag') ?? '';
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url, { headers: { 'if-none-match': eTag } });
    expect(again.status).toBe(304);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('returns an SVG as it is unless WebP or AVIF is asked for', async () => {
    await storage.from(bucket).upload('dibujo.svg', SVG, { contentType: 'image/svg+xml' });
    const plain = await fetch(publicUrl('dibujo.svg', { width: 100 }), {
      headers: { accept: WEBP_ACCEPT },
    });
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(SVG);
    const raster = await fetch(publicUrl('dibujo.svg', { width: 100, format: 'webp' }));
    expect(await picture(raster)).toMatchObject({ format: 'webp', width: 100, height: 50 });
  });

  it('refuses a private bucket through /public and a missing object, as the object routes do', async () => {
    await storage
      .from(privateBucket)
      .upload('secreto.jpg', await photo(100, 100), { contentType: 'image/jpeg' });
    const hidden = await fetch(
      `${server.url}/storage/v1/render/image/public/${privateBucket}/secreto.jpg?width=50`,
    );
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    const missing = await fetch(publicUrl('no-existe.jpg', { width: 50 }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('renders a private object through supabase-js download and a signed URL', async () => {
    const downloaded = await storage
      .from(privateBucket)
      .download('secreto.jpg', { transform: { width: 40 } });
    expect(downloaded.error).toBeNull();
    const bytes = Buffer.from(await (downloaded.data as Blob).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 40, height: 40 });

    const signed = await storage
      .from(privateBucket)
      .createSignedUrl('secreto.jpg', 60, { transform: { width: 30, quality: 50 } });
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    expect(signedUrl).toContain(
      `/storage/v1/render/image/sign/${privateBucket}/secreto.jpg?token=`,
    );
    const token = new URL(signedUrl).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      url: `${privateBucket}/secreto.jpg`,
      scope: 'download',
      transformations: 'width:30,resize:undefined,quality:50',
    });
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('expires')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await picture(response)).toMatchObject({ width: 30 });

    const anonymous = await fetch(
      `${server.url}/storage/v1/render/image/authenticated/${privateBucket}/secreto.jpg?width=30`,
    );
    expect(anonymous.status).not.toBe(200);
  });
});

describe('image transformations off, as on a project without them (the free plan)', () => {
  let server: RunningLocalServer;
  let storage: SupabaseClient['storage'];
  let bucket: string;
  const name = 'pics/dog.jpg';

  beforeAll(async () => {
    server = await startLocalServer({
      databaseUrl: inject('databaseUrl') || undefined,
      env: { SUPABASE_LOCAL_IMAGE_TRANSFORMATION: 'false' },
    });
    storage = serviceStorage(server);
    bucket = `render-off-${crypto.randomUUID().slice(0, 8)}`;
    expect((await storage.createBucket(bucket, { public: true })).error).toBeNull();
    const upload = await storage
      .from(bucket)
      .upload(name, await photo(100, 100), { contentType: 'image/jpeg' });
    expect(upload.error).toBeNull();
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  const featureNotEnabled = {
    statusCode: '403',
    code: 'FeatureNotEnabled',
    error: 'FeatureNotEnabled',
    message: 'feature not enabled for this tenant',
  };

  it('answers every image render route FeatureNotEnabled (403), before any other check', async () => {
    const signed = await storage.from(bucket).createSignedUrl(name, 60);
    const token = new URL(signed.data?.signedUrl ?? '').searchParams.get('token');
    const base = `${server.url}/storage/v1`;
    const urls = [
      storage.from(bucket).getPublicUrl(name, { transform: { width: 10 } }).data.publicUrl,
      `${base}/render/image/authenticated/${bucket}/${name}?width=10`,
      `${base}/render/image/sign/${bucket}/${name}?token=${token}`,
      `${base}/render/image/public/no-such-bucket/x.png?width=abc`,
    ];
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status, url).toBe(403);
      expect(await response.json()).toEqual(featureNotEnabled);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status, url).toBe(403);
    }
    const post = await fetch(`${base}/render/image/public/${bucket}/${name}`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
  });

  it("signs the object's own URL for transform options, which serves the original", async () => {
    const { data, error } = await storage
      .from(bucket)
      .createSignedUrl(name, 60, { transform: { width: 100, height: 100, quality: 80 } });
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl).toContain(`/storage/v1/object/sign/${bucket}/${name}?token=`);
    const token = new URL(signedUrl).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'scope', 'url']);
    const response = await fetch(signedUrl);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a transformed download through supabase-js with that error', async () => {
    const { data, error } = await storage
      .from(bucket)
      .download(name, { transform: { width: 50, height: 50 } });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 403,
      statusCode: '403',
      message: 'feature not enabled for this tenant',
    });
  });
});
