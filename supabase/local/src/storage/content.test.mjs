// @ts-check
import { describe, expect, it } from 'vitest';
import {
  checkedWriter,
  detectContentType,
  mustMatchContent,
  objectSecurityHeaders,
  SNIFF_BYTES,
} from './content.mjs';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
]);
/** An ftyp box: size 28, major brand mif1, compatible mif1, avif, miaf. */
const AVIF = Buffer.concat([
  Buffer.from([0, 0, 0, 28]),
  Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf', 'latin1'),
]);
const PDF = Buffer.from('%PDF-1.7\n');
const SVG = Buffer.from(
  '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n' +
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY x "y"> ]>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(document.domain)</script></html>');

/** Runs `mustMatchContent` and answers the refusal's message, or 'ok'. */
function verdict(/** @type {string} */ type, /** @type {Buffer} */ bytes) {
  try {
    mustMatchContent(type, bytes);
    return 'ok';
  } catch (error) {
    return /** @type {{ body: { code: string, message: string } }} */ (error).body.code;
  }
}

describe('content sniffing', () => {
  it('tells the image types, PDF, SVG and HTML from their first bytes', () => {
    expect(detectContentType(PNG)).toBe('image/png');
    expect(detectContentType(JPEG)).toBe('image/jpeg');
    expect(detectContentType(GIF)).toBe('image/gif');
    expect(detectContentType(WEBP)).toBe('image/webp');
    expect(detectContentType(AVIF)).toBe('image/avif');
    expect(detectContentType(PDF)).toBe('application/pdf');
    expect(detectContentType(SVG)).toBe('image/svg+xml');
    expect(detectContentType(HTML)).toBe('text/html');
    expect(detectContentType(Buffer.from('  <p>hola</p>'))).toBe('text/html');
    expect(detectContentType(Buffer.from('hola, <b>mundo</b>'))).toBeUndefined();
    expect(detectContentType(Buffer.alloc(64))).toBeUndefined();
  });

  it('accepts each verifiable type with its own bytes, aliases and parameters included', () => {
    for (const [type, bytes] of /** @type {const} */ ([
      ['image/png', PNG],
      ['image/PNG; charset=binary', PNG],
      ['image/jpeg', JPEG],
      ['image/jpg', JPEG],
      ['image/gif', GIF],
      ['image/webp', WEBP],
      ['image/avif', AVIF],
      ['image/svg+xml', SVG],
      ['application/pdf', PDF],
    ])) {
      expect(verdict(type, bytes), type).toBe('ok');
    }
  });

  it('refuses a verifiable type whose bytes are something else or nothing at all', () => {
    expect(verdict('image/png', HTML)).toBe('InvalidMimeType');
    expect(verdict('image/png', SVG)).toBe('InvalidMimeType');
    expect(verdict('image/png', JPEG)).toBe('InvalidMimeType');
    expect(verdict('image/gif', Buffer.from('GIF89a-falso').subarray(0, 4))).toBe(
      'InvalidMimeType',
    );
    expect(verdict('image/webp', Buffer.from('RIFF'))).toBe('InvalidMimeType');
    expect(verdict('image/png', Buffer.alloc(0))).toBe('InvalidMimeType');
    expect(verdict('image/svg+xml', HTML)).toBe('InvalidMimeType');
    expect(verdict('image/svg+xml', Buffer.from('<!-- no root in sight'))).toBe('InvalidMimeType');
    expect(verdict('application/pdf', PNG)).toBe('InvalidMimeType');
  });

  it('refuses image or markup bytes under another specific type, but not as octet-stream', () => {
    expect(verdict('text/plain', PNG)).toBe('InvalidMimeType');
    expect(verdict('image/bmp', HTML)).toBe('InvalidMimeType');
    expect(verdict('image/x-icon', SVG)).toBe('InvalidMimeType');
    expect(verdict('application/octet-stream', PNG)).toBe('ok');
    expect(verdict('application/octet-stream', HTML)).toBe('ok');
  });

  it('stores types it cannot verify as declared', () => {
    expect(verdict('text/plain', Buffer.from('hola'))).toBe('ok');
    expect(verdict('text/plain', HTML)).toBe('ok');
    expect(verdict('text/html', HTML)).toBe('ok');
    expect(verdict('application/json', Buffer.from('{"a":1}'))).toBe('ok');
    expect(verdict('video/mp4', Buffer.alloc(32))).toBe('ok');
  });

  it('holds back the first bytes until they are checked, whatever the chunk sizes', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(SNIFF_BYTES * 2, 7)]);
    for (const size of [1, 3, 100, SNIFF_BYTES, big.length]) {
      /** @type {Buffer[]} */
      const written = [];
      const out = checkedWriter('image/png', async (chunk) => void written.push(chunk));
      for (let at = 0; at < big.length; at += size) await out.write(big.subarray(at, at + size));
      await out.end();
      expect(Buffer.concat(written).equals(big), `chunks of ${size}`).toBe(true);
    }
    /** @type {Buffer[]} */
    const nothing = [];
    const refused = checkedWriter('image/png', async (chunk) => void nothing.push(chunk));
    const html = Buffer.concat([HTML, Buffer.alloc(SNIFF_BYTES)]);
    await expect(refused.write(html)).rejects.toMatchObject({ body: { statusCode: '415' } });
    expect(nothing).toEqual([]);
  });

  it('serves every object with nosniff, and everything but PDFs with the sandbox CSP', () => {
    const csp = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    expect(objectSecurityHeaders('image/svg+xml')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': csp,
    });
    expect(objectSecurityHeaders('image/png')['Content-Security-Policy']).toBe(csp);
    expect(objectSecurityHeaders('application/xhtml+xml')['Content-Security-Policy']).toBe(csp);
    expect(objectSecurityHeaders('application/pdf')).toEqual({
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
