// @ts-check
/**
 * `/bucket` routes: list, get, create, update, empty and delete buckets. Every read and write
 * runs as the caller, so RLS policies on storage.buckets (and storage.objects for emptying)
 * decide, as on hosted Supabase: without a policy only the service_role key may manage buckets.
 */
import { sendJson } from '../http.mjs';
import { allowDelete, asCaller, asOwner, check, readJsonBody } from './common.mjs';
import { ERRORS, StorageError } from './errors.mjs';
import { mustBeValidBucketName } from './files.mjs';
import { bucketJson, escapeLike, UUID } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

const SORT_COLUMNS = /** @type {const} */ (['id', 'name', 'created_at', 'updated_at']);
const SIZE_PATTERN = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;

/**
 * `'20MB'` → bytes, with Storage's decimal units (1 MB = 1,000,000 bytes).
 * @param {string} value
 */
export function parseFileSize(value) {
  const match = SIZE_PATTERN.exec(value);
  if (!match) throw ERRORS.InvalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1] ?? '0').toPrecision(3));
  const unit = (match[2] ?? 'b').toUpperCase();
  const factor = unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1e3 : 1;
  return Math.round(amount * factor);
}

/**
 * A bucket's `file_size_limit` from a request: bytes, a size string, or null (no limit of its
 * own); above the global limit it is refused, as hosted.
 * @param {StorageContext} ctx
 * @param {unknown} value
 * @returns {number | null | undefined}
 */
function fileSizeLimit(ctx, value) {
  if (value === undefined) return undefined;
  if (value === null) return null;
  /** @type {number} */
  let bytes;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) {
      throw ERRORS.Validation('body/file_size_limit must match a schema in anyOf');
    }
    bytes = value;
  } else if (typeof value === 'string') {
    if (/^[0-9]+$/.test(value)) bytes = Number(value);
    else if (SIZE_PATTERN.test(value)) bytes = parseFileSize(value);
    else throw ERRORS.Validation('body/file_size_limit must match a schema in anyOf');
  } else {
    throw ERRORS.Validation('body/file_size_limit must match a schema in anyOf');
  }
  if (bytes > ctx.config.storageMaxFileBytes) throw ERRORS.EntityTooLarge();
  return bytes;
}

/**
 * @param {unknown} value
 * @returns {string[] | null | undefined}
 */
function allowedMimeTypes(value) {
  const list = check.stringArray('body/allowed_mime_types', value, { nullable: true });
  if (!list) return list;
  const types = list.filter(Boolean);
  for (const type of types) {
    if (
      type.length > 1000 ||
      !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)
    ) {
      throw ERRORS.InvalidMimeType(type);
    }
  }
  return types;
}

/** GET /bucket @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who @param {URL} url */
export async function listBuckets(ctx, req, res, who, url) {
  const query = url.searchParams;
  const param = (/** @type {string} */ name) => query.get(name) ?? undefined;
  const limit = check.integer('querystring/limit', param('limit'), { minimum: 1 });
  const offset = check.integer('querystring/offset', param('offset'), { minimum: 0 });
  const sortColumn = check.oneOf('querystring/sortColumn', param('sortColumn'), SORT_COLUMNS);
  const sortOrder = check.oneOf('querystring/sortOrder', param('sortOrder'), ['asc', 'desc']);
  const search = param('search');
  // The sort column comes from a fixed list of storage.buckets columns.
  const order = sortColumn
    ? `b.${sortColumn} ${sortOrder === 'desc' ? 'desc' : 'asc'}, b.id`
    : 'b.created_at, b.id';
  const json = await asCaller(ctx, who.caller, req, async (tx) => {
    const { rows } = await tx.query(
      `select coalesce(json_agg(x.j order by x.n), '[]')::text as json
       from (
         select ${bucketJson({ withType: true })} as j, row_number() over (order by ${order}) as n
         from storage.buckets b
         where $1::text is null or b.name ilike $1
         order by ${order}
         limit $2 offset $3
       ) x`,
      [search ? `%${escapeLike(search)}%` : null, limit ?? null, offset ?? null],
    );
    return String(rows[0]?.json ?? '[]');
  });
  sendJson(res, 200, json);
}

/** GET /bucket/:id @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who @param {string} id */
export async function getBucket(ctx, req, res, who, id) {
  const json = await asCaller(ctx, who.caller, req, async (tx) => {
    const { rows } = await tx.query(
      `select ${bucketJson()}::text as json from storage.buckets b where b.id = $1`,
      [id],
    );
    return rows[0]?.json;
  });
  if (typeof json !== 'string') throw ERRORS.NoSuchBucket();
  sendJson(res, 200, json);
}

