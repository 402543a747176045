// @ts-check
/**
 * Bucket and object names as Supabase Storage accepts them, and where object files live on
 * disk: `<dataDir>/storage/<bucket>/<object path>/<version>`. Every write of an object creates
 * a new version file (written to a temporary file, then renamed), so an overwrite is atomic,
 * readers of the old version are never disturbed, and an object `a` can coexist with an object
 * `a/b` (as in Supabase, whose own file backend uses this layout).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { ERRORS } from './errors.mjs';

// Storage's own rules (S3-safe characters), from supabase/storage src/storage/limits.ts.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_SEGMENT_BYTES = 255; // a folder name on disk
const MAX_KEY_BYTES = 1024; // as S3

/**
 * Throws InvalidBucketName unless `name` is a bucket name Storage accepts. `.` and `..` are
 * refused too: they would name a folder outside the bucket's own.
 * @param {unknown} name
 * @returns {asserts name is string}
 */
export function mustBeValidBucketName(name) {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 100 ||
    !VALID_BUCKET_NAME.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw ERRORS.InvalidBucketName();
  }
}

/**
 * Throws InvalidKey unless `key` is an object name Storage accepts and that maps to a path
 * inside its bucket: no empty, `.` or `..` segment (so no absolute path and no traversal).
 * @param {unknown} key
 * @returns {asserts key is string}
 */
export function mustBeValidKey(key) {
  const text = typeof key === 'string' ? key : '';
  if (!text || !VALID_OBJECT_KEY.test(text) || Buffer.byteLength(text) > MAX_KEY_BYTES) {
    throw ERRORS.InvalidKey(text);
  }
  for (const segment of text.split('/')) {
    if (
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      Buffer.byteLength(segment) > MAX_SEGMENT_BYTES
    ) {
      throw ERRORS.InvalidKey(text);
    }
  }
}

/** @param {string} name */
export const isEmptyFolderPlaceholder = (name) => name.endsWith('.emptyFolderPlaceholder');

/**
 * @typedef {{ size: number, eTag: string, lastModified: string }} WrittenFile
 */

/** @param {string} dataDir */
export function createFileStore(dataDir) {
  const root = path.resolve(dataDir, 'storage');

  /**
   * The folder of an object's versions; names are validated again here so no caller can
   * escape the storage root.
   * @param {string} bucket
   * @param {string} key
   */
  const objectDir = (bucket, key) => {
    mustBeValidBucketName(bucket);
    mustBeValidKey(key);
    const dir = path.join(root, bucket, ...key.split('/'));
    if (!dir.startsWith(root + path.sep)) throw ERRORS.InvalidKey(key);
    return dir;
  };

  /** @param {string} version */
  const checkVersion = (version) => {
    if (!/^[A-Za-z0-9-]+$/.test(version)) throw new Error(`invalid object version ${version}`);
    return version;
  };

  /** @param {string} bucket @param {string} key @param {string} version */
  const filePath = (bucket, key, version) =>
    path.join(objectDir(bucket, key), checkVersion(version));

  /**
   * Removes empty folders from `dir` up to (not including) the bucket's folder.
   * @param {string} bucket @param {string} dir
   */
  const pruneEmptyDirs = async (bucket, dir) => {
    const stop = path.join(root, bucket);
    let current = dir;
    while (current.startsWith(stop + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
      current = path.dirname(current);
    }
  };

  return {
    root,
    filePath,

    /**
     * Writes a new version of an object from a sequence of chunks, counting bytes: more than
     * `maxBytes` aborts with EntityTooLarge and leaves nothing behind.
     * @param {string} bucket
     * @param {string} key
     * @param {string} version
     * @param {(write: (chunk: Buffer) => Promise<void>) => Promise<void>} produce feeds the chunks
     * @param {number} maxBytes
     * @returns {Promise<WrittenFile>}
     */
    async write(bucket, key, version, produce, maxBytes) {
      const target = filePath(bucket, key, version);
      const temp = `${target}.partial-${randomUUID()}`;
      const out = await openNew(temp);
      const hash = createHash('md5');
      let size = 0;
      /** @type {Error | undefined} */
      let streamError;
      out.on('error', (error) => {
        streamError = error;
      });
      try {
        await produce(async (chunk) => {
          if (streamError) throw streamError;
          size += chunk.length;
          if (size > maxBytes) throw ERRORS.EntityTooLarge();
          hash.update(chunk);
          if (!out.write(chunk)) await once(out, 'drain');
        });
        out.end();
        await once(out, 'finish');
        if (streamError) throw streamError;
        await rename(temp, target);
      } catch (error) {
        out.destroy();
        await rm(temp, { force: true });
        await pruneEmptyDirs(bucket, path.dirname(target));
        throw error;
      }
      return {
        size,
        eTag: `"${hash.digest('hex')}"`,
        lastModified: new Date().toISOString(),
      };
    },

    /**
     * Makes `to` a copy of `from` (a hard link: version files never change once written).
     * @param {{ bucket: string, key: string, version: string }} from
     * @param {{ bucket: string, key: string, version: string }} to
     */
    async copy(from, to) {
      const source = filePath(from.bucket, from.key, from.version);
      const target = filePath(to.bucket, to.key, to.version);
      for (let attempt = 0; ; attempt++) {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await link(source, target);
          return;
        } catch (error) {
          const code = /** @type {NodeJS.ErrnoException} */ (error).code;
          if (code === 'ENOENT' && attempt === 0) continue;
          if (code === 'ENOENT') throw error;
          await copyFile(source, target);
          return;
        }
      }
    },

    /**
     * Opens a version file for reading; undefined when it does not exist.
     * @param {string} bucket @param {string} key @param {string} version
     */
    async open(bucket, key, version) {
      try {
        return await open(filePath(bucket, key, version), 'r');
      } catch (error) {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },

    /**
     * The first `bytes` bytes of a version file (fewer for a shorter file); empty when it does
     * not exist.
     * @param {string} bucket @param {string} key @param {string} version @param {number} bytes
     */
    async head(bucket, key, version, bytes) {
      let handle;
      try {
        handle = await open(filePath(bucket, key, version), 'r');
      } catch (error) {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return Buffer.alloc(0);
        throw error;
      }
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    /**
     * Deletes version files (missing ones are ignored) and the folders they leave empty.
     * @param {{ bucket: string, key: string, version: string | null | undefined }[]} files
     */
    async remove(files) {
      for (const file of files) {
        if (!file.version) continue;
        try {
          const target = filePath(file.bucket, file.key, file.version);
          await rm(target, { force: true });
          await pruneEmptyDirs(file.bucket, path.dirname(target));
        } catch {
          // A name that is not valid on disk never had a file.
        }
      }
    },

    /** Removes a deleted bucket's (empty) folder tree. @param {string} bucket */
    async removeBucket(bucket) {
      mustBeValidBucketName(bucket);
      await rm(path.join(root, bucket), { recursive: true, force: true });
    },
  };
}

/**
 * Opens a new file for writing, creating its folder; retried once because a concurrent delete
 * may prune the (then empty) folder between the two steps.
 * @param {string} file
 */
async function openNew(file) {
  for (let attempt = 0; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    const out = createWriteStream(file, { flags: 'wx' });
    try {
      await once(out, 'open');
      return out;
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'ENOENT' || attempt > 0) throw error;
    }
  }
}

/** @typedef {ReturnType<typeof createFileStore>} FileStore */
