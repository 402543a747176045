// @ts-check
/**
 * `multipart/form-data` upload bodies (what storage-js sends for Blob, File and FormData
 * bodies: text fields such as `cacheControl` and `metadata`, then the file part), parsed with
 * busboy as Storage parses them with @fastify/multipart (itself busboy): the first file part
 * is the object, the text fields before it are its options, at most 10 fields, each cut at
 * busboy's 1 MiB. Nothing is buffered beyond busboy's window: the file's bytes are handed on
 * as they arrive, so the caller can count them and write them to disk.
 */
import busboy from 'busboy';
import { ERRORS } from './errors.mjs';

/** Storage's @fastify/multipart limits for object uploads (createObject.ts). */
const MAX_FIELDS = 10;
const MAX_PARTS = 1000;

/**
 * Is the body multipart? Storage's test: the Content-Type starts with `multipart/form-data`
 * (as sent; anything else is a raw body stored with that type).
 * @param {string | undefined} contentType
 */
export const isMultipart = (contentType) =>
  typeof contentType === 'string' && contentType.startsWith('multipart/form-data');

/**
 * @typedef {object} FilePart
 * @property {string} fieldName
 * @property {string | undefined} filename
 * @property {string} mimeType type/subtype of the part as busboy reads it (`text/plain` when
 *   the part has none)
 * @property {Record<string, string>} fields the text fields sent before the file; a field sent
 *   twice is left out, as Storage (which reads `fields.<name>.value`) ignores it
 * @property {(onChunk: (chunk: Buffer) => Promise<void>) => Promise<void>} pipe reads the file's
 *   bytes, waiting for each `onChunk`
 */

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Reads a multipart body up to its first file part, then calls `onFile` with it; settles with
 * what `onFile` returns (the rest of the body is left unread). Refused as Storage refuses
 * (NoContentProvided, `InvalidRequest`): no file part ("No content provided"), too many fields
 * ("reach fields limit"), a malformed or truncated body (the parser's message).
 * @template T
 * @param {import('node:stream').Readable} source the request body
 * @param {import('node:http').IncomingHttpHeaders} headers its headers (Content-Type)
 * @param {{ maxFileBytes: number }} limits the file may hold at most `maxFileBytes` bytes;
 *   busboy stops the part one byte past it, so the caller's byte count sees the excess
 * @param {(file: FilePart) => Promise<T>} onFile
 * @returns {Promise<T>}
 */
export function readMultipartFile(source, headers, { maxFileBytes }, onFile) {
  return new Promise((resolve, reject) => {
    /** @type {import('busboy').Busboy} */
    let parser;
    try {
      parser = busboy({
        headers,
        limits: { fields: MAX_FIELDS, files: 1, parts: MAX_PARTS, fileSize: maxFileBytes + 1 },
      });
    } catch (error) {
      reject(ERRORS.NoContentProvided(messageOf(error)));
      return;
    }
    /** @type {Map<string, string[]>} */
    const fields = new Map();
    let settled = false;
    let sawData = false;
    let sawFile = false;

    /** @param {unknown} error @param {T} [value] */
    const settle = (error, value) => {
      if (settled) return;
      settled = true;
      source.off('close', onClose);
      source.unpipe(parser);
      parser.destroy();
      if (error !== undefined) reject(error);
      else resolve(/** @type {T} */ (value));
    };
    // A client that goes away mid-body: busboy would wait for the rest for ever.
    const onClose = () => {
      if (!source.readableEnded) parser.destroy(new Error('Request closed before the form ended'));
    };

    parser.on('field', (name, value) => {
      // @fastify/multipart refuses prototype names; with a file part after them they are
      // simply not fields.
      if (name in Object.prototype) return;
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on('file', (name, stream, info) => {
      if (sawFile || settled) {
        stream.resume();
        return;
      }
      sawFile = true;
      // A failure before the part is read (a truncated body) is reported when it is read.
      stream.on('error', () => {});
      /** @type {Record<string, string>} */
      const single = {};
      for (const [field, values] of fields) {
        if (values.length === 1) single[field] = /** @type {string} */ (values[0]);
      }
      let consumed = false;
      onFile({
        fieldName: name,
        filename: info.filename,
        mimeType: info.mimeType,
        fields: single,
        pipe: async (onChunk) => {
          if (consumed) throw new Error('the file part was already read');
          consumed = true;
          const chunks = stream[Symbol.asyncIterator]();
          for (;;) {
            /** @type {IteratorResult<Buffer>} */
            let next;
            try {
              next = await chunks.next();
            } catch (error) {
              throw ERRORS.NoContentProvided(messageOf(error));
            }
            if (next.done) break;
            await onChunk(next.value);
          }
          if (stream.truncated) throw ERRORS.EntityTooLarge();
        },
      }).then(
        (value) => settle(undefined, value),
        (error) => settle(error),
      );
    });
    // Past the file part, limits no longer matter: the object is already being read.
    parser.on('fieldsLimit', () => {
      if (!sawFile) settle(ERRORS.NoContentProvided('reach fields limit'));
    });
    parser.on('partsLimit', () => {
      if (!sawFile) settle(ERRORS.NoContentProvided('reach parts limit'));
    });
    parser.on('error', (error) => {
      // While the file is being read its own stream reports the failure.
      if (sawFile) return;
      // An empty body is an empty form, as @fastify/multipart has it.
      settle(ERRORS.NoContentProvided(sawData ? messageOf(error) : undefined));
    });
    parser.on('close', () => {
      if (!sawFile) settle(ERRORS.NoContentProvided());
    });
    source.on('close', onClose);
    source.pipe(parser);
    source.once('data', () => {
      sawData = true;
    });
  });
}
