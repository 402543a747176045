// @ts-check
/**
 * What the Storage handlers share: the service's context (database, files, secret), running
 * work as the caller (RLS decides) or as the owner (Storage's "super user"), JSON bodies, and
 * request validation worded as Storage's Fastify/Ajv schemas word it.
 */
import { HttpError, readBody } from '../http.mjs';
import { runAsCaller } from '../request-context.mjs';
import { ERRORS, mapDbError, StorageError } from './errors.mjs';

/**
 * @typedef {object} StorageContext
 * @property {import('../db/adapter.mjs').Database} db
 * @property {import('../config.mjs').LocalConfig} config
 * @property {import('./files.mjs').FileStore} files
 * @property {string} secret the project's JWT secret (also signs URLs)
 * @property {(line: string) => void} log
 * @property {{ renderer: import('./render.mjs').ImageRenderer | null }} images image
 *   transformations: null when they are off (a hosted project without them)
 */

/**
 * Runs `fn` in one transaction as the caller (role, JWT claims), mapping database errors to
 * Storage's.
 * @template T
 * @param {StorageContext} ctx
 * @param {import('./auth.mjs').StorageCaller} caller
 * @param {import('node:http').IncomingMessage} req
 * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<T>} fn
 * @param {{ duplicate?: () => StorageError }} [options]
 * @returns {Promise<T>}
 */
export async function asCaller(ctx, caller, req, fn, options) {
  try {
    return await runAsCaller(ctx.db, caller, fn, {
      method: req.method,
      path: (req.url ?? '').split('?')[0],
      headers: req.headers,
    });
  } catch (error) {
    throw mapDbError(error, options);
  }
}

/**
 * Runs `fn` in one transaction as the database owner (no RLS), mapping database errors.
 * @template T
 * @param {StorageContext} ctx
 * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<T>} fn
 * @param {{ duplicate?: () => StorageError }} [options]
 * @returns {Promise<T>}
 */
export async function asOwner(ctx, fn, options) {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    throw mapDbError(error, options);
  }
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs `fn` as the caller and rolls it back: "would the caller be allowed to do this?" (what
 * Storage's testPermission does before it accepts an upload).
 * @template T
 * @param {StorageContext} ctx
 * @param {import('./auth.mjs').StorageCaller} caller
 * @param {import('node:http').IncomingMessage} req
 * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<T>} fn
 * @param {{ duplicate?: () => StorageError }} [options]
 * @returns {Promise<T>}
 */
export async function testPermission(ctx, caller, req, fn, options) {
  /** @type {{ value: T } | undefined} */
  let result;
  try {
    await asCaller(
      ctx,
      caller,
      req,
      async (tx) => {
        result = { value: await fn(tx) };
        throw ROLLBACK;
      },
      options,
    );
  } catch (error) {
    if (error !== ROLLBACK || !result) throw error;
  }
  return /** @type {{ value: T }} */ (result).value;
}

/**
 * Lets the transaction delete storage rows (hosted Storage's API sets the same flag; direct
 * SQL deletes are refused by a trigger).
 * @param {import('../db/adapter.mjs').Queryable} tx
 */
export async function allowDelete(tx) {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
}

/**
 * A JSON request body (an object), `{}` when empty.
 * @param {StorageContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(ctx, req) {
  let buffer;
  try {
    buffer = await readBody(req, ctx.config.maxBodyBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw ERRORS.BodyTooLarge();
    throw error;
  }
  /** @type {unknown} */
  let body;
  try {
    body = buffer.length === 0 ? undefined : JSON.parse(buffer.toString('utf8'));
  } catch {
    throw ERRORS.InvalidJsonBody();
  }
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw ERRORS.Validation('body must be object');
  return /** @type {Record<string, unknown>} */ (body);
}

/**
 * Ajv-like checks of one value (with Fastify's type coercion of numeric strings).
 * @param {string} where e.g. `body/limit`
 */
export const check = {
  /** @param {string} where @param {unknown} value @param {{ required?: boolean }} [options] */
  string(where, value, { required = false } = {}) {
    if (value === undefined) {
      if (required) throw missing(where);
      return undefined;
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw ERRORS.Validation(`${where} must be string`);
    return value;
  },
  /**
   * @param {string} where @param {unknown} value
   * @param {{ required?: boolean, minimum?: number, maximum?: number }} [options]
   * @returns {number | undefined}
   */
  integer(where, value, { required = false, minimum, maximum } = {}) {
    return check.number(where, value, { required, minimum, maximum, integer: true });
  },
  /**
   * @param {string} where @param {unknown} value
   * @param {{ required?: boolean, minimum?: number, maximum?: number, integer?: boolean }} [options]
   * @returns {number | undefined}
   */
  number(where, value, { required = false, minimum, maximum, integer = false } = {}) {
    if (value === undefined) {
      if (required) throw missing(where);
      return undefined;
    }
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (
      typeof number !== 'number' ||
      !Number.isFinite(number) ||
      (integer && !Number.isInteger(number))
    ) {
      throw ERRORS.Validation(`${where} must be ${integer ? 'integer' : 'number'}`);
    }
    if (minimum !== undefined && number < minimum) {
      throw ERRORS.Validation(`${where} must be >= ${minimum}`);
    }
    if (maximum !== undefined && number > maximum) {
      throw ERRORS.Validation(`${where} must be <= ${maximum}`);
    }
    return number;
  },
  /** @param {string} where @param {unknown} value */
  boolean(where, value) {
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (typeof value !== 'boolean') throw ERRORS.Validation(`${where} must be boolean`);
    return value;
  },
  /**
   * @template {string} T
   * @param {string} where @param {unknown} value @param {readonly T[]} allowed
   * @returns {T | undefined}
   */
  oneOf(where, value, allowed) {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !allowed.includes(/** @type {T} */ (value))) {
      throw ERRORS.Validation(`${where} must be equal to one of the allowed values`);
    }
    return /** @type {T} */ (value);
  },
  /**
   * @param {string} where @param {unknown} value
   * @param {{ required?: boolean, nullable?: boolean, minItems?: number, maxItems?: number }} [options]
   * @returns {string[] | null | undefined}
   */
  stringArray(where, value, { required = false, nullable = false, minItems, maxItems } = {}) {
    if (value === undefined) {
      if (required) throw missing(where);
      return undefined;
    }
    if (value === null && nullable) return null;
    if (!Array.isArray(value)) throw ERRORS.Validation(`${where} must be array`);
    value.forEach((item, index) => {
      if (typeof item !== 'string') throw ERRORS.Validation(`${where}/${index} must be string`);
    });
    if (minItems !== undefined && value.length < minItems) {
      throw ERRORS.Validation(`${where} must NOT have fewer than ${minItems} items`);
    }
    if (maxItems !== undefined && value.length > maxItems) {
      throw ERRORS.Validation(`${where} must NOT have more than ${maxItems} items`);
    }
    return /** @type {string[]} */ (value);
  },
};

/** @param {string} where e.g. `body/name` */
function missing(where) {
  const slash = where.lastIndexOf('/');
  return ERRORS.Validation(
    `${where.slice(0, slash)} must have required property '${where.slice(slash + 1)}'`,
  );
}

/** @param {unknown} value */
export const isStorageError = (value) => value instanceof StorageError;
