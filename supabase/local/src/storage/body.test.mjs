// @ts-check
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isMultipart, readMultipartFile } from './body.mjs';

/**
 * The body as a stream of chunks of `size` bytes.
 * @param {Buffer} body
 * @param {number} size
 */
function chunked(body, size) {
  /** @type {Buffer[]} */
  const chunks = [];
  for (let i = 0; i < body.length; i += size) chunks.push(body.subarray(i, i + size));
  return Readable.from(chunks, { objectMode: false });
}

/**
 * A multipart body as undici's FormData serialises it.
 * @param {FormData} form
 */
async function serialise(form) {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** A form with storage-js's fields and a file whose bytes look like a boundary's start. */
async function formBody() {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('metadata', '{"alt":"perro"}');
  const content = Buffer.concat([
    Buffer.from('\r\n--'),
    Buffer.alloc(300, 0x2d),
    Buffer.from('end'),
  ]);
  form.append('', new Blob([content], { type: 'image/png; charset=binary' }), 'blob');
  return { ...(await serialise(form)), content };
}

/**
 * Reads the file part whole.
 * @param {import('./body.mjs').FilePart} part
 */
async function readAll(part) {
  /** @type {Buffer[]} */
  const chunks = [];
  await part.pipe(async (chunk) => {
    chunks.push(Buffer.from(chunk));
  });
  return { ...part, bytes: Buffer.concat(chunks) };
}

describe('multipart upload bodies (busboy)', () => {
  it('reads the fields and the file whatever the chunk boundaries', async () => {
    const { body, headers, content } = await formBody();
    for (const size of [1, 2, 3, 7, 64, 1000, body.length]) {
      const result = await readMultipartFile(
        chunked(body, size),
        headers,
        { maxFileBytes: 1000 },
        readAll,
      );
      expect(result.fields, `chunk size ${size}`).toEqual({
        cacheControl: '3600',
        metadata: '{"alt":"perro"}',
      });
      expect(result.filename).toBe('blob');
      expect(result.mimeType).toBe('image/png');
      expect(result.bytes.equals(content), `chunk size ${size}`).toBe(true);
    }
  });

  it('takes a file of exactly the limit and refuses one byte more', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(100, 1)]), 'a.bin');
    const { body, headers } = await serialise(form);
    const exact = await readMultipartFile(
      chunked(body, 16),
      headers,
      { maxFileBytes: 100 },
      readAll,
    );
    expect(exact.bytes.length).toBe(100);
    await expect(
      readMultipartFile(chunked(body, 16), headers, { maxFileBytes: 99 }, readAll),
    ).rejects.toMatchObject({ body: { statusCode: '413', code: 'EntityTooLarge' } });
  });

  it('refuses a form without a file part, and an empty body, with No content provided', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    const { body, headers } = await serialise(form);
    for (const bytes of [body, Buffer.alloc(0)]) {
      await expect(
        readMultipartFile(chunked(bytes, 5), headers, { maxFileBytes: 10 }, readAll),
      ).rejects.toMatchObject({
        body: { statusCode: '400', code: 'InvalidRequest', message: 'No content provided' },
      });
    }
  });

  it('refuses more than ten fields before the file, as @fastify/multipart does', async () => {
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append(`f${i}`, 'x');
    form.append('file', new Blob(['abc']), 'a.txt');
    const { body, headers } = await serialise(form);
    await expect(
      readMultipartFile(chunked(body, 64), headers, { maxFileBytes: 10 }, readAll),
    ).rejects.toMatchObject({ body: { code: 'InvalidRequest', message: 'reach fields limit' } });
  });

  it('leaves out repeated fields and prototype names, and fields after the file', async () => {
    const form = new FormData();
    form.append('cacheControl', '10');
    form.append('cacheControl', '20');
    form.append('constructor', 'x');
    form.append('contentType', 'text/plain');
    form.append('file', new Blob(['abc'], { type: 'application/json' }), 'a.json');
    form.append('metadata', '{"late":true}');
    const { body, headers } = await serialise(form);
    const result = await readMultipartFile(
      chunked(body, 7),
      headers,
      { maxFileBytes: 10 },
      readAll,
    );
    expect(result.fields).toEqual({ contentType: 'text/plain' });
    expect(result.mimeType).toBe('application/json');
    expect(result.bytes.toString()).toBe('abc');
  });

  it('refuses a truncated form and a missing boundary', async () => {
    const { body, headers } = await formBody();
    await expect(
      readMultipartFile(
        chunked(body.subarray(0, body.length - 60), 16),
        headers,
        {
          maxFileBytes: 1000,
        },
        readAll,
      ),
    ).rejects.toMatchObject({ body: { statusCode: '400', code: 'InvalidRequest' } });
    await expect(
      readMultipartFile(
        chunked(body, 16),
        { 'content-type': 'multipart/form-data' },
        {
          maxFileBytes: 1000,
        },
        readAll,
      ),
    ).rejects.toMatchObject({ body: { message: 'Multipart: Boundary not found' } });
  });

  it('is multipart only for a multipart/form-data type, as Storage tests it', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('image/png')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});
