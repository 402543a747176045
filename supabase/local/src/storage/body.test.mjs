// @ts-check
import { describe, expect, it } from 'vitest';
import { multipartBoundary, readMultipartFile } from './body.mjs';
import { mustBeValidKey } from './files.mjs';

/**
 * The body as an async iterator of chunks of `size` bytes.
 * @param {Buffer} body
 * @param {number} size
 */
async function* chunked(body, size) {
  for (let i = 0; i < body.length; i += size) yield body.subarray(i, i + size);
}

/** A multipart body as undici's FormData serialises it. */
async function formBody() {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('metadata', '{"alt":"perro"}');
  // Bytes that look like the start of a boundary must survive.
  const content = Buffer.concat([
    Buffer.from('\r\n--'),
    Buffer.alloc(300, 0x2d),
    Buffer.from('end'),
  ]);
  form.append('', new Blob([content], { type: 'image/png; charset=binary' }), 'blob');
  const response = new Response(form);
  const contentType = response.headers.get('content-type') ?? '';
  return { body: Buffer.from(await response.arrayBuffer()), contentType, content };
}

describe('multipart upload bodies', () => {
  it('reads the fields and the file whatever the chunk boundaries', async () => {
    const { body, contentType, content } = await formBody();
    const boundary = multipartBoundary(contentType) ?? '';
    for (const size of [1, 2, 3, 7, 64, 1000, body.length]) {
      const result = await readMultipartFile(chunked(body, size), boundary, async (part) => {
        /** @type {Buffer[]} */
        const chunks = [];
        await part.pipe(async (chunk) => {
          chunks.push(Buffer.from(chunk));
        });
        return { ...part, bytes: Buffer.concat(chunks) };
      });
      expect(result.fields, `chunk size ${size}`).toEqual({
        cacheControl: '3600',
        metadata: '{"alt":"perro"}',
      });
      expect(result.filename).toBe('blob');
      expect(result.mimeType).toBe('image/png');
      expect(result.bytes.equals(content), `chunk size ${size}`).toBe(true);
    }
  });

  it('refuses a form without a file part', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    const response = new Response(form);
    const boundary = multipartBoundary(response.headers.get('content-type') ?? '') ?? '';
    const body = Buffer.from(await response.arrayBuffer());
    await expect(
      readMultipartFile(chunked(body, 5), boundary, async () => undefined),
    ).rejects.toMatchObject({ body: { message: 'No content provided' } });
  });

  it('refuses a truncated form', async () => {
    const { body, contentType } = await formBody();
    const boundary = multipartBoundary(contentType) ?? '';
    await expect(
      readMultipartFile(chunked(body.subarray(0, body.length - 60), 16), boundary, (part) =>
        part.pipe(async () => {}),
      ),
    ).rejects.toMatchObject({ body: { statusCode: '400' } });
  });

  it('is not multipart without the form-data type', () => {
    expect(multipartBoundary('image/png')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
  });
});

describe('object names', () => {
  it('accepts the names Storage accepts', () => {
    for (const name of [
      'a.png',
      'folder/sub/a b (1).png',
      "x/it's & fine!.txt",
      'a..b',
      '.hidden',
    ]) {
      expect(() => mustBeValidKey(name), name).not.toThrow();
    }
  });

  it('refuses traversal, absolute paths, empty segments and unsafe characters', () => {
    for (const name of [
      '',
      '..',
      'a/../b',
      './a',
      '/etc/passwd',
      'a//b',
      'a/',
      'ñ.png',
      'a\\b',
      'x'.repeat(256),
    ]) {
      expect(() => mustBeValidKey(name), name).toThrow();
    }
  });
});