/** POST /bucket @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who */
export async function createBucket(ctx, req, res, who) {
  const body = await readJsonBody(ctx, req);
  const name = check.string('body/name', body.name, { required: true }) ?? '';
  const id = check.string('body/id', body.id) || name;
  const isPublic = check.boolean('body/public', body.public) ?? false;
  check.oneOf('body/type', body.type, ['STANDARD', 'ANALYTICS']);
  if (body.type === 'ANALYTICS') {
    throw new StorageError({
      code: 'FeatureNotEnabled',
      status: 409,
      message: 'The feature iceberg_catalog is not enabled for this resource',
    });
  }
  if (name.trim() !== name) throw ERRORS.InvalidBucketName();
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  const sizeLimit = fileSizeLimit(ctx, body.file_size_limit);
  const mimeTypes = allowedMimeTypes(body.allowed_mime_types);
  await asCaller(
    ctx,
    who.caller,
    req,
    (tx) =>
      tx.query(
        `insert into storage.buckets
           (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6::bigint, $7::text[])`,
        [
          id,
          name,
          who.owner && UUID.test(who.owner) ? who.owner : null,
          who.owner ?? null,
          isPublic,
          sizeLimit ?? null,
          mimeTypes ?? null,
        ],
      ),
    { duplicate: ERRORS.BucketAlreadyExists },
  );
  sendJson(res, 200, { name });
}

/** PUT /bucket/:id @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who @param {string} id */
export async function updateBucket(ctx, req, res, who, id) {
  mustBeValidBucketName(id);
  const body = await readJsonBody(ctx, req);
  if (
    body.public === undefined &&
    body.file_size_limit === undefined &&
    body.allowed_mime_types === undefined
  ) {
    throw ERRORS.Validation('body must match a schema in anyOf');
  }
  const isPublic = check.boolean('body/public', body.public);
  const sizeLimit = fileSizeLimit(ctx, body.file_size_limit);
  const mimeTypes = allowedMimeTypes(body.allowed_mime_types);
  /** @type {[string, unknown, string][]} column, value, cast — columns from this fixed list */
  const changes = [];
  if (isPublic !== undefined) changes.push(['public', isPublic, 'boolean']);
  if (sizeLimit !== undefined) changes.push(['file_size_limit', sizeLimit, 'bigint']);
  if (mimeTypes !== undefined) changes.push(['allowed_mime_types', mimeTypes, 'text[]']);
  const updated = await asCaller(ctx, who.caller, req, async (tx) => {
    const sets = changes.map(([column, , cast], i) => `${column} = $${i + 2}::${cast}`);
    const result = await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, [
      id,
      ...changes.map(([, value]) => value),
    ]);
    return result.affectedRows ?? 0;
  });
  if (!updated) throw ERRORS.NoSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** POST /bucket/:id/empty @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who @param {string} id */
export async function emptyBucket(ctx, req, res, who, id) {
  mustBeValidBucketName(id);
  const removed = await asCaller(ctx, who.caller, req, async (tx) => {
    const bucket = await tx.query('select id from storage.buckets where id = $1', [id]);
    if (!bucket.rows.length) throw ERRORS.NoSuchBucket();
    const visible = await tx.query(
      'select id::text as id, name from storage.objects where bucket_id = $1',
      [id],
    );
    if (!visible.rows.length) return [];
    await allowDelete(tx);
    const { rows } = await tx.query(
      `delete from storage.objects
       where bucket_id = $1 and id = any($2::uuid[])
       returning name, version`,
      [id, visible.rows.map((row) => String(row.id))],
    );
    if (rows.length !== visible.rows.length) {
      const deleted = new Set(rows.map((row) => String(row.name)));
      const remaining = visible.rows
        .map((row) => String(row.name))
        .filter((name) => !deleted.has(name));
      throw ERRORS.InvalidRequest(`Cannot delete: ${remaining.join(' ,')}`);
    }
    return rows;
  });
  await ctx.files.remove(
    removed.map((row) => ({ bucket: id, key: String(row.name), version: row.version })),
  );
  sendJson(res, 200, { message: 'Successfully emptied' });
}

/** DELETE /bucket/:id @param {StorageContext} ctx @param {Req} req @param {Res} res @param {Identity} who @param {string} id */
export async function deleteBucket(ctx, req, res, who, id) {
  mustBeValidBucketName(id);
  const found = await asOwner(ctx, async (tx) => {
    const bucket = await tx.query('select id from storage.buckets where id = $1', [id]);
    if (!bucket.rows.length) return false;
    const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
      id,
    ]);
    if (objects.rows.length) throw ERRORS.BucketNotEmpty();
    return true;
  });
  if (!found) throw ERRORS.NoSuchBucket();
  const deleted = await asCaller(ctx, who.caller, req, async (tx) => {
    await allowDelete(tx);
    const result = await tx.query('delete from storage.buckets where id = $1', [id]);
    return result.affectedRows ?? 0;
  });
  if (!deleted) throw ERRORS.NoSuchBucket();
  await ctx.files.removeBucket(id);
  sendJson(res, 200, { message: 'Successfully deleted' });
}
