// @ts-check
/**
 * The Storage service at /storage/v1, answering storage-js as hosted Supabase Storage does:
 * buckets and objects in storage.buckets / storage.objects (RLS decides what each caller may
 * do), object bytes in files under `<dataDir>/storage`, errors in Storage's format. Routes are
 * one table (src/router.mjs), fixed paths before `/object/:bucket/*` as in Storage's router.
 */
import path from 'node:path';
import { sendError } from '../http.mjs';
import { createRouter, isMatch } from '../router.mjs';
import { identify } from './auth.mjs';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './buckets.mjs';
import { downloadObject, downloadSignedObject, objectInfo } from './downloads.mjs';
import { ERRORS } from './errors.mjs';
import { createFileStore } from './files.mjs';
import { listObjects, listObjectsV2 } from './listing.mjs';
import { createImageRenderer, imageSettings } from './render.mjs';
import { renderImage, renderSignedImage } from './render-routes.mjs';
import { signObjectUrl, signObjectUrls } from './signed-urls.mjs';
import { copyObject, deleteObject, moveObject, removeObjects } from './transfers.mjs';
import { signUploadUrl, uploadObject, uploadToSignedUrl } from './uploads.mjs';

const PREFIX = '/storage/v1';
/** The transformed pictures' folder under `<data>/storage`: `~` is in no bucket name. */
export const RENDER_CACHE = '~render-cache';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {{ req: Req, res: Res, url: URL, params: Record<string, string>, path: string }} Call
 * @typedef {(call: Call) => Promise<void>} Handler
 */

/**
 * The raw (still percent-encoded) path after the prefix. The raw path is used rather than the
 * parsed URL, whose dot segments are already resolved: a `..` must reach the name checks and
 * be refused, not be silently applied.
 * @param {Req} req
 * @param {URL} url
 */
function routePath(req, url) {
  const raw = (req.url ?? '').split('?')[0] ?? '';
  const path = raw.startsWith(PREFIX) ? raw : url.pathname;
  return path.slice(PREFIX.length);
}

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw ERRORS.InvalidKey(text);
  }
}

/** The decoded `:bucket` of a route. @param {Call} call */
const bucketOf = ({ params }) => decode(params.bucket ?? '');

/**
 * The decoded object name of a `/:bucket/*` route. A path that ends at the bucket names no
 * object, and no such route matches it (Storage's `/*` needs the slash): RouteNotFound.
 * `/:bucket/` names the empty object name, which the name checks refuse.
 * @param {Call} call
 */
function keyOf({ req, url, params, path }) {
  const rest = params['*'] ?? '';
  if (rest === '' && !path.endsWith('/')) {
    throw ERRORS.RouteNotFound(req.method ?? 'GET', url.pathname);
  }
  return decode(rest);
}

