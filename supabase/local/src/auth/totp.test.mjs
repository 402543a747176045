// @ts-check
import { describe, expect, it } from 'vitest';
import { goQuote, parseGoUuid } from './params.mjs';
import jsQR from 'jsqr';
import { generateSecret, otpauthUri, qrCodeSvg, verifyTotp } from './totp.mjs';

/**
 * Rasterises the SVG's one-unit module rectangles (8 px each) and reads it with jsQR, an
 * independent QR decoder.
 * @param {string} svg
 */
function decodeQrSvg(svg) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const scale = 8;
  const px = size * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="1" height="1"\/>/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * px + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return jsQR(data, px, px)?.data;
}

// RFC 6238 appendix B, SHA1, key "12345678901234567890" (base32 below), last 6 of 8 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('verifyTotp', () => {
  it('accepts the RFC 6238 codes at their time', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(verifyTotp(String(code), RFC_SECRET, Number(seconds) * 1000)).toBe(true);
    }
  });

  it('accepts one 30 s step of skew either way, not two', () => {
    const at = 1234567890 * 1000;
    expect(verifyTotp('005924', RFC_SECRET, at + 30_000)).toBe(true);
    expect(verifyTotp('005924', RFC_SECRET, at - 30_000)).toBe(true);
    expect(verifyTotp('005924', RFC_SECRET, at + 60_000)).toBe(false);
    expect(verifyTotp('005924', RFC_SECRET, at - 60_000)).toBe(false);
  });

  it('refuses codes of another length, and a secret that is not base32', () => {
    const at = 1234567890 * 1000;
    expect(verifyTotp(' 005924 ', RFC_SECRET, at)).toBe(true);
    expect(verifyTotp('05924', RFC_SECRET, at)).toBe(false);
    expect(verifyTotp('89005924', RFC_SECRET, at)).toBe(false);
    expect(verifyTotp('005924', 'not base32!', at)).toBe(false);
    expect(verifyTotp('005924', RFC_SECRET.toLowerCase(), at)).toBe(true);
  });
});

describe('generateSecret and otpauthUri', () => {
  it('makes 20-byte base32 secrets without padding', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateSecret()).not.toBe(secret);
  });

  it('builds the URI as pquerna/otp does, escaping as Go does', () => {
    expect(otpauthUri('localhost:3000', 'ana+mfa@example.com', 'ABC')).toBe(
      'otpauth://totp/localhost:3000:ana+mfa@example.com?algorithm=SHA1&digits=6&issuer=localhost:3000&period=30&secret=ABC',
    );
    expect(otpauthUri('Boñis Shop/Admin?', 'a@b.co', 'ABC')).toBe(
      'otpauth://totp/Bo%C3%B1is%20Shop/Admin%3F:a@b.co?algorithm=SHA1&digits=6&issuer=Bo%C3%B1is%20Shop%2FAdmin%3F&period=30&secret=ABC',
    );
  });

  it('draws the URI as a QR code that a reader decodes, in SVG a data: URI can carry', () => {
    const uri = otpauthUri('Boñis', 'admin@bonis.co', RFC_SECRET);
    const svg = qrCodeSvg(uri);
    expect(svg.startsWith('<?xml version="1.0"?>\n<svg width="200" height="200" ')).toBe(true);
    expect(svg).not.toMatch(/[#%]/);
    expect(decodeQrSvg(svg)).toBe(uri);
  });
});

describe('parseGoUuid', () => {
  it("takes gofrs/uuid's forms and gives the canonical one", () => {
    const canonical = '123e4567-e89b-12d3-a456-426614174000';
    for (const form of [
      canonical,
      canonical.toUpperCase(),
      canonical.replaceAll('-', ''),
      `{${canonical}}`,
      `urn:uuid:${canonical}`,
    ]) {
      expect(parseGoUuid(form)).toEqual({ uuid: canonical });
    }
  });

  it('reports what Go reports', () => {
    expect(parseGoUuid('')).toEqual({ error: 'uuid: incorrect UUID length 0 in string ""' });
    expect(parseGoUuid('abc')).toEqual({ error: 'uuid: incorrect UUID length 3 in string "abc"' });
    expect(parseGoUuid('123e4567_e89b-12d3-a456-426614174000')).toEqual({
      error: 'uuid: incorrect UUID format in string "123e4567_e89b-12d3-a456-426614174000"',
    });
    expect(parseGoUuid('123g4567-e89b-12d3-a456-426614174000')).toEqual({
      error: "encoding/hex: invalid byte: U+0067 'g'",
    });
  });

  it('quotes as Go quotes', () => {
    expect(goQuote('a "b"\\\n\x01é')).toBe('"a \\"b\\"\\\\\\n\\x01é"');
  });
});
