// @ts-check
/**
 * The Storage service at /storage/v1, answering storage-js as hosted Supabase Storage does:
 * buckets and objects in storage.buckets / storage.objects (RLS decides what each caller may
 * do), object bytes in files under `<dataDir>/storage`, errors in Storage's format.
 */
import { HttpError, sendJson } from '../http.mjs';
import { identify } from './auth.mjs';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './buckets.mjs';
import { ERRORS } from './errors.mjs';
import { createFileStore } from './files.mjs';
import {
  copyObject,
  deleteObject,
  downloadObject,
  downloadSignedObject,
  listObjects,
  moveObject,
  objectInfo,
  removeObjects,
  signObjectUrl,
  signObjectUrls,
  signUploadUrl,
  uploadObject,
  uploadToSignedUrl,
} from './objects.mjs';

const PREFIX = '/storage/v1';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * Splits the raw (still percent-encoded) path after the prefix. The raw path is used rather
 * than the parsed URL, whose dot segments are already resolved: a `..` must reach the name
 * checks and be refused, not be silently applied.
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

/** @param {import('../server.mjs').ServiceContext} service */
export function createStorageService({ config, db, log }) {
  /** @type {import('./common.mjs').StorageContext} */
  const ctx = {
    db,
    config,
    files: createFileStore(config.dataDir),
    secret: config.jwtSecret,
    log,
  };
  const who = (/** @type {Req} */ req) => identify(req, ctx.secret);

  /**
   * `[bucket, key]` from the segments after a route's fixed part (`key` undefined when the
   * path names only a bucket).
   * @param {string[]} segments
   * @returns {{ bucket: string, key: string | undefined }}
   */
  const target = (segments) => {
    const [bucket = '', ...rest] = segments;
    return {
      bucket: decode(bucket),
      key: rest.length ? decode(rest.join('/')) : undefined,
    };
  };

  /**
   * @param {Req} req @param {Res} res @param {URL} url
   * @returns {Promise<boolean>} false when no route matched
   */
  const route = async (req, res, url) => {
    const method = req.method ?? 'GET';
    const segments = routePath(req, url).split('/').slice(1);
    const [area, ...rest] = segments;

    if (area === 'bucket') {
      const [id, action, ...extra] = rest;
      if (id === undefined || (id === '' && rest.length === 1)) {
        if (method === 'GET') await listBuckets(ctx, req, res, await who(req), url);
        else if (method === 'POST') await createBucket(ctx, req, res, await who(req));
        else return false;
        return true;
      }
      const bucketId = decode(id);
      if (action === undefined) {
        if (method === 'GET') await getBucket(ctx, req, res, await who(req), bucketId);
        else if (method === 'PUT') await updateBucket(ctx, req, res, await who(req), bucketId);
        else if (method === 'DELETE') await deleteBucket(ctx, req, res, await who(req), bucketId);
        else return false;
        return true;
      }
      if (action === 'empty' && !extra.length && method === 'POST') {
        await emptyBucket(ctx, req, res, await who(req), bucketId);
        return true;
      }
      return false;
    }

    if (area !== 'object' || !rest.length) return false;
    const [first = '', second = '', ...after] = rest;
    const read = method === 'GET' || method === 'HEAD';

    // Fixed routes first, as Storage's router matches them before `/:bucket/*`.
    if (first === 'list' && rest.length === 2 && method === 'POST') {
      await listObjects(ctx, req, res, await who(req), decode(second));
      return true;
    }
    if ((first === 'move' || first === 'copy') && rest.length === 1 && method === 'POST') {
      if (first === 'move') await moveObject(ctx, req, res, await who(req));
      else await copyObject(ctx, req, res, await who(req));
      return true;
    }
    if (first === 'sign' && rest.length >= 2) {
      const { bucket, key } = target(rest.slice(1));
      if (read && key !== undefined) {
        await downloadSignedObject(ctx, req, res, url, { bucket, key });
        return true;
      }
      if (method === 'POST') {
        if (key === undefined) await signObjectUrls(ctx, req, res, await who(req), bucket);
        else await signObjectUrl(ctx, req, res, await who(req), { bucket, key });
        return true;
      }
      return false;
    }
    if (first === 'upload' && second === 'sign' && after.length >= 2) {
      const { bucket, key = '' } = target(after);
      if (method === 'POST') {
        await signUploadUrl(ctx, req, res, await who(req), { bucket, key });
        return true;
      }
      if (method === 'PUT') {
        await uploadToSignedUrl(ctx, req, res, url, { bucket, key });
        return true;
      }
      return false;
    }
    if ((first === 'public' || first === 'authenticated') && rest.length >= 3 && read) {
      const { bucket, key = '' } = target(rest.slice(1));
      await downloadObject(ctx, req, res, url, { bucket, key, mode: first });
      return true;
    }
    if (first === 'info' && rest.length >= 3 && method === 'GET') {
      const mode = second === 'public' || second === 'authenticated' ? second : 'auto';
      const parts = mode === 'auto' ? rest.slice(1) : rest.slice(2);
      if (parts.length < 2) return false;
      const { bucket, key = '' } = target(parts);
      await objectInfo(ctx, req, res, { bucket, key, mode });
      return true;
    }

    // /object/:bucket and /object/:bucket/*
    const { bucket, key } = target(rest);
    if (key === undefined) {
      if (method === 'DELETE') {
        await removeObjects(ctx, req, res, await who(req), bucket);
        return true;
      }
      return false;
    }
    if (read) {
      await downloadObject(ctx, req, res, url, { bucket, key, mode: 'auto' });
      return true;
    }
    if (method === 'POST' || method === 'PUT') {
      const identity = await who(req);
      await uploadObject(ctx, req, res, {
        bucket,
        key,
        who: identity,
        owner: identity.owner,
        upsert: method === 'PUT' || req.headers['x-upsert'] === 'true',
      });
      return true;
    }
    if (method === 'DELETE') {
      await deleteObject(ctx, req, res, await who(req), { bucket, key });
      return true;
    }
    return false;
  };

  return {
    /** @param {Req} req @param {Res} res @param {URL} url */
    handle: async (req, res, url) => {
      try {
        const matched = await route(req, res, url);
        if (!matched) throw ERRORS.RouteNotFound(req.method ?? 'GET', url.pathname);
      } catch (error) {
        // Mid-answer failures, or a client that went away mid-upload: nothing to answer.
        if (res.headersSent || res.destroyed || res.socket?.destroyed) {
          res.destroy();
          return;
        }
        if (error instanceof HttpError) {
          sendJson(res, error.status, error.body, error.headers);
        } else {
          log(
            `storage: unexpected error on ${req.method} ${url.pathname}: ${
              error instanceof Error ? error.stack : error
            }`,
          );
          sendJson(res, 500, ERRORS.InternalError().body);
        }
      } finally {
        // A refused upload's body is read and discarded, so the client gets the answer
        // rather than a reset connection.
        if (!req.readableEnded && !req.destroyed) req.resume();
      }
    },
  };
}
