// @ts-check
/**
 * Seeds Storage from config.toml, as `supabase seed buckets` does for the Supabase CLI: each
 * `[storage.buckets.<name>]` section creates its bucket (or updates the settings it names on an
 * existing one), and every regular file under its `objects_path` becomes an object keyed by its
 * path relative to that folder. Files are stored as an upload through the API stores them: a
 * storage.objects row with Storage's metadata, and the bytes in the file store's layout. The
 * server calls this once, on a fresh database, after seed.sql.
 *
 * Two local additions: hidden files (`.DS_Store`, a generator's temporary file) are not
 * uploaded, and a folder may come with a preparation step, `<objects_path>.prepare.mjs` next to
 * it, run before its files are listed, for files that are generated rather than committed (the
 * store's photo-weight product images).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mimeTypes from 'mime-types';
import { checkedWriter } from './content.mjs';
import { createFileStore, mustBeValidBucketName, mustBeValidKey } from './files.mjs';
import { validateMimeType } from './objects.mjs';

/**
 * A `[storage.buckets.<name>]` section of config.toml. Unset settings stay as they are on an
 * existing bucket (and take Storage's defaults on a new one).
 * @typedef {object} BucketSeed
 * @property {string} name
 * @property {boolean} [public]
 * @property {number | null} [fileSizeLimit] bytes
 * @property {string[]} [allowedMimeTypes]
 * @property {string} [objectsPath] absolute folder whose files are uploaded
 */

/**
 * The content type of a seed file, from its extension (mime-db's table, through mime-types:
 * what a browser gives a File of that name, and what storage-js then sends).
 * @param {string} file
 */
export function contentTypeFor(file) {
  return mimeTypes.lookup(file) || 'application/octet-stream';
}

/** The CLI's upload default (storage-js's `cacheControl: '3600'`). */
const CACHE_CONTROL = 'max-age=3600';

/**
 * Regular files under `dir` (symbolic links are skipped, as the CLI's WalkDir does, and so are
 * hidden files and folders, whose names start with a dot), as paths relative to it with `/`
 * separators, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function listSeedFiles(dir) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} folder @param {string} prefix */
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  walk(dir, '');
  return found.sort();
}

/**
 * Runs a folder's preparation step, `<folder>.prepare.mjs`, when there is one: its default
 * export is called with `{ dir, log }` and awaited. It sits outside the folder, so it is never
 * uploaded (by this server or by `supabase seed buckets`).
 * @param {string} folder @param {(line: string) => void} log
 */
