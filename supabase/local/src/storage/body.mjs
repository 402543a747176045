// @ts-check
/**
 * Streaming request bodies for uploads: a raw body, or `multipart/form-data` (what storage-js
 * sends for Blob/File/FormData bodies: text fields such as `cacheControl` and `metadata`, then
 * the file part). Nothing is buffered beyond a small window: the file's bytes are handed on as
 * they arrive, so the caller can count them and write them to disk.
 */
import { ERRORS } from './errors.mjs';

const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELDS = 10;

/** Reads an async sequence of chunks with look-ahead for delimiters. */
export class ChunkReader {
  /** @param {AsyncIterator<Buffer | string>} source */
  constructor(source) {
    this.source = source;
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    this.ended = false;
  }

  /** Appends the next chunk; false at the end of the input. */
  async fill() {
    if (this.ended) return false;
    const { value, done } = await this.source.next();
    if (done) {
      this.ended = true;
      return false;
    }
    const chunk = typeof value === 'string' ? Buffer.from(value) : value;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    return true;
  }

  /**
   * Returns the bytes before the next `delimiter` and consumes both.
   * @param {Buffer} delimiter
   * @param {number} max
   */
  async readUntil(delimiter, max) {
    let from = 0;
    for (;;) {
      const index = this.buffer.indexOf(delimiter, from);
      if (index !== -1) {
        const out = this.buffer.subarray(0, index);
        this.buffer = this.buffer.subarray(index + delimiter.length);
        return out;
      }
      if (this.buffer.length > max + delimiter.length) throw ERRORS.EntityTooLarge('field');
      from = Math.max(0, this.buffer.length - delimiter.length + 1);
      if (!(await this.fill())) throw ERRORS.NoContentProvided('Unexpected end of form');
    }
  }

  /**
   * Hands on every byte before the next `delimiter` (keeping back only what could be the start
   * of the delimiter), then consumes the delimiter.
   * @param {Buffer} delimiter
   * @param {(chunk: Buffer) => Promise<void>} onChunk
   */
  async streamUntil(delimiter, onChunk) {
    for (;;) {
      const index = this.buffer.indexOf(delimiter);
      if (index !== -1) {
        const out = this.buffer.subarray(0, index);
        this.buffer = this.buffer.subarray(index + delimiter.length);
        if (out.length) await onChunk(out);
        return;
      }
      const keep = delimiter.length - 1;
      if (this.buffer.length > keep) {
        const out = this.buffer.subarray(0, this.buffer.length - keep);
        this.buffer = this.buffer.subarray(this.buffer.length - keep);
        await onChunk(out);
      }
      if (!(await this.fill())) throw ERRORS.NoContentProvided('Unexpected end of form');
    }
  }

  /** @param {number} n */
  async peek(n) {
    while (this.buffer.length < n) {
      if (!(await this.fill())) break;
    }
    return this.buffer.subarray(0, n);
  }

  /** @param {number} n */
  skip(n) {
    this.buffer = this.buffer.subarray(n);
  }
}

/**
 * The boundary of a `multipart/form-data` content type, or undefined for any other type.
 * @param {string | undefined} contentType
 */
export function multipartBoundary(contentType) {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw ERRORS.NoContentProvided('Multipart: Boundary not found');
  return boundary;
}

/**
 * @typedef {object} FilePart
 * @property {string} fieldName
 * @property {string | undefined} filename
 * @property {string} mimeType type/subtype of the part (parameters dropped, as busboy does)
 * @property {Record<string, string>} fields the text fields sent before the file
 * @property {(onChunk: (chunk: Buffer) => Promise<void>) => Promise<void>} pipe reads the file's bytes
 */

/**
 * Reads a multipart body up to its first file part: collects the text fields before it, then
 * calls `onFile` with the part (whose bytes `pipe` hands on). The rest of the body is left
 * unread. Throws NoContentProvided when there is no file part.
 * @template T
 * @param {AsyncIterator<Buffer | string>} source
 * @param {string} boundary
 * @param {(file: FilePart) => Promise<T>} onFile
 * @returns {Promise<T>}
 */
export async function readMultipartFile(source, boundary, onFile) {
  const reader = new ChunkReader(source);
  const dashBoundary = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const crlf = Buffer.from('\r\n');
  const headerEnd = Buffer.from('\r\n\r\n');
  /** @type {Record<string, string>} */
  const fields = {};
  let fieldCount = 0;

  // Preamble, then the first boundary.
  await reader.readUntil(dashBoundary, MAX_FIELD_BYTES);
  for (;;) {
    const after = await reader.peek(2);
    if (after.toString() === '--') break; // closing boundary
    // Transport padding, then CRLF.
    await reader.readUntil(crlf, 1024);
    const headerBlock = await reader.readUntil(headerEnd, MAX_HEADER_BYTES);
    const headers = parsePartHeaders(headerBlock.toString('utf8'));
    const disposition = parseDisposition(headers['content-disposition'] ?? '');
    if (disposition.filename !== undefined) {
      let consumed = false;
      return onFile({
        fieldName: disposition.name ?? '',
        filename: disposition.filename,
        mimeType: partMimeType(headers['content-type']),
        fields,
        pipe: async (onChunk) => {
          if (consumed) throw new Error('the file part was already read');
          consumed = true;
          await reader.streamUntil(delimiter, onChunk);
        },
      });
    }
    const value = await reader.readUntil(delimiter, MAX_FIELD_BYTES);
    fieldCount += 1;
    if (fieldCount > MAX_FIELDS) throw ERRORS.InvalidRequest('Too many form fields');
    if (disposition.name !== undefined && !(disposition.name in fields)) {
      fields[disposition.name] = value.toString('utf8');
    }
  }
  throw ERRORS.NoContentProvided();
}

/** @param {string} block */
function parsePartHeaders(block) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * `form-data; name="x"; filename="y"` → { name, filename }.
 * @param {string} value
 * @returns {{ name?: string, filename?: string }}
 */
function parseDisposition(value) {
  /** @type {{ name?: string, filename?: string }} */
  const result = {};
  const pattern = /;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const key = (match[1] ?? '').toLowerCase();
    const raw = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    if (key === 'name') result.name = raw;
    else if (key === 'filename') result.filename = raw;
    else if (key === 'filename*') {
      const encoded = /^[^']*'[^']*'(.*)$/.exec(raw)?.[1];
      if (encoded !== undefined) {
        try {
          result.filename = decodeURIComponent(encoded);
        } catch {
          result.filename = encoded;
        }
      }
    }
  }
  return result;
}

/**
 * busboy's part type: `type/subtype` lower-cased, `text/plain` when absent or unparsable.
 * @param {string | undefined} contentType
 */
function partMimeType(contentType) {
  const match = /^\s*([^/\s;]+)\/([^\s;]+)/.exec(contentType ?? '');
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : 'text/plain';
}
