// @ts-check
/**
 * Uploads: `POST/PUT /object/:bucket/*` (a raw body, or multipart as storage-js sends Blobs,
 * Files and FormData), signed upload URLs (`POST /object/upload/sign/:bucket/*`) and uploads
 * with them (`PUT /object/upload/sign/:bucket/*?token=`). The caller's permission is tested
 * before a byte is stored; the bytes go to a new version file, checked against the declared
 * type as they arrive (content.mjs), and become the object's current version at commit.
 */
import { randomUUID } from 'node:crypto';
import { headerValue, sendJson } from '../http.mjs';
import { signUrlToken, verifyUrlToken } from './auth.mjs';
import { isMultipart, readMultipartFile } from './body.mjs';
import { checkedWriter } from './content.mjs';
import { ERRORS } from './errors.mjs';
import { isEmptyFolderPlaceholder, mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import {
  bucketLimits,
  canUpload,
  commitObject,
  parseUserMetadataHeader,
  validateMimeType,
} from './objects.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('./objects.mjs').ObjectMetadata} ObjectMetadata
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

const MAX_USER_METADATA_BYTES = 1024 * 1024;
const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;

/**
 * POST/PUT /object/:bucket/*, and PUT /object/upload/sign/:bucket/*.
 * @param {StorageContext} ctx
 * @param {Req} req
 * @param {Res} res
 * @param {{ bucket: string, key: string, who: Identity | null, owner: string | undefined,
 *   upsert: boolean, withId?: boolean }} options
 */
export async function uploadObject(
  ctx,
  req,
  res,
  { bucket, key, who, owner, upsert, withId = true },
) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const limits = await bucketLimits(ctx, bucket);
  const placeholder = isEmptyFolderPlaceholder(key);
  const maxBytes = placeholder ? 0 : limits.maxBytes;
  const allowed = placeholder ? [] : limits.allowed;
  const contentType = headerValue(req.headers['content-type']);
  const declaredHeader = headerValue(req.headers['content-length']);
  const declared = declaredHeader === undefined ? undefined : Number(declaredHeader);
  const version = randomUUID();

  /** @type {{ mimeType: string, cacheControl: string, userMetadata: unknown }} */
  let file;
  /** @type {import('./files.mjs').WrittenFile} */
  let written;
  if (!isMultipart(contentType)) {
    const source = req.iterator({ destroyOnReturn: false });
    try {
      file = {
        mimeType: contentType || 'application/octet-stream',
        cacheControl: headerValue(req.headers['cache-control']) ?? 'no-cache',
        userMetadata: parseUserMetadataHeader(headerValue(req.headers['x-metadata'])),
      };
      if (allowed.length) validateMimeType(file.mimeType, allowed);
      if (declared !== undefined && Number.isFinite(declared) && declared > maxBytes) {
        throw ERRORS.EntityTooLarge();
      }
      await canUpload(ctx, req, {
        who,
        bucket,
        key,
        owner,
        upsert,
        metadata: { mimetype: file.mimeType, contentLength: declared },
        userMetadata: file.userMetadata,
      });
      const mimeType = file.mimeType;
      written = await ctx.files.write(
        bucket,
        key,
        version,
        async (write) => {
          const out = placeholder ? { write, end: async () => {} } : checkedWriter(mimeType, write);
          for (;;) {
            const { value, done } = await source.next();
            if (done) break;
            await out.write(typeof value === 'string' ? Buffer.from(value) : value);
          }
          await out.end();
        },
        maxBytes,
      );
    } finally {
      await source.return?.();
    }
  } else {
    ({ file, written } = await readMultipartFile(
      req,
      req.headers,
      { maxFileBytes: maxBytes },
      async (part) => {
        const cacheTime = part.fields.cacheControl;
        const customMetadata = part.fields.metadata ?? part.fields.userMetadata;
        /** @type {unknown} */
        let userMetadata;
        if (customMetadata !== undefined) {
          if (Buffer.byteLength(customMetadata) > MAX_USER_METADATA_BYTES) {
            throw ERRORS.EntityTooLarge('user_metadata');
          }
          try {
            userMetadata = JSON.parse(customMetadata);
          } catch {
            userMetadata = undefined;
          }
        }
        const info = {
          mimeType: part.fields.contentType || part.mimeType,
          cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
          userMetadata,
        };
        if (allowed.length) validateMimeType(info.mimeType, allowed);
        await canUpload(ctx, req, {
          who,
          bucket,
          key,
          owner,
          upsert,
          metadata: { mimetype: info.mimeType, contentLength: declared },
          userMetadata,
        });
        const stored = await ctx.files.write(
          bucket,
          key,
          version,
          async (write) => {
            if (placeholder) return part.pipe(write);
            const out = checkedWriter(info.mimeType, write);
            await part.pipe(out.write);
            await out.end();
          },
          maxBytes,
        );
        return { file: info, written: stored };
      },
    ));
  }

  /** @type {ObjectMetadata} */
  const metadata = {
    eTag: written.eTag,
    size: written.size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: written.lastModified,
    contentLength: written.size,
    httpStatusCode: 200,
  };
  const returned = await commitObject(ctx, {
    bucket,
    key,
    owner,
    metadata,
    userMetadata: file.userMetadata ?? {},
    version,
    upsert,
    returning: 'o.id::text as id',
  });
  sendJson(
    res,
    200,
    withId ? { Id: returned.id, Key: `${bucket}/${key}` } : { Key: `${bucket}/${key}` },
  );
}

/**
 * POST /object/upload/sign/:bucket/*: a token to upload one object later without a session
 * (checked now against the caller's INSERT policy; valid for two hours).
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {{ bucket: string, key: string }} target
 */
export async function signUploadUrl(ctx, req, res, who, { bucket, key }) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const upsert = headerValue(req.headers['x-upsert']) === 'true';
  const declared = headerValue(req.headers['content-length']);
  await canUpload(ctx, req, {
    who,
    bucket,
    key,
    owner: who.owner,
    upsert,
    metadata: {
      mimetype: headerValue(req.headers['content-type']),
      contentLength: declared === undefined ? undefined : Number(declared),
    },
    userMetadata: parseUserMetadataHeader(headerValue(req.headers['x-metadata'])),
  });
  const url = `${bucket}/${key}`;
  const token = await signUrlToken(
    ctx.secret,
    { owner: who.owner, url, upsert, scope: 'upload' },
    SIGNED_UPLOAD_EXPIRES_IN,
  );
  sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/**
 * PUT /object/upload/sign/:bucket/*?token=…: an upload with a signed upload token.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {URL} url
 * @param {{ bucket: string, key: string }} target
 */
export async function uploadToSignedUrl(ctx, req, res, url, { bucket, key }) {
  const token = url.searchParams.get('token');
  if (!token) throw ERRORS.Validation("querystring must have required property 'token'");
  mustBeValidBucketName(bucket);
  const payload = await verifyUrlToken(ctx.secret, token, `${bucket}/${key}`, 'upload');
  await uploadObject(ctx, req, res, {
    bucket,
    key,
    who: null,
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
    withId: false,
  });
}
