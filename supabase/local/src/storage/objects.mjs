// @ts-check
/**
 * What the `/object` routes share: object rows (find, write, commit a new version), the
 * permission test an upload runs before it reads a byte, and a bucket's limits (size, MIME
 * types), checked for uploads, copies and moves alike. The routes themselves are split as
 * Storage's are: uploads.mjs, downloads.mjs, listing.mjs, transfers.mjs (copy, move, delete)
 * and signed-urls.mjs. Permission checks run as the caller so RLS on storage.objects decides,
 * as hosted Storage does: INSERT for a new object, INSERT + UPDATE (and SELECT) for an upsert,
 * SELECT to read or list, DELETE to remove.
 */
import { randomUUID } from 'node:crypto';
import { asOwner, testPermission } from './common.mjs';
import { mustMatchContent, SNIFF_BYTES } from './content.mjs';
import { ERRORS } from './errors.mjs';
import { isEmptyFolderPlaceholder } from './files.mjs';
import { UUID } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('../db/adapter.mjs').Queryable} Queryable
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {{ eTag?: string, size?: number, mimetype?: string, cacheControl?: string,
 *   lastModified?: string, contentLength?: number, httpStatusCode?: number }} ObjectMetadata
 */

/** Most objects one request may name (signed URLs, removal), as Storage. */
export const MAX_OBJECTS_PER_REQUEST = 1000;

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
export function parseUserMetadataHeader(header) {
  if (!header) return undefined;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string | undefined} owner */
export const ownerUuid = (owner) => (owner && UUID.test(owner) ? owner : null);

/**
 * Inserts (or, for an upsert, inserts or updates) an object row. The owner columns change
 * only when there is an owner, as in Storage.
 * @param {Queryable} tx
 * @param {{ bucket: string, key: string, owner: string | undefined, metadata: object,
 *   userMetadata: unknown, version: string, upsert: boolean, returning?: string }} row
 */
export function writeObjectRow(tx, row) {
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
export async function findObject(tx, bucket, key, { forUpdate = false } = {}) {
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
export async function commitObject(ctx, row) {
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
export async function canUpload(
  ctx,
  req,
  { who, bucket, key, owner, upsert, metadata, userMetadata },
) {
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
 * A bucket's upload limits: the largest object it takes (its own limit within the global one)
 * and its allowed MIME types (empty: any).
 * @param {StorageContext} ctx @param {string} bucket
 * @returns {Promise<{ maxBytes: number, allowed: string[] }>}
 */
export async function bucketLimits(ctx, bucket) {
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
export async function mustFitBucket(ctx, bucket, metadata, source) {
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
