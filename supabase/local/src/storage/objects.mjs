// @ts-check
/**
 * `/object` routes: upload (raw or multipart, upsert), download (authenticated, public,
 * signed), info, list, remove, move, copy and signed URLs. Permission checks run as the caller
 * so RLS on storage.objects decides, as hosted Storage does: INSERT for a new object, INSERT +
 * UPDATE (and SELECT) for an upsert, SELECT to read or list, DELETE to remove.
 */
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { headerValue, sendJson } from '../http.mjs';
import { identify, signUrlToken, verifyUrlToken } from './auth.mjs';
import { multipartBoundary, readMultipartFile } from './body.mjs';
import { allowDelete, asCaller, asOwner, check, readJsonBody, testPermission } from './common.mjs';
import { checkedWriter, mustMatchContent, objectSecurityHeaders, SNIFF_BYTES } from './content.mjs';
import { ERRORS, StorageError } from './errors.mjs';
import { isEmptyFolderPlaceholder, mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { iso, objectJson, UUID } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('../db/adapter.mjs').Queryable} Queryable
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ eTag?: string, size?: number, mimetype?: string, cacheControl?: string,
 *   lastModified?: string, contentLength?: number, httpStatusCode?: number }} ObjectMetadata
 */

const MAX_USER_METADATA_BYTES = 1024 * 1024;
const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;
const MAX_OBJECTS_PER_REQUEST = 1000;
const LIST_SORT_COLUMNS = /** @type {const} */ ([
  'name',
  'updated_at',
  'created_at',
  'last_accessed_at',
]);

/**
 * Does `mimeType` match one of the bucket's allowed types (`image/png`, `image/*`)? Compared
 * as Storage does: the part after the slash as sent, parameters included.
 * @param {string} mimeType
 * @param {string[]} allowed
 */
export function validateMimeType(mimeType, allowed) {
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw ERRORS.InvalidMimeType(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw ERRORS.InvalidMimeType(mimeType);
}

/** `x-metadata`: base64 of a JSON object; anything else is ignored. @param {string | undefined} header */
function parseUserMetadataHeader(header) {
  if (!header) return undefined;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string | undefined} owner */
const ownerUuid = (owner) => (owner && UUID.test(owner) ? owner : null);

/**
 * Inserts (or, for an upsert, inserts or updates) an object row. The owner columns change
 * only when there is an owner, as in Storage.
 * @param {Queryable} tx
 * @param {{ bucket: string, key: string, owner: string | undefined, metadata: object,
 *   userMetadata: unknown, version: string, upsert: boolean, returning?: string }} row
 */
function writeObjectRow(tx, row) {
  const updates = ['metadata = excluded.metadata', 'user_metadata = excluded.user_metadata'];
  updates.push('version = excluded.version');
  if (row.owner) updates.push('owner_id = excluded.owner_id');
  if (ownerUuid(row.owner)) updates.push('owner = excluded.owner');
  return tx.query(
    `insert into storage.objects as o
       (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
     ${row.upsert ? `on conflict (bucket_id, name) do update set ${updates.join(', ')}` : ''}
     ${row.returning ? `returning ${row.returning}` : ''}`,
    [
      row.bucket,
      row.key,
      ownerUuid(row.owner),
      row.owner ?? null,
      JSON.stringify(row.metadata),
      row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata),
      row.version,
    ],
  );
}

/**
 * The current row of an object (as the owner or, with `tx` from asCaller, as the caller).
 * @param {Queryable} tx
 * @param {string} bucket
 * @param {string} key
 * @param {{ forUpdate?: boolean }} [options]
 */
async function findObject(tx, bucket, key, { forUpdate = false } = {}) {
  const { rows } = await tx.query(
    `select id::text as id, version, metadata::text as metadata,
            user_metadata::text as user_metadata
     from storage.objects where bucket_id = $1 and name = $2 ${forUpdate ? 'for update' : ''}`,
    [bucket, key],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    version: row.version === null ? null : String(row.version),
    /** @type {ObjectMetadata} */
    metadata: row.metadata ? JSON.parse(String(row.metadata)) : {},
    /** @type {unknown} */
    userMetadata: row.user_metadata ? JSON.parse(String(row.user_metadata)) : null,
  };
}

/** Serialises writes to one object name (on PostgreSQL; PGlite runs one transaction at a time). */
const lockObject = (
  /** @type {Queryable} */ tx,
  /** @type {string} */ bucket,
  /** @type {string} */ key,
) => tx.query('select pg_advisory_xact_lock(hashtext($1))', [`storage:${bucket}/${key}`]);