/** @param {StorageContext} ctx */
function createRoutes(ctx) {
  const who = (/** @type {Req} */ req) => identify(req, ctx.secret);
  /** `{ bucket, key }` of a `/:bucket/*` route. @param {Call} call */
  const target = (call) => ({ bucket: bucketOf(call), key: keyOf(call) });
  /**
   * A route acting as the caller (whose token is checked after the path).
   * @param {(ctx: StorageContext, req: Req, res: Res, who: Identity) => Promise<void>} fn
   * @returns {Handler}
   */
  const asCaller =
    (fn) =>
    async ({ req, res }) =>
      fn(ctx, req, res, await who(req));
  /**
   * @param {(ctx: StorageContext, req: Req, res: Res, who: Identity, bucket: string) =>
   *   Promise<void>} fn
   * @returns {Handler}
   */
  const onBucket = (fn) => async (call) => {
    const bucket = bucketOf(call);
    await fn(ctx, call.req, call.res, await who(call.req), bucket);
  };
  /**
   * @param {(ctx: StorageContext, req: Req, res: Res, who: Identity,
   *   target: { bucket: string, key: string }) => Promise<void>} fn
   * @returns {Handler}
   */
  const onObject = (fn) => async (call) => {
    const where = target(call);
    await fn(ctx, call.req, call.res, await who(call.req), where);
  };
  /**
   * Reads, which identify the caller themselves (a public object needs no token).
   * @param {'auto' | 'authenticated' | 'public'} mode
   * @returns {Handler}
   */
  const download = (mode) => async (call) =>
    downloadObject(ctx, call.req, call.res, call.url, { ...target(call), mode });
  /**
   * @param {'auto' | 'authenticated' | 'public'} mode
   * @returns {Handler}
   */
  const info = (mode) => async (call) =>
    objectInfo(ctx, call.req, call.res, { ...target(call), mode });
  /** @type {Handler} */
  const upload = async (call) => {
    const where = target(call);
    const identity = await who(call.req);
    await uploadObject(ctx, call.req, call.res, {
      ...where,
      who: identity,
      owner: identity.owner,
      upsert: call.req.method === 'PUT' || call.req.headers['x-upsert'] === 'true',
    });
  };
  /**
   * Image transformations (render.mjs, on sharp). When they are off, as on a hosted project
   * without the feature, every render route answers FeatureNotEnabled before anything else.
   * @param {'public' | 'authenticated' | 'sign'} mode
   * @returns {Handler}
   */
  const render = (mode) => async (call) => {
    keyOf(call);
    if (!ctx.images.renderer) throw ERRORS.FeatureNotEnabled();
    const where = target(call);
    if (mode === 'sign') await renderSignedImage(ctx, call.req, call.res, call.url, where);
    else await renderImage(ctx, call.req, call.res, call.url, { ...where, mode });
  };
  /** @type {Handler} */
  const bucketList = async ({ req, res, url }) => listBuckets(ctx, req, res, await who(req), url);

  const read = ['GET', 'HEAD'];
  /** @type {import('../router.mjs').Route<Handler>[]} */
  const routes = [
    [['GET'], '/bucket', bucketList],
    [['GET'], '/bucket/', bucketList],
    [['POST'], '/bucket', asCaller(createBucket)],
    [['POST'], '/bucket/', asCaller(createBucket)],
    [['GET'], '/bucket/:bucket', onBucket(getBucket)],
    [['PUT'], '/bucket/:bucket', onBucket(updateBucket)],
    [['DELETE'], '/bucket/:bucket', onBucket(deleteBucket)],
    [['POST'], '/bucket/:bucket/empty', onBucket(emptyBucket)],

    // Objects: the fixed paths first, as Storage's router matches them before `/:bucket/*`.
    [['POST'], '/object/list/:bucket', onBucket(listObjects)],
    [['POST'], '/object/list-v2/:bucket', onBucket(listObjectsV2)],
    [['POST'], '/object/move', asCaller(moveObject)],
    [['POST'], '/object/copy', asCaller(copyObject)],
    [['POST'], '/object/sign/:bucket', onBucket(signObjectUrls)],
    [
      read,
      '/object/sign/:bucket/*',
      async (call) => downloadSignedObject(ctx, call.req, call.res, call.url, target(call)),
    ],
    [['POST'], '/object/sign/:bucket/*', onObject(signObjectUrl)],
    [['POST'], '/object/upload/sign/:bucket/*', onObject(signUploadUrl)],
    [
      ['PUT'],
      '/object/upload/sign/:bucket/*',
      async (call) => uploadToSignedUrl(ctx, call.req, call.res, call.url, target(call)),
    ],
    [read, '/object/public/:bucket/*', download('public')],
    [read, '/object/authenticated/:bucket/*', download('authenticated')],
    [['GET'], '/object/info/public/:bucket/*', info('public')],
    [['GET'], '/object/info/authenticated/:bucket/*', info('authenticated')],
    [['GET'], '/object/info/:bucket/*', info('auto')],
    [['DELETE'], '/object/:bucket', onBucket(removeObjects)],
    [read, '/object/:bucket/*', download('auto')],
    [['POST', 'PUT'], '/object/:bucket/*', upload],
    [['DELETE'], '/object/:bucket/*', onObject(deleteObject)],

    // Image transformations (`/render/image/...`).
    [read, '/render/image/public/:bucket/*', render('public')],
    [read, '/render/image/authenticated/:bucket/*', render('authenticated')],
    [read, '/render/image/sign/:bucket/*', render('sign')],
  ];
  return createRouter(routes);
}

/** @param {import('../server.mjs').ServiceContext} service */
export function createStorageService({ config, db, log }) {
  const files = createFileStore(config.dataDir);
  const images = imageSettings(process.env);
  /** @type {StorageContext} */
  const ctx = {
    db,
    config,
    files,
    secret: config.jwtSecret,
    log,
    images: {
      renderer: images.enabled
        ? createImageRenderer({
            // Inside the storage folder (so `--reset` empties it) under a name no bucket can have.
            root: path.join(files.root, RENDER_CACHE),
            concurrency: images.concurrency,
            log,
          })
        : null,
    },
  };
  const router = createRoutes(ctx);

  return {
    /** @param {Req} req @param {Res} res @param {URL} url */
    handle: async (req, res, url) => {
      try {
        const method = req.method ?? 'GET';
        const path = routePath(req, url);
        const found = router.match(method, path);
        // Storage (Fastify) answers a known path with another method as an unknown route.
        if (!isMatch(found)) throw ERRORS.RouteNotFound(method, url.pathname);
        await found.handler({ req, res, url, params: found.params, path });
      } catch (error) {
        // Mid-answer failures, or a client that went away mid-upload: nothing to answer.
        if (res.headersSent || res.destroyed || res.socket?.destroyed) {
          res.destroy();
          return;
        }
        sendError(req, res, error, (unexpected) => {
          log(
            `storage: unexpected error on ${req.method} ${url.pathname}: ${
              unexpected instanceof Error ? unexpected.stack : unexpected
            }`,
          );
          return ERRORS.InternalError();
        });
      } finally {
        // A refused upload's body is read and discarded, so the client gets the answer
        // rather than a reset connection.
        if (!req.readableEnded && !req.destroyed) req.resume();
      }
    },
  };
}
