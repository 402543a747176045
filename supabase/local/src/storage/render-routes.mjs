// @ts-check
/**
 * The image transformation routes, as storage-api's render routes answer them:
 *
 *   GET/HEAD /render/image/public/:bucket/*?width&height&resize&quality&format&gravity&…&download
 *   GET/HEAD /render/image/authenticated/:bucket/*?…   (the caller's SELECT policy decides)
 *   GET/HEAD /render/image/sign/:bucket/*?token=…       (options from the token's `transformations`)
 *
 * Access is the object download's (downloads.mjs): a public bucket through /public, a private
 * one only with a token. The answer carries the original object's ETag and Cache-Control (a
 * signed URL: Expires), `X-Transformations` (imgproxy's segments, as storage-api sends them)
 * and, where the format was negotiated, `Vary: Accept`. The pictures come from render.mjs.
 */
import { pipeline } from 'node:stream/promises';
import { headerValue } from '../http.mjs';
import { verifyUrlToken } from './auth.mjs';
import { asOwner, check } from './common.mjs';
import { objectSecurityHeaders } from './content.mjs';
import { findReadableObject } from './downloads.mjs';
import { ERRORS } from './errors.mjs';
import { mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { findObject } from './objects.mjs';
import {
  acceptsWebp,
  queryFields,
  readTransformOptions,
  transformationSegments,
  transformOptionsFromToken,
} from './render.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./objects.mjs').ObjectMetadata} ObjectMetadata
 * @typedef {import('./render.mjs').TransformOptions} TransformOptions
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/** The renderer, or FeatureNotEnabled as a project without image transformations answers. @param {StorageContext} ctx */
function rendererOf(ctx) {
  if (!ctx.images.renderer) throw ERRORS.FeatureNotEnabled();
  return ctx.images.renderer;
}

/**
 * GET/HEAD /render/image/public/… and /render/image/authenticated/…
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {URL} url
 * @param {{ bucket: string, key: string, mode: 'public' | 'authenticated' }} target
 */
export async function renderImage(ctx, req, res, url, target) {
  rendererOf(ctx);
  const fields = queryFields(url.searchParams);
  // The querystring's schema first (Fastify validates before the handler runs).
  const options = readTransformOptions(fields, 'querystring');
  const download = check.string('querystring/download', fields.download) ?? null;
  const object = await findReadableObject(ctx, req, target);
  await sendRendered(ctx, req, res, {
    bucket: target.bucket,
    key: target.key,
    version: object.version,
    metadata: object.metadata,
    options,
    download,
  });
}

/**
 * GET/HEAD /render/image/sign/:bucket/*?token=…: the options are the token's.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {URL} url
 * @param {{ bucket: string, key: string }} target
 */
export async function renderSignedImage(ctx, req, res, url, { bucket, key }) {
  rendererOf(ctx);
  const fields = queryFields(url.searchParams);
  const token = check.string('querystring/token', fields.token, { required: true });
  const download = check.string('querystring/download', fields.download) ?? null;
  mustBeValidBucketName(bucket);
  const payload = await verifyUrlToken(ctx.secret, token ?? '', `${bucket}/${key}`, 'download');
  mustBeValidKey(key);
  const object = await asOwner(ctx, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  const transformations =
    typeof payload.transformations === 'string' ? payload.transformations : '';
  await sendRendered(ctx, req, res, {
    bucket,
    key,
    version: object.version,
    metadata: object.metadata,
    options: transformOptionsFromToken(transformations),
    download,
    expires: new Date(Number(payload.exp) * 1000).toUTCString(),
  });
}

/** @param {string} header @param {string} eTag */
function etagMatches(header, eTag) {
  const bare = eTag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare || tag === bare.replace(/^"|"$/g, ''));
}

/**
 * Sends the transformed picture of one object version.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res
 * @param {{ bucket: string, key: string, version: string | null, metadata: ObjectMetadata,
 *   options: TransformOptions, download: string | null, expires?: string }} object
 */
async function sendRendered(
  ctx,
  req,
  res,
  { bucket, key, version, metadata, options, download, expires },
) {
  const renderer = rendererOf(ctx);
  if (!version) throw ERRORS.ResourceNotFound();
  const eTag = metadata.eTag;
  const ifNoneMatch = headerValue(req.headers['if-none-match']);
  const head = req.method === 'HEAD';
  // The picture is the same for the same version, options and Accept, so the original's ETag
  // (what hosted Storage sends) answers a revalidation without transforming anything.
  if (!head && ifNoneMatch && eTag && etagMatches(ifNoneMatch, eTag)) {
    res.writeHead(304, { ETag: eTag, 'X-Content-Type-Options': 'nosniff' });
    res.end();
    return;
  }
  /** @type {import('./render.mjs').Rendered} */
  let rendered;
  try {
    rendered = await renderer.get({
      bucket,
      key,
      version,
      eTag: eTag ?? version,
      sourceFile: ctx.files.filePath(bucket, key, version),
      options,
      // storage-api forwards Accept to imgproxy unless the format is `origin`.
      webp: options.format === undefined && acceptsWebp(headerValue(req.headers.accept)),
    });
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw ERRORS.ResourceNotFound();
    throw error;
  }
  const file = rendered.bytes ? undefined : await renderer.open(rendered);
  if (!rendered.bytes && !file) throw ERRORS.ResourceNotFound();
  /** @type {import('node:stream').Readable | undefined} */
  let stream;
  try {
    /** @type {Record<string, string | number>} */
    const headers = {
      'Accept-Ranges': 'bytes',
      'Content-Type': rendered.contentType,
      'Content-Length': rendered.size,
      'X-Robots-Tag': 'none',
      ...objectSecurityHeaders(rendered.contentType),
    };
    if (eTag) headers.ETag = eTag;
    if (metadata.lastModified) {
      const lastModified = new Date(metadata.lastModified);
      if (!Number.isNaN(lastModified.getTime())) {
        headers['Last-Modified'] = lastModified.toUTCString();
      }
    }
    if (expires) headers.Expires = expires;
    else {
      const cacheControl = [metadata.cacheControl || 'no-cache'];
      if (ifNoneMatch && !head) cacheControl.push('stale-while-revalidate=30');
      headers['Cache-Control'] = cacheControl.join(', ');
    }
    const segments = transformationSegments(options);
    if (segments.length > 0) headers['X-Transformations'] = segments.join(',');
    // A local addition: the picture depends on Accept when no format is asked for.
    if (options.format === undefined) headers.Vary = 'Accept';
    if (download !== null) {
      const name = encodeURIComponent(download);
      headers['Content-Disposition'] = download
        ? `attachment; filename=${name}; filename*=UTF-8''${name}`
        : 'attachment;';
    }
    res.writeHead(200, headers);
    if (head || rendered.size === 0) {
      res.end();
      return;
    }
    if (rendered.bytes) {
      res.end(rendered.bytes);
      return;
    }
    stream = /** @type {import('node:fs/promises').FileHandle} */ (file).createReadStream();
  } finally {
    if (!stream) await file?.close();
  }
  await pipeline(stream, res);
}
