// @ts-check
/**
 * What an object's bytes are, and how it is served safely. Hosted Storage stores the content
 * type a client declares; this server also checks it against the bytes (magic numbers for the
 * binary formats, a text sniff for SVG and HTML) so an HTML page cannot be stored as
 * `image/png`, and serves every object with `nosniff` and a sandboxing CSP.
 *
 * The rules, applied to the first SNIFF_BYTES of a file:
 * 1. A declared type the server can verify (PNG, JPEG, GIF, WebP, AVIF, SVG, PDF) must match
 *    the bytes.
 * 2. Bytes that carry one of those binary signatures may not be declared as another type,
 *    except `application/octet-stream` (any bytes) and the type's aliases.
 * 3. Markup (an HTML document, or an SVG) may not be declared as another image type.
 * Anything else is stored as declared: `text/plain`, `application/json` and the like can't be
 * told apart from their bytes, and `nosniff` makes browsers keep to the declared type.
 */
import { ERRORS } from './errors.mjs';

/** How much of a file is read to tell its type (an SVG's root must start within it). */
export const SNIFF_BYTES = 8 * 1024;

/** Types whose signature is checked, by the name the sniffer gives them. */
const VERIFIABLE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
]);

/** Other names clients send for a verifiable type. */
const ALIASES = /** @type {Record<string, string>} */ ({
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/apng': 'image/png',
  'image/heif': 'image/avif',
  'image/avif-sequence': 'image/avif',
  'application/x-pdf': 'application/pdf',
});

/** Declared types that stand for "any bytes". */
const GENERIC = new Set(['application/octet-stream', 'binary/octet-stream']);

/**
 * `Image/PNG; charset=x` → `image/png`.
 * @param {string} mimeType
 */
export const essence = (mimeType) => (mimeType.split(';')[0] ?? '').trim().toLowerCase();

/** @param {Buffer} bytes @param {number} at @param {string} ascii */
const hasAscii = (bytes, at, ascii) =>
  bytes.length >= at + ascii.length && bytes.toString('latin1', at, at + ascii.length) === ascii;

/** An ISO-BMFF `ftyp` box naming an AVIF brand (major or compatible). @param {Buffer} bytes */
function isAvif(bytes) {
  if (bytes.length < 16 || !hasAscii(bytes, 4, 'ftyp')) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** @param {Buffer} bytes */
function binaryType(bytes) {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (hasAscii(bytes, 0, 'GIF87a') || hasAscii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (hasAscii(bytes, 0, 'RIFF') && hasAscii(bytes, 8, 'WEBP')) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (hasAscii(bytes, 0, '%PDF')) return 'application/pdf';
  return undefined;
}

/** WHATWG MIME sniffing's HTML tags, as the root element: the name, then a space or `>`. */
const HTML_ROOT = /^<(?:html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s>]/i;

/**
 * Where the first element starts, after a BOM, whitespace, the XML declaration, comments,
 * processing instructions and a DOCTYPE (with its internal subset); -1 when the window ends
 * first.
 * @param {string} text
 */
function rootStart(text) {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text.charAt(at))) at += 1;
    if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end < 0) return -1;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return -1;
      at = end + 3;
    } else if (/^<!doctype\s/i.test(text.slice(at, at + 10))) {
      const subset = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      if (close < 0) return -1;
      if (subset >= 0 && subset < close) {
        const end = text.indexOf(']', subset);
        const after = end < 0 ? -1 : text.indexOf('>', end);
        if (after < 0) return -1;
        at = after + 1;
      } else at = close + 1;
    } else return at < text.length ? at : -1;
  }
}

/** @param {Buffer} bytes */
function markupType(bytes) {
  const text = bytes.toString('utf8');
  const at = rootStart(text);
  if (at < 0) {
    return /^\uFEFF?\s*<!doctype\s+html[\s>]/i.test(text) ? 'text/html' : undefined;
  }
  const root = text.slice(at, at + 16);
  if (/^<svg[\s/>]/.test(root)) return 'image/svg+xml';
  if (HTML_ROOT.test(root)) return 'text/html';
  return undefined;
}

/**
 * The type the bytes identify (from the start of a file), or undefined when they don't say.
 * @param {Buffer} head the file's first bytes (up to SNIFF_BYTES)
 * @returns {string | undefined}
 */
export function detectContentType(head) {
  return binaryType(head) ?? markupType(head);
}

/**
 * Throws InvalidMimeType when `head` (a file's first bytes) contradicts the declared type, by
 * the rules at the top of this file.
 * @param {string} mimeType the declared (or form-derived) content type
 * @param {Buffer} head
 */
export function mustMatchContent(mimeType, head) {
  const declared = essence(mimeType);
  const canonical = ALIASES[declared] ?? declared;
  const detected = detectContentType(head);
  if (VERIFIABLE.has(canonical)) {
    if (detected !== canonical) throw ERRORS.ContentMismatch(mimeType, detected);
    return;
  }
  if (detected === undefined || GENERIC.has(declared)) return;
  const binary = detected !== 'text/html' && detected !== 'image/svg+xml';
  if (binary || declared.startsWith('image/')) throw ERRORS.ContentMismatch(mimeType, detected);
}

/**
 * Wraps a file's `write` so that the first SNIFF_BYTES are held back until they have been
 * checked against `mimeType`: a mismatch throws before a byte reaches the file. Call `end()`
 * after the last chunk (a file shorter than the window is checked then).
 * @param {string} mimeType
 * @param {(chunk: Buffer) => Promise<void>} write
 */
export function checkedWriter(mimeType, write) {
  /** @type {Buffer[]} */
  let held = [];
  let heldBytes = 0;
  let checked = false;
  const release = async () => {
    checked = true;
    const head = Buffer.concat(held);
    held = [];
    mustMatchContent(mimeType, head.subarray(0, SNIFF_BYTES));
    if (head.length) await write(head);
  };
  return {
    /** @param {Buffer} chunk */
    write: async (chunk) => {
      if (checked) {
        await write(chunk);
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= SNIFF_BYTES) await release();
    },
    end: async () => {
      if (!checked) await release();
    },
  };
}

/** The restrictive policy every served object gets (GitHub serves user content the same way). */
export const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers that stop a stored object from running as a page on the API's origin: `nosniff`
 * always, and a CSP that blocks scripts, plugins and requests, sandboxed (a unique origin).
 * Images, media and fonts used by other pages ignore a CSP on their own response, so product
 * images still render in `<img>`. PDFs are left without it: Chrome's viewer refuses to open
 * in a sandbox, and a PDF's scripts run in the viewer, not on this origin.
 * @param {string} mimeType the type the object is served as
 * @returns {Record<string, string>}
 */
export function objectSecurityHeaders(mimeType) {
  /** @type {Record<string, string>} */
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  const type = essence(mimeType);
  if (type !== 'application/pdf' && type !== 'application/x-pdf') {
    headers['Content-Security-Policy'] = OBJECT_CSP;
  }
  return headers;
}