/**
 * Commits a written version file as the object's current version (as the owner, after the
 * caller's permission was checked), then deletes the version it replaced. On failure the new
 * file is deleted.
 * @param {StorageContext} ctx
 * @param {{ bucket: string, key: string, owner: string | undefined, metadata: object,
 *   userMetadata: unknown, version: string, upsert: boolean, returning: string }} row
 * @returns {Promise<Record<string, any>>} the returned columns
 */
async function commitObject(ctx, row) {
  let result;
  try {
    result = await asOwner(
      ctx,
      async (tx) => {
        await lockObject(tx, row.bucket, row.key);
        const existing = await findObject(tx, row.bucket, row.key, { forUpdate: true });
        if (existing && !row.upsert) throw ERRORS.KeyAlreadyExists();
        const { rows } = await writeObjectRow(tx, row);
        return { returned: rows[0] ?? {}, previous: existing?.version };
      },
      { duplicate: ERRORS.KeyAlreadyExists },
    );
  } catch (error) {
    await ctx.files.remove([{ bucket: row.bucket, key: row.key, version: row.version }]);
    throw error;
  }
  if (result.previous && result.previous !== row.version) {
    await ctx.files.remove([{ bucket: row.bucket, key: row.key, version: result.previous }]);
  }
  return result.returned;
}

/**
 * Checks, before any byte is stored, that the caller may create (or upsert) the object: the
 * same INSERT Storage tries, rolled back. Without a caller (signed upload URLs act for the
 * token's owner) only a duplicate is refused.
 * @param {StorageContext} ctx
 * @param {Req} req
 * @param {{ who: Identity | null, bucket: string, key: string, owner: string | undefined,
 *   upsert: boolean, metadata: object, userMetadata: unknown }} options
 */
async function canUpload(ctx, req, { who, bucket, key, owner, upsert, metadata, userMetadata }) {
  const row = { bucket, key, owner, metadata, userMetadata, version: randomUUID(), upsert };
  if (who) {
    await testPermission(ctx, who.caller, req, (tx) => writeObjectRow(tx, row), {
      duplicate: ERRORS.KeyAlreadyExists,
    });
    return;
  }
  await testPermission(
    ctx,
    { role: 'service_role', claims: { role: 'service_role' } },
    req,
    (tx) => writeObjectRow(tx, row),
    { duplicate: ERRORS.KeyAlreadyExists },
  );
}

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
  const boundary = multipartBoundary(contentType);
  const version = randomUUID();
  const source = req.iterator({ destroyOnReturn: false });

  /** @type {{ mimeType: string, cacheControl: string, userMetadata: unknown }} */
  let file;
  /** @type {import('./files.mjs').WrittenFile} */
  let written;
  try {
    if (!boundary) {
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
    } else {
      ({ file, written } = await readMultipartFile(source, boundary, async (part) => {
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
      }));
    }
  } finally {
    await source.return?.();
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
async function findReadableObject(ctx, req, { bucket, key, mode }) {
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
  if (!file) {
    sendJson(
      res,
      400,
      {
        error: 'Not found',
        message: 'The resource was not found',
        statusCode: '404',
        code: 'NoSuchKey',
      },
      { 'Cache-Control': 'no-store' },
    );
    return;
  }
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
    const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
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
 * `bytes=a-b` / `bytes=a-` / `bytes=-n` → inclusive byte range; undefined for another unit;
 * InvalidRange when unsatisfiable.
 * @param {string} header
 * @param {number} size
 */
function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  let start;
  let end;
  if (from === '' && to === '') throw ERRORS.InvalidRange();
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) throw ERRORS.InvalidRange();
  return { start, end };
}

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

/**
 * POST /object/list/:bucket {prefix, limit, offset, sortBy: {column, order}, search}: the
 * folders and files directly under `prefix` that the caller can see (folders have id null).
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {string} bucket
 */
