// @ts-check
/**
 * Signed download URLs: `POST /object/sign/:bucket/*` (one object, storage-js
 * `createSignedUrl`) and `POST /object/sign/:bucket` (several, `createSignedUrls`). A token is
 * a JWT signed with the project secret: `{ url: '<bucket>/<name>', scope: 'download', iat,
 * exp }`, served by `GET /object/sign/…?token=` (downloads.mjs).
 *
 * `transform` options are checked as storage-api's schema checks them, then treated as a
 * hosted project without image transformations treats them: storage-api puts them in the
 * token (`transformations`, `format`) and answers a `/render/image/sign/…` URL only when the
 * feature is enabled (getSignedURL.ts: `imageTransformationEnabled ? … : undefined`). Here it
 * is not (no image library), so the URL serves the original object, as there.
 */
import { sendJson } from '../http.mjs';
import { signUrlToken } from './auth.mjs';
import { asCaller, check, readJsonBody } from './common.mjs';
import { ERRORS, StorageError } from './errors.mjs';
import { mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { findObject, MAX_OBJECTS_PER_REQUEST } from './objects.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

const RESIZE_MODES = /** @type {const} */ (['cover', 'contain', 'fill']);
const FORMATS = /** @type {const} */ (['origin', 'avif', 'webp']);
const GRAVITIES = /** @type {const} */ ([
  'no',
  'so',
  'ea',
  'we',
  'noea',
  'nowe',
  'soea',
  'sowe',
  'ce',
  'sm',
  'fp',
]);

/**
 * Checks `transform` as storage-api's transformationOptionsSchema does (worded as Fastify's
 * Ajv words it), focal-point gravity (`fp`) included.
 * @param {unknown} value
 */
export function checkTransformOptions(value) {
  if (value === undefined) return;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw ERRORS.Validation('body/transform must be object');
  }
  const options = /** @type {Record<string, unknown>} */ (value);
  const at = (/** @type {string} */ name) => `body/transform/${name}`;
  check.integer(at('height'), options.height, { minimum: 0 });
  check.integer(at('width'), options.width, { minimum: 0 });
  check.oneOf(at('resize'), options.resize, RESIZE_MODES);
  check.oneOf(at('format'), options.format, FORMATS);
  check.integer(at('quality'), options.quality, { minimum: 20, maximum: 100 });
  check.oneOf(at('gravity'), options.gravity, GRAVITIES);
  check.number(at('x_offset'), options.x_offset);
  check.number(at('y_offset'), options.y_offset);
  if (options.gravity === 'fp') {
    // The schema's `if gravity is fp then …`: Ajv reports the failing rule, then the `if`.
    const then = (/** @type {() => void} */ rule) => {
      try {
        rule();
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        throw ERRORS.Validation(`${error.message}, body/transform must match "then" schema`);
      }
    };
    for (const name of ['x_offset', 'y_offset']) {
      then(() => {
        if (options[name] === undefined) {
          throw ERRORS.Validation(`body/transform must have required property '${name}'`);
        }
      });
    }
    for (const name of ['x_offset', 'y_offset']) {
      then(() => check.number(at(name), options[name], { minimum: 0, maximum: 1 }));
    }
  }
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
  checkTransformOptions(body.transform);
  const expiresIn = expiresInOf(body);
  const object = await asCaller(ctx, who.caller, req, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  const url = `${bucket}/${key}`;
  // With image transformations disabled the options stay out of the token, and the URL is
  // the object's own (storage-api: `/render/image/sign/…` only when `transformations` is set).
  const token = await signUrlToken(ctx.secret, { url, scope: 'download' }, expiresIn);
  sendJson(res, 200, { signedURL: `/object/sign/${url}?token=${token}` });
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
