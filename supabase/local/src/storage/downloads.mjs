// @ts-check
/**
 * Reads: `GET/HEAD /object/:bucket/*`, `/object/authenticated/…`, `/object/public/…`, signed
 * URLs (`/object/sign/…?token=`) and `GET /object/info/…`. Public buckets are readable by
 * anyone; private ones through the caller's SELECT policy. Objects are served with their
 * stored type, ETag and cache headers, conditional requests (304), one byte range (206,
 * ranges.mjs) and `?download`, plus the safety headers of content.mjs.
 */
import { pipeline } from 'node:stream/promises';
import { headerValue, sendJson } from '../http.mjs';
import { identify, verifyUrlToken } from './auth.mjs';
import { asCaller, asOwner } from './common.mjs';
import { objectSecurityHeaders } from './content.mjs';
import { ERRORS } from './errors.mjs';
import { mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { findObject } from './objects.mjs';
import { byteRange } from './ranges.mjs';
import { iso } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./objects.mjs').ObjectMetadata} ObjectMetadata
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * Where to find an object and how to check the caller may read it.
 * @typedef {'auto' | 'authenticated' | 'public'} ReadMode
 */

/**
 * Finds an object for a read, as Storage does: public buckets are readable by anyone (no RLS),
 * private ones through the caller's SELECT policy; an unauthenticated caller only sees public
 * buckets.
 * @param {StorageContext} ctx
 * @param {Req} req
 * @param {{ bucket: string, key: string, mode: ReadMode }} options
 */
export async function findReadableObject(ctx, req, { bucket, key, mode }) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const who =
    mode === 'public' ? null : await identify(req, ctx.secret, { optional: mode === 'auto' });
  const { rows } = await asOwner(ctx, (tx) =>
    tx.query('select public from storage.buckets where id = $1', [bucket]),
  );
  const isPublic = rows[0]?.public === true;
  if (!rows[0]) throw ERRORS.NoSuchBucket();
  if ((mode === 'public' || !who?.authenticated) && !isPublic) throw ERRORS.NoSuchBucket();
  const object =
    isPublic || !who
      ? await asOwner(ctx, (tx) => findObject(tx, bucket, key))
      : await asCaller(ctx, who.caller, req, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  return object;
}

/**
 * Sends an object's bytes with its stored content type, length, ETag and cache headers;
 * honours If-None-Match / If-Modified-Since (304), Range (206) and `?download`.
 * @param {StorageContext} ctx
 * @param {Req} req
 * @param {Res} res
 * @param {{ bucket: string, key: string, version: string | null, metadata: ObjectMetadata,
 *   download: string | null, expires?: string }} object
 */
async function sendObject(ctx, req, res, { bucket, key, version, metadata, download, expires }) {
  // The file is opened before anything is answered: an overwrite that deletes this version
  // meanwhile cannot cut the answer short.
  const file = version ? await ctx.files.open(bucket, key, version) : undefined;
  if (!file) throw ERRORS.ResourceNotFound();
  /** @type {import('node:stream').Readable | undefined} */
  let stream;
  try {
    const stats = await file.stat();
    const head = req.method === 'HEAD';
    const size = stats.size;
    const eTag = metadata.eTag;
    const lastModified = metadata.lastModified ? new Date(metadata.lastModified) : stats.mtime;
    const ifNoneMatch = headerValue(req.headers['if-none-match']);
    const ifModifiedSince = headerValue(req.headers['if-modified-since']);
    if (!head) {
      const notModified = ifNoneMatch
        ? etagMatches(ifNoneMatch, eTag)
        : ifModifiedSince !== undefined &&
          !Number.isNaN(Date.parse(ifModifiedSince)) &&
          Math.floor(lastModified.getTime() / 1000) * 1000 <= Date.parse(ifModifiedSince);
      if (notModified) {
        res.writeHead(304, {
          ...(eTag ? { ETag: eTag } : {}),
          'X-Content-Type-Options': 'nosniff',
        });
        res.end();
        return;
      }
    }

    const contentType = normalizeContentType(metadata.mimetype ?? 'application/octet-stream');
    /** @type {Record<string, string | number>} */
    const headers = {
      'Accept-Ranges': 'bytes',
      'Content-Type': contentType,
      'X-Robots-Tag': 'none',
      ...objectSecurityHeaders(contentType),
    };
    if (eTag) headers.ETag = eTag;
    if (!Number.isNaN(lastModified.getTime())) {
      headers['Last-Modified'] = lastModified.toUTCString();
    }
    if (expires) headers.Expires = expires;
    else {
      const cacheControl = [metadata.cacheControl || 'no-cache'];
      if (ifNoneMatch && !head && !etagMatches(ifNoneMatch, eTag)) {
        cacheControl.push('stale-while-revalidate=30');
      }
      headers['Cache-Control'] = cacheControl.join(', ');
    }
    if (download !== null) {
      const name = encodeURIComponent(download);
      headers['Content-Disposition'] = download
        ? `attachment; filename=${name}; filename*=UTF-8''${name}`
        : 'attachment;';
    }
    let status = 200;
    let start = 0;
    let end = size - 1;
    const rangeHeader = head ? undefined : headerValue(req.headers.range);
    const range = rangeHeader ? byteRange(rangeHeader, size) : undefined;
    if (range) {
      status = 206;
      ({ start, end } = range);
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = Math.max(0, end - start + 1);
    res.writeHead(status, headers);
    if (head || size === 0) {
      res.end();
      return;
    }
    stream = file.createReadStream({ start, end });
  } finally {
    if (!stream) await file.close();
  }
  await pipeline(stream, res);
}

/** @param {string} header @param {string | undefined} eTag */
function etagMatches(header, eTag) {
  if (!eTag) return false;
  const bare = eTag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare || tag === bare.replace(/^"|"$/g, ''));
}

/** As Storage: HTML is never served as HTML. @param {string} mimeType */
const normalizeContentType = (mimeType) =>
  mimeType.includes('text/html') ? 'text/plain' : mimeType;

/**
 * GET/HEAD /object/:bucket/*, /object/authenticated/..., /object/public/...
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {URL} url
 * @param {{ bucket: string, key: string, mode: ReadMode }} target
 */
export async function downloadObject(ctx, req, res, url, target) {
  const object = await findReadableObject(ctx, req, target);
  await sendObject(ctx, req, res, {
    bucket: target.bucket,
    key: target.key,
    version: object.version,
    metadata: object.metadata,
    download: url.searchParams.get('download'),
  });
}

/**
 * GET /object/sign/:bucket/*?token=…
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {URL} url
 * @param {{ bucket: string, key: string }} target
 */
export async function downloadSignedObject(ctx, req, res, url, { bucket, key }) {
  const token = url.searchParams.get('token');
  if (!token) throw ERRORS.Validation("querystring must have required property 'token'");
  mustBeValidBucketName(bucket);
  const payload = await verifyUrlToken(ctx.secret, token, `${bucket}/${key}`, 'download');
  mustBeValidKey(key);
  const object = await asOwner(ctx, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  await sendObject(ctx, req, res, {
    bucket,
    key,
    version: object.version,
    metadata: object.metadata,
    download: url.searchParams.get('download'),
    expires: new Date(Number(payload.exp) * 1000).toUTCString(),
  });
}

/**
 * GET /object/info/:bucket/* (and /info/authenticated, /info/public): the object's details.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res
 * @param {{ bucket: string, key: string, mode: ReadMode }} target
 */
export async function objectInfo(ctx, req, res, target) {
  const object = await findReadableObject(ctx, req, target);
  const { rows } = await asOwner(ctx, (tx) =>
    tx.query(
      `select json_build_object(
         'id', o.id, 'name', o.name, 'version', o.version, 'bucket_id', o.bucket_id,
         'size', o.metadata -> 'size', 'content_type', o.metadata ->> 'mimetype',
         'cache_control', o.metadata ->> 'cacheControl', 'etag', o.metadata ->> 'eTag',
         'metadata', o.user_metadata, 'last_modified', ${iso('o.updated_at')},
         'created_at', ${iso('o.created_at')}
       )::text as json
       from storage.objects o where o.id = $1::uuid`,
      [object.id],
    ),
  );
  if (!rows[0]) throw ERRORS.NoSuchKey();
  /** @type {Record<string, string>} */
  const headers = {};
  if (object.metadata.eTag) headers.ETag = object.metadata.eTag;
  if (object.metadata.cacheControl) headers['Cache-Control'] = object.metadata.cacheControl;
  if (object.metadata.lastModified) {
    headers['Last-Modified'] = new Date(object.metadata.lastModified).toUTCString();
  }
  sendJson(res, 200, String(rows[0].json), headers);
}
