// @ts-check
/**
 * TOTP (RFC 6238) as GoTrue uses it through pquerna/otp: a 20-byte random secret in base32
 * without padding, 30-second steps, 6 digits, HMAC-SHA1, and a code accepted from the step
 * before to the step after the current one. The `otpauth://` URI is built as pquerna/otp's
 * `totp.Generate` builds it (Go's URL escaping), so an authenticator app reads the same key.
 *
 * GoTrue also draws the URI as a QR code (SVG markup in `totp.qr_code`, 200 × 200); here the
 * QR matrix comes from `qrcode-generator` and is drawn as SVG rectangles.
 */
import { Buffer } from 'node:buffer';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import qrcode from 'qrcode-generator';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;

/** @param {Buffer} bytes */
function base32Encode(bytes) {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes base32 as pquerna/otp does (upper-cased, padding optional); undefined when invalid.
 * @param {string} text
 */
function base32Decode(text) {
  const clean = text.trim().toUpperCase().replace(/=+$/, '');
  /** @type {number[]} */
  const bytes = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new TOTP secret: 20 random bytes, base32 without padding (32 characters). */
export const generateSecret = () => base32Encode(randomBytes(SECRET_BYTES));

/**
 * The HOTP code of one counter (RFC 4226 dynamic truncation).
 * @param {Buffer} key
 * @param {number} counter
 */
function hotp(key, counter) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * pquerna/otp's totp.ValidateCustom with GoTrue's options (period 30, skew 1, 6 digits, SHA1).
 * @param {string} passcode
 * @param {string} secret base32
 * @param {number} [nowMs]
 */
export function verifyTotp(passcode, secret, nowMs = Date.now()) {
  const code = passcode.trim();
  const key = base32Decode(secret);
  if (code.length !== DIGITS || !key) return false;
  const counter = Math.floor(nowMs / 1000 / PERIOD_SECONDS);
  for (const candidate of [counter, counter + 1, counter - 1]) {
    const expected = Buffer.from(hotp(key, candidate));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

/** Characters Go's URL escaping leaves as they are, beyond letters and digits. */
const UNRESERVED = '-_.~';

/**
 * Go's url.URL path escaping: `encodePath` (a whole path) keeps `$&+,/:;=@`, `encodePathSegment`
 * (url.PathEscape) keeps `$&+:=@`; everything else outside the unreserved set is %XX (UTF-8).
 * @param {string} text
 * @param {'path' | 'segment'} mode
 */
function goEscape(text, mode) {
  const kept = mode === 'path' ? '$&+,/:;=@' : '$&+:=@';
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9]/.test(char) || UNRESERVED.includes(char) || kept.includes(char)) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The key URI pquerna/otp's totp.Generate makes (query keys sorted, values path-escaped).
 * @param {string} issuer
 * @param {string} accountName the user's email
 * @param {string} secret base32
 */
export function otpauthUri(issuer, accountName, secret) {
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', String(DIGITS)],
    ['issuer', issuer],
    ['period', String(PERIOD_SECONDS)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${goEscape(value ?? '', 'segment')}`)
    .join('&');
  return `otpauth://totp/${goEscape(`/${issuer}:${accountName}`, 'path').slice(1)}?${query}`;
}

/**
 * The URI as a QR code in SVG markup, as GoTrue answers it: 200 × 200, one black rectangle per
 * dark module on a white square with a quiet zone. It holds no `#` or `%`, since auth-js pastes
 * it into a `data:image/svg+xml;utf-8,` URI as is.
 * @param {string} uri the `otpauth://` URI
 */
export function qrCodeSvg(uri) {
  const qr = qrcode(0, 'M');
  qr.addData(uri, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 2;
  const size = count + quiet * 2;
  /** @type {string[]} */
  const cells = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) {
        cells.push(`<rect x="${col + quiet}" y="${row + quiet}" width="1" height="1"/>`);
      }
    }
  }
  return [
    '<?xml version="1.0"?>',
    `<svg width="200" height="200" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">`,
    `<rect x="0" y="0" width="${size}" height="${size}" fill="white"/>`,
    `<g fill="black">${cells.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