export async function listObjects(ctx, req, res, who, bucket) {
  mustBeValidBucketName(bucket);
  const body = await readJsonBody(ctx, req);
  let prefix = check.string('body/prefix', body.prefix, { required: true }) ?? '';
  const limit = check.integer('body/limit', body.limit, { minimum: 1 }) ?? 100;
  const offset = check.integer('body/offset', body.offset, { minimum: 0 }) ?? 0;
  const search = check.string('body/search', body.search) ?? '';
  let column = 'name';
  let order = 'asc';
  if (body.sortBy !== undefined && body.sortBy !== null) {
    if (typeof body.sortBy !== 'object') throw ERRORS.Validation('body/sortBy must be object');
    const sortBy = /** @type {Record<string, unknown>} */ (body.sortBy);
    if (sortBy.column === undefined) {
      throw ERRORS.Validation("body/sortBy must have required property 'column'");
    }
    column = check.oneOf('body/sortBy/column', sortBy.column, LIST_SORT_COLUMNS) ?? 'name';
    order = check.oneOf('body/sortBy/order', sortBy.order, ['asc', 'desc']) ?? 'asc';
  }
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const dir = order === 'desc' ? 'desc' : 'asc';
  // Column and direction come from fixed lists. Name order is Storage's: case-insensitive,
  // byte-wise, a folder placed where its first object's name sorts; other columns list the
  // folders first (by name), then the files.
  const orderBy =
    column === 'name'
      ? `e.sort_key collate "C" ${dir}, e.name collate "C" ${dir}`
      : `e.is_folder desc, (case when e.is_folder then e.sort_key end) collate "C" ${dir},
         e.${column} ${dir}, e.sort_key collate "C" ${dir}`;
  const json = await asCaller(ctx, who.caller, req, async (tx) => {
    const { rows } = await tx.query(
      `with matched as (
         select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                substr(o.name, char_length($2) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1 and lower(left(o.name, char_length($3))) = lower($3)
       ),
       folders as (
         select distinct split_part(rest, '/', 1) as folder from matched where strpos(rest, '/') > 0
       ),
       entries as (
         select f.folder as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata, true as is_folder,
                lower($2 || f.folder || '/') as sort_key
         from folders f
         union all
         select m.rest, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, false,
                lower(m.name)
         from matched m where strpos(m.rest, '/') = 0
       ),
       page as (
         select e.*, row_number() over (order by ${orderBy}) as n
         from entries e order by ${orderBy} limit $4 offset $5
       )
       select coalesce(json_agg(json_build_object(
         'name', p.name, 'id', p.id, 'updated_at', ${iso('p.updated_at')},
         'created_at', ${iso('p.created_at')}, 'last_accessed_at', ${iso('p.last_accessed_at')},
         'metadata', p.metadata
       ) order by p.n), '[]')::text as json
       from page p`,
      [bucket, prefix, prefix + search, Math.min(limit, 1500), offset],
    );
    return String(rows[0]?.json ?? '[]');
  });
  sendJson(res, 200, json);
}

/**
 * DELETE /object/:bucket {prefixes: [...]}: deletes the named objects the caller may delete
 * and answers them.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {string} bucket
 */
export async function removeObjects(ctx, req, res, who, bucket) {
  mustBeValidBucketName(bucket);
  const body = await readJsonBody(ctx, req);
  if (body.prefixes === undefined) {
    throw ERRORS.Validation("body must have required property 'prefixes'");
  }
  // storage-js also types `{ path, versionId }` entries: their path is used.
  const prefixes = Array.isArray(body.prefixes)
    ? body.prefixes.map((entry) =>
        entry && typeof entry === 'object' && 'path' in entry ? entry.path : entry,
      )
    : body.prefixes;
  const names = check.stringArray('body/prefixes', prefixes, { minItems: 1 }) ?? [];
  const rows = await asCaller(ctx, who.caller, req, async (tx) => {
    await allowDelete(tx);
    const result = await tx.query(
      `delete from storage.objects o
       where o.bucket_id = $1 and o.name = any($2::text[])
       returning ${objectJson}::text as json, o.name, o.version`,
      [bucket, names],
    );
    return result.rows;
  });
  await ctx.files.remove(
    rows.map((row) => ({ bucket, key: String(row.name), version: row.version })),
  );
  sendJson(res, 200, `[${rows.map((row) => String(row.json)).join(',')}]`);
}

/**
 * DELETE /object/:bucket/*: deletes one object.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {{ bucket: string, key: string }} target
 */
export async function deleteObject(ctx, req, res, who, { bucket, key }) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const existing = await asOwner(ctx, (tx) => findObject(tx, bucket, key));
  if (!existing) throw ERRORS.NoSuchKey();
  const deleted = await asCaller(ctx, who.caller, req, async (tx) => {
    await allowDelete(tx);
    const result = await tx.query(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
      [bucket, key],
    );
    return result.rows;
  });
  if (!deleted.length) throw ERRORS.AccessDenied('Access denied');
  await ctx.files.remove(deleted.map((row) => ({ bucket, key, version: row.version })));
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/**
 * The `{bucketId, sourceKey, destinationKey, destinationBucket}` of a move or copy.
 * @param {Record<string, unknown>} body
 */