export async function prepareSeedFolder(folder, log) {
  const step = `${folder.replace(/[\\/]+$/, '')}.prepare.mjs`;
  if (!existsSync(step)) return;
  const started = performance.now();
  const module = await import(pathToFileURL(step).href);
  if (typeof module.default !== 'function') {
    throw new Error(`storage seed: ${step} has no default export to run`);
  }
  await module.default({ dir: folder, log });
  log(
    `prepared ${path.basename(folder)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Creates or updates the bucket of a section, and returns its effective limits.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {BucketSeed} bucket
 */
async function upsertBucket(db, bucket) {
  const settings = /** @type {[string, unknown][]} */ (
    [
      ['public', bucket.public],
      ['file_size_limit', bucket.fileSizeLimit],
      ['allowed_mime_types', bucket.allowedMimeTypes],
    ].filter(([, value]) => value !== undefined)
  );
  return db.transaction(async (tx) => {
    const created = await tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, coalesce($2::boolean, false), $3::bigint, $4::text[])
       on conflict (id) do nothing
       returning id`,
      [
        bucket.name,
        bucket.public ?? null,
        bucket.fileSizeLimit ?? null,
        bucket.allowedMimeTypes ?? null,
      ],
    );
    if (created.rows.length === 0 && settings.length > 0) {
      const casts = { public: 'boolean', file_size_limit: 'bigint', allowed_mime_types: 'text[]' };
      await tx.query(
        `update storage.buckets set ${settings
          .map(
            ([column], i) =>
              `${column} = $${i + 2}::${casts[/** @type {keyof typeof casts} */ (column)]}`,
          )
          .join(', ')}, updated_at = now() where id = $1`,
        [bucket.name, ...settings.map(([, value]) => value)],
      );
    }
    const { rows } = await tx.query(
      `select file_size_limit::text as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
      [bucket.name],
    );
    const row = rows[0] ?? {};
    return {
      fileSizeLimit: row.file_size_limit === null ? Infinity : Number(row.file_size_limit),
      /** @type {string[]} */
      allowedMimeTypes: row.allowed_mime_types ?? [],
    };
  });
}

/**
 * Seeds every configured bucket. Throws (naming the file) on a file the bucket refuses, as an
 * upload of it would fail.
 * @param {object} options
 * @param {import('../db/adapter.mjs').Database} options.db
 * @param {string} options.dataDir the server's data folder (files go to `<dataDir>/storage`)
 * @param {BucketSeed[]} options.buckets
 * @param {number} options.maxFileBytes the global upload limit (`[storage] file_size_limit`)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ bucket: string, key: string, size: number, mimeType: string }[]>}
 */
export async function seedBuckets({ db, dataDir, buckets, maxFileBytes, log = () => {} }) {
  const files = createFileStore(dataDir);
  /** @type {{ bucket: string, key: string, size: number, mimeType: string }[]} */
  const uploaded = [];
  for (const bucket of buckets) {
    mustBeValidBucketName(bucket.name);
    const limits = await upsertBucket(db, bucket);
    if (!bucket.objectsPath) continue;
    if (!existsSync(bucket.objectsPath) || !statSync(bucket.objectsPath).isDirectory()) {
      throw new Error(
        `[storage.buckets.${bucket.name}] objects_path ${bucket.objectsPath} is not a folder`,
      );
    }
    await prepareSeedFolder(bucket.objectsPath, log);
    const maxBytes = Math.min(limits.fileSizeLimit, maxFileBytes);
    for (const key of listSeedFiles(bucket.objectsPath)) {
      const source = path.join(bucket.objectsPath, ...key.split('/'));
      const where = `${bucket.name}/${key}`;
      const mimeType = contentTypeFor(key);
      try {
        mustBeValidKey(key);
        if (limits.allowedMimeTypes.length > 0) {
          validateMimeType(mimeType, limits.allowedMimeTypes);
        }
        uploaded.push(
          await storeObject(db, files, { bucket: bucket.name, key, source, mimeType, maxBytes }),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`storage seed: ${where} (${mimeType}) was refused: ${reason}`, {
          cause: error,
        });
      }
    }
    log(
      `seeded ${uploaded.filter((o) => o.bucket === bucket.name).length} objects into ${bucket.name}`,
    );
  }
  return uploaded;
}

/**
 * Writes one object as an overwriting upload does: a new version file, then the row (insert,
 * or update of an existing one), then the replaced version's file is deleted.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {import('./files.mjs').FileStore} files
 * @param {{ bucket: string, key: string, source: string, mimeType: string, maxBytes: number }} object
 */
async function storeObject(db, files, { bucket, key, source, mimeType, maxBytes }) {
  const version = randomUUID();
  const written = await files.write(
    bucket,
    key,
    version,
    async (write) => {
      const out = checkedWriter(mimeType, write);
      for await (const chunk of createReadStream(source)) {
        await out.write(/** @type {Buffer} */ (chunk));
      }
      await out.end();
    },
    maxBytes,
  );
  const metadata = {
    eTag: written.eTag,
    size: written.size,
    mimetype: mimeType,
    cacheControl: CACHE_CONTROL,
    lastModified: written.lastModified,
    contentLength: written.size,
    httpStatusCode: 200,
  };
  let previous;
  try {
    previous = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select version from storage.objects where bucket_id = $1 and name = $2 for update`,
        [bucket, key],
      );
      await tx.query(
        `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, null, null, $3::jsonb, '{}'::jsonb, $4)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version`,
        [bucket, key, JSON.stringify(metadata), version],
      );
      return rows[0]?.version === undefined ? undefined : String(rows[0].version);
    });
  } catch (error) {
    await files.remove([{ bucket, key, version }]);
    throw error;
  }
  if (previous && previous !== version) await files.remove([{ bucket, key, version: previous }]);
  return { bucket, key, size: written.size, mimeType };
}
