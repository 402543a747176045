// @ts-check
/**
 * Signed download URLs: `POST /object/sign/:bucket/*` (one object, storage-js
 * `createSignedUrl`) and `POST /object/sign/:bucket` (several, `createSignedUrls`). A token is
 * a JWT signed with the project secret: `{ url: '<bucket>/<name>', scope: 'download', iat,
 * exp }`, served by `GET /object/sign/…?token=` (downloads.mjs).
 *
 * `transform` options are checked as storage-api's schema checks them; with image
 * transformations on they go into the token (`transformations`, `format`) and the URL is
 * `/render/image/sign/…` (render-routes.mjs), as storage-api's getSignedURL does. With them
 * off (`SUPABASE_LOCAL_IMAGE_TRANSFORMATION=false`, a project without the feature) the token
 * has no options and the URL serves the original object, as there.
 */
import { sendJson } from '../http.mjs';
import { signUrlToken } from './auth.mjs';
import { asCaller, check, readJsonBody } from './common.mjs';
import { ERRORS } from './errors.mjs';
import { mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { findObject, MAX_OBJECTS_PER_REQUEST } from './objects.mjs';
import { readTransformOptions, transformationSegments } from './render.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * Checks `transform` as storage-api's transformationOptionsSchema does (worded as Fastify's
 * Ajv words it), focal-point gravity (`fp`) included.
 * @param {unknown} value
 * @returns {import('./render.mjs').TransformOptions | undefined}
 */
export function checkTransformOptions(value) {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw ERRORS.Validation('body/transform must be object');
  }
  return readTransformOptions(/** @type {Record<string, unknown>} */ (value), 'body/transform');
}

/**
 * The claims storage-api adds to a download token for `transform` when image transformations
 * are on: `transformations` (imgproxy's segments, `resize:` kept as given) and `format`, each
 * left out when empty. With any transformation the URL is `/render/image/sign/…`.
 * @param {import('./render.mjs').TransformOptions | undefined} transform
 * @returns {Record<string, string>}
 */
function transformClaims(transform) {
  /** @type {Record<string, string>} */
  const claims = {};
  const transformations = transformationSegments(transform ?? {}, true).join(',');
  if (transformations) claims.transformations = transformations;
  if (transform?.format) claims.format = transform.format;
  return claims;
}

/** @param {Record<string, unknown>} body */
const expiresInOf = (body) => {
  const expiresIn = check.integer('body/expiresIn', body.expiresIn, { required: true, minimum: 1 });
  // Any expiry, as Storage, as long as it is still a valid date.
  const latest = 8_640_000_000_000 - Math.floor(Date.now() / 1000);
  if (expiresIn === undefined || expiresIn > latest) {
    throw ERRORS.InvalidParameter('expiresIn');
  }
  return expiresIn;
};

/**
 * POST /object/sign/:bucket/* {expiresIn, transform}: a signed download URL for an object the
 * caller can read.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {{ bucket: string, key: string }} target
 */
export async function signObjectUrl(ctx, req, res, who, { bucket, key }) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const body = await readJsonBody(ctx, req);
  // The body's schema first (expiresIn, then transform), then the expiry's own check.
  check.integer('body/expiresIn', body.expiresIn, { required: true, minimum: 1 });
  const transform = checkTransformOptions(body.transform);
  const expiresIn = expiresInOf(body);
  const object = await asCaller(ctx, who.caller, req, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  const url = `${bucket}/${key}`;
  // With image transformations off the options stay out of the token, and the URL is the
  // object's own (storage-api: `/render/image/sign/…` only when `transformations` is set).
  const claims = ctx.images.renderer ? transformClaims(transform) : {};
  const token = await signUrlToken(ctx.secret, { ...claims, url, scope: 'download' }, expiresIn);
  const route = claims.transformations ? 'render/image' : 'object';
  sendJson(res, 200, { signedURL: `/${route}/sign/${url}?token=${token}` });
}

/**
 * POST /object/sign/:bucket {expiresIn, paths}: signed URLs for several objects; paths the
 * caller cannot read get an error instead.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {string} bucket
 */
export async function signObjectUrls(ctx, req, res, who, bucket) {
  mustBeValidBucketName(bucket);
  const body = await readJsonBody(ctx, req);
  const expiresIn = expiresInOf(body);
  const paths =
    check.stringArray('body/paths', body.paths, {
      required: true,
      minItems: 1,
      maxItems: MAX_OBJECTS_PER_REQUEST,
    }) ?? [];
  const found = await asCaller(ctx, who.caller, req, async (tx) => {
    const { rows } = await tx.query(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(rows.map((row) => String(row.name)));
  });
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!found.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const url = `${bucket}/${path}`;
      const token = await signUrlToken(ctx.secret, { url, scope: 'download' }, expiresIn);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  sendJson(res, 200, results);
}