function transferTarget(body) {
  const bucketId = check.string('body/bucketId', body.bucketId, { required: true }) ?? '';
  const sourceKey = check.string('body/sourceKey', body.sourceKey, { required: true }) ?? '';
  const destinationKey =
    check.string('body/destinationKey', body.destinationKey, { required: true }) ?? '';
  const destinationBucket =
    check.string('body/destinationBucket', body.destinationBucket) || bucketId;
  mustBeValidBucketName(bucketId);
  mustBeValidBucketName(destinationBucket);
  mustBeValidKey(sourceKey);
  mustBeValidKey(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

/**
 * POST /object/move: renames an object (possibly into another bucket). The caller needs
 * SELECT and UPDATE on the object (the new row must pass the UPDATE policy's check).
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 */
export async function moveObject(ctx, req, res, who) {
  const body = await readJsonBody(ctx, req);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferTarget(body);
  const source = await asOwner(ctx, (tx) => findObject(tx, bucketId, sourceKey));
  if (!source) throw ERRORS.NoSuchKey();
  const same = bucketId === destinationBucket && sourceKey === destinationKey;
  if (bucketId !== destinationBucket) {
    await mustFitBucket(ctx, destinationBucket, source.metadata, {
      bucket: bucketId,
      key: sourceKey,
      version: source.version,
      destinationKey,
    });
  }
  const version = same ? source.version : randomUUID();
  const owner = who.owner;
  // Moving changes the owner to the caller (when the caller has one), as Storage does.
  /** @type {unknown[]} */
  const params = [bucketId, sourceKey, source.version, destinationBucket, destinationKey, version];
  const sets = ['bucket_id = $4', 'name = $5', 'version = $6'];
  if (owner) {
    params.push(owner);
    sets.push(`owner_id = $${params.length}`);
  }
  if (ownerUuid(owner)) sets.push(`owner = $${params.length}::text::uuid`);
  if (!same && source.version) {
    await ctx.files.copy(
      { bucket: bucketId, key: sourceKey, version: source.version },
      { bucket: destinationBucket, key: destinationKey, version: /** @type {string} */ (version) },
    );
  }
  const run = async (/** @type {Queryable} */ tx) => {
    const visible = await findObject(tx, bucketId, sourceKey);
    if (!visible) throw ERRORS.NoSuchKey();
    const result = await tx.query(
      `update storage.objects set ${sets.join(', ')}
       where bucket_id = $1 and name = $2 and version is not distinct from $3::text`,
      params,
    );
    if (!result.affectedRows) throw ERRORS.NoSuchKey();
  };
  try {
    if (same) await testPermission(ctx, who.caller, req, run);
    else await asCaller(ctx, who.caller, req, run);
  } catch (error) {
    if (!same) {
      await ctx.files.remove([{ bucket: destinationBucket, key: destinationKey, version }]);
    }
    throw error;
  }
  if (!same)
    await ctx.files.remove([{ bucket: bucketId, key: sourceKey, version: source.version }]);
  sendJson(res, 200, { message: 'Successfully moved' });
}

/**
 * A bucket's upload limits: the largest object it takes (its own limit within the global one)
 * and its allowed MIME types (empty: any).
 * @param {StorageContext} ctx @param {string} bucket
 * @returns {Promise<{ maxBytes: number, allowed: string[] }>}
 */
async function bucketLimits(ctx, bucket) {
  const { rows } = await asOwner(ctx, (tx) =>
    tx.query(
      `select file_size_limit::text as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
      [bucket],
    ),
  );
  const row = rows[0];
  if (!row) throw ERRORS.NoSuchBucket();
  const limit = row.file_size_limit === null ? Infinity : Number(row.file_size_limit);
  return {
    maxBytes: Math.min(limit, ctx.config.storageMaxFileBytes),
    allowed: row.allowed_mime_types ?? [],
  };
}

/**
 * An object copied or moved into a bucket must fit that bucket's limits, as an upload must:
 * otherwise a copy would turn an accepted file into a type (or size) the bucket refuses. Its
 * bytes must match the type it will be stored with (a copy may relabel it).
 * @param {StorageContext} ctx @param {string} bucket
 * @param {ObjectMetadata} metadata the object's metadata as it will be stored
 * @param {{ bucket: string, key: string, version: string | null, destinationKey: string }} source
 *   the version file whose bytes are copied, and the name they get
 */
async function mustFitBucket(ctx, bucket, metadata, source) {
  const { maxBytes, allowed } = await bucketLimits(ctx, bucket);
  if (Number(metadata.size ?? metadata.contentLength ?? 0) > maxBytes) {
    throw ERRORS.EntityTooLarge();
  }
  const mimeType = String(metadata.mimetype ?? 'application/octet-stream');
  if (allowed.length) validateMimeType(mimeType, allowed);
  if (source.version && !isEmptyFolderPlaceholder(source.destinationKey)) {
    const head = await ctx.files.head(source.bucket, source.key, source.version, SNIFF_BYTES);
    mustMatchContent(mimeType, head);
  }
}

/**
 * POST /object/copy: copies an object (possibly into another bucket); `x-upsert: true`
 * overwrites. The caller needs SELECT on the source and INSERT (UPDATE for an upsert) on the
 * destination.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 */
export async function copyObject(ctx, req, res, who) {
  const body = await readJsonBody(ctx, req);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferTarget(body);
  const copyMetadata = check.boolean('body/copyMetadata', body.copyMetadata) ?? true;
  const fileMetadata =
    body.metadata && typeof body.metadata === 'object'
      ? /** @type {Record<string, unknown>} */ (body.metadata)
      : {};
  const upsert = headerValue(req.headers['x-upsert']) === 'true';
  const source = await asCaller(ctx, who.caller, req, (tx) => findObject(tx, bucketId, sourceKey));
  if (!source || !source.version) throw ERRORS.NoSuchKey();
  /** @type {ObjectMetadata} */
  const metadata = { ...source.metadata };
  if (!copyMetadata) {
    if (typeof fileMetadata.cacheControl === 'string') {
      metadata.cacheControl = fileMetadata.cacheControl;
    }
    if (typeof fileMetadata.mimetype === 'string') metadata.mimetype = fileMetadata.mimetype;
  }
  const userMetadata = copyMetadata
    ? source.userMetadata
    : parseUserMetadataHeader(headerValue(req.headers['x-metadata']));
  await mustFitBucket(ctx, destinationBucket, metadata, {
    bucket: bucketId,
    key: sourceKey,
    version: source.version,
    destinationKey,
  });
  await canUpload(ctx, req, {
    who,
    bucket: destinationBucket,
    key: destinationKey,
    owner: who.owner,
    upsert,
    metadata,
    userMetadata,
  });
  const version = randomUUID();
  await ctx.files.copy(
    { bucket: bucketId, key: sourceKey, version: source.version },
    { bucket: destinationBucket, key: destinationKey, version },
  );
  const returned = await commitObject(ctx, {
    bucket: destinationBucket,
    key: destinationKey,
    owner: who.owner,
    metadata: { ...metadata, lastModified: new Date().toISOString() },
    userMetadata: userMetadata ?? null,
    version,
    upsert,
    returning: `o.id::text as id, ${objectJson}::text as json`,
  });
  sendJson(res, 200, {
    Id: returned.id,
    Key: `${destinationBucket}/${destinationKey}`,
    ...JSON.parse(String(returned.json)),
  });
}

/** @param {Record<string, unknown>} body */
const expiresInOf = (body) => {
  const expiresIn = check.integer('body/expiresIn', body.expiresIn, { required: true, minimum: 1 });
  // Any expiry, as Storage, as long as it is still a valid date.
  const latest = 8_640_000_000_000 - Math.floor(Date.now() / 1000);
  if (expiresIn === undefined || expiresIn > latest) {
    throw new StorageError({
      code: 'InvalidParameter',
      status: 400,
      message: 'Invalid Parameter expiresIn',
    });
  }
  return expiresIn;
};

/**
 * POST /object/sign/:bucket/* {expiresIn}: a signed download URL for an object the caller can
 * read.
 * @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who
 * @param {{ bucket: string, key: string }} target
 */
export async function signObjectUrl(ctx, req, res, who, { bucket, key }) {
  mustBeValidBucketName(bucket);
  mustBeValidKey(key);
  const body = await readJsonBody(ctx, req);
  const expiresIn = expiresInOf(body);
  const object = await asCaller(ctx, who.caller, req, (tx) => findObject(tx, bucket, key));
  if (!object) throw ERRORS.NoSuchKey();
  const url = `${bucket}/${key}`;
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
