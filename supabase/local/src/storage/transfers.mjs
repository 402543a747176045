// @ts-check
/**
 * Changes to existing objects: `DELETE /object/:bucket` (several, `{prefixes}`), `DELETE
 * /object/:bucket/*`, `POST /object/move` and `POST /object/copy`. Each runs as the caller
 * (DELETE, UPDATE or SELECT + INSERT policies decide); an object copied or moved into another
 * bucket must fit that bucket's limits, as an upload must.
 */
import { randomUUID } from 'node:crypto';
import { headerValue, sendJson } from '../http.mjs';
import { allowDelete, asCaller, asOwner, check, readJsonBody, testPermission } from './common.mjs';
import { ERRORS } from './errors.mjs';
import { mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import {
  canUpload,
  commitObject,
  findObject,
  mustFitBucket,
  ownerUuid,
  parseUserMetadataHeader,
} from './objects.mjs';
import { objectJson } from './sql.mjs';

/**
 * @typedef {import('./common.mjs').StorageContext} StorageContext
 * @typedef {import('./auth.mjs').Identity} Identity
 * @typedef {import('./objects.mjs').ObjectMetadata} ObjectMetadata
 * @typedef {import('../db/adapter.mjs').Queryable} Queryable
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

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
