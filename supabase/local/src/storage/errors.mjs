// @ts-check
/**
 * Errors in Supabase Storage's wire format: `{ statusCode: '<status>', code, error, message }`.
 * As hosted Storage does, the HTTP status is 400 for every client error (the real status is the
 * `statusCode` string in the body) and 500 for server errors, except where Storage sets the
 * status itself (its `withStatusCode`: 416 for a range, 403 for a disabled feature, 404 for an
 * unknown route, 413 for a JSON body over the limit): `httpStatus` then.
 */
import { HttpError } from '../http.mjs';

export class StorageError extends HttpError {
  /**
   * @param {{ code: string, status: number, message: string, error?: string, cause?: unknown,
   *   httpStatus?: number, headers?: Record<string, string> }} options
   */
  constructor({ code, status, message, error, cause, httpStatus, headers }) {
    super(
      httpStatus ?? (status === 500 ? 500 : 400),
      { statusCode: String(status), code, error: error ?? code, message },
      headers,
    );
    this.code = code;
    this.storageStatus = status;
    if (cause !== undefined) this.cause = cause;
  }
}

/** The errors hosted Storage answers, by name. */
export const ERRORS = {
  /** @param {unknown} [cause] */
  NoSuchBucket: (cause) =>
    new StorageError({
      code: 'NoSuchBucket',
      status: 404,
      error: 'Bucket not found',
      message: 'Bucket not found',
      cause,
    }),
  NoSuchKey: () =>
    new StorageError({
      code: 'NoSuchKey',
      status: 404,
      error: 'not_found',
      message: 'Object not found',
    }),
  /** A row whose file is gone (the asset renderer's answer to its backend's 404). */
  ResourceNotFound: () =>
    new StorageError({
      code: 'NoSuchKey',
      status: 404,
      error: 'Not found',
      message: 'The resource was not found',
      headers: { 'Cache-Control': 'no-store' },
    }),
  /** @param {string} message */
  AccessDenied: (message) =>
    new StorageError({
      code: 'AccessDenied',
      status: 403,
      error: 'Unauthorized',
      message: message || 'Access denied',
    }),
  ResourceAlreadyExists: () =>
    new StorageError({
      code: 'ResourceAlreadyExists',
      status: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  KeyAlreadyExists: () =>
    new StorageError({
      code: 'KeyAlreadyExists',
      status: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  BucketAlreadyExists: () =>
    new StorageError({
      code: 'BucketAlreadyExists',
      status: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  BucketNotEmpty: () =>
    new StorageError({
      code: 'ResourceNotEmpty',
      status: 409,
      message: 'The bucket you tried to delete is not empty',
    }),
  InvalidBucketName: () =>
    new StorageError({
      code: 'InvalidBucketName',
      status: 400,
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    }),
  /** @param {string} key */
  InvalidKey: (key) =>
    new StorageError({ code: 'InvalidKey', status: 400, message: `Invalid key: ${key}` }),
  /** @param {string} mimeType */
  InvalidMimeType: (mimeType) =>
    new StorageError({
      code: 'InvalidMimeType',
      status: 415,
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  /**
   * A local addition: the bytes contradict the declared type (hosted Storage does not look at
   * them). Answered as Storage's closest error, InvalidMimeType, so clients that handle a
   * refused type handle this too.
   * @param {string} mimeType declared
   * @param {string | undefined} detected what the bytes are, when they say
   */
  ContentMismatch: (mimeType, detected) =>
    new StorageError({
      code: 'InvalidMimeType',
      status: 415,
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} does not match the file's content${
        detected ? ` (${detected})` : ''
      }`,
    }),
  /** @param {string} [entity] */
  EntityTooLarge: (entity = 'object') =>
    new StorageError({
      code: 'EntityTooLarge',
      status: 413,
      error: 'Payload too large',
      message: `The ${entity} exceeded the maximum allowed size`,
    }),
  InvalidFileSizeLimit: () =>
    new StorageError({
      code: 'InvalidRequest',
      status: 400,
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    }),
  /** @param {string} message */
  InvalidRequest: (message) =>
    new StorageError({
      code: 'InvalidRequest',
      status: 400,
      message: message || 'Invalid Request',
    }),
  /** Request validation, worded as Fastify/Ajv does. @param {string} message */
  Validation: (message) =>
    new StorageError({ code: 'InvalidRequest', status: 400, error: 'Bad Request', message }),
  /** @param {string} [message] */
  NoContentProvided: (message) =>
    new StorageError({
      code: 'InvalidRequest',
      status: 400,
      message: message || 'No content provided',
    }),
  /** @param {string} message */
  InvalidJWT: (message) =>
    new StorageError({ code: 'InvalidJWT', status: 400, message: message || 'Invalid JWT' }),
  /** @param {string} [message] */
  InvalidSignature: (message) =>
    new StorageError({
      code: 'InvalidSignature',
      status: 400,
      message: message || 'Invalid signature',
    }),
  ExpiredSignature: () =>
    new StorageError({
      code: 'ExpiredToken',
      status: 400,
      message: 'The provided token has expired.',
    }),
  /** An unsatisfiable or unsupported `Range` (storage-api's parseRangeHeader: 416). */
  InvalidRange: () =>
    new StorageError({
      code: 'InvalidRange',
      status: 416,
      httpStatus: 416,
      error: 'invalid_range',
      message: 'invalid range provided',
    }),
  /** @param {string} parameter */
  InvalidParameter: (parameter) =>
    new StorageError({
      code: 'InvalidParameter',
      status: 400,
      message: `Invalid Parameter ${parameter}`,
    }),
  /**
   * What a project without the feature gets (storage-api's requireTenantFeature, before any
   * other check): image transformations are off on this server, as on a hosted project that
   * has not enabled them.
   */
  FeatureNotEnabled: () =>
    new StorageError({
      code: 'FeatureNotEnabled',
      status: 403,
      httpStatus: 403,
      error: 'FeatureNotEnabled',
      message: 'feature not enabled for this tenant',
    }),
  /** A body that is not JSON (Fastify's FST_ERR_CTP_INVALID_JSON_BODY wording). */
  InvalidJsonBody: () =>
    new StorageError({
      code: 'InvalidRequest',
      status: 400,
      error: 'Bad Request',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    }),
  /** A JSON body over the request body limit (Fastify's FST_ERR_CTP_BODY_TOO_LARGE). */
  BodyTooLarge: () =>
    new StorageError({
      code: 'EntityTooLarge',
      status: 413,
      httpStatus: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    }),
  RelatedResourceNotFound: () =>
    new StorageError({
      code: 'InvalidRequest',
      status: 404,
      message: 'The related resource does not exist',
    }),
  ResourceReferenced: () =>
    new StorageError({
      code: 'ResourceReferenced',
      status: 409,
      message: 'The resource could not be updated or removed due to a foreign key constraint',
    }),
  /** @param {string} message */
  DatabaseError: (message) => new StorageError({ code: 'DatabaseError', status: 500, message }),
  InternalError: () =>
    new StorageError({
      code: 'InternalError',
      status: 500,
      error: 'internal',
      message: 'Internal Server Error',
    }),
  /** @param {string} method @param {string} path */
  RouteNotFound: (method, path) =>
    new StorageError({
      code: 'InvalidRequest',
      status: 404,
      httpStatus: 404,
      error: 'Not Found',
      message: `Route ${method}:${path} not found`,
    }),
};

/**
 * Maps a database error to Storage's answer, as Storage's DBError.fromDBError does.
 * Errors that are already HTTP errors pass through.
 * @param {unknown} error
 * @param {{ duplicate?: () => StorageError }} [options] which duplicate error this operation raises
 * @returns {unknown}
 */
export function mapDbError(error, options = {}) {
  if (error instanceof HttpError) return error;
  const e =
    /** @type {{ code?: unknown, message?: unknown, detail?: unknown, severity?: unknown }} */ (
      error ?? {}
    );
  // Only PostgreSQL errors (which carry a severity and a five-character SQLSTATE) are mapped.
  const code =
    typeof e.code === 'string' && typeof e.severity === 'string' && /^[0-9A-Z]{5}$/.test(e.code)
      ? e.code
      : undefined;
  const message = typeof e.message === 'string' ? e.message : String(error);
  switch (code) {
    case undefined:
      return error;
    case '42501':
      return ERRORS.AccessDenied(
        message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : message,
      );
    case '23505':
      return (options.duplicate ?? ERRORS.ResourceAlreadyExists)();
    case '23503':
      return typeof e.detail === 'string' && e.detail.includes('is still referenced from table')
        ? ERRORS.ResourceReferenced()
        : ERRORS.RelatedResourceNotFound();
    case '22P02':
      return new StorageError({
        code: 'InvalidParameter',
        status: 400,
        message: message || 'Invalid value format or type conversion failed',
      });
    default:
      return ERRORS.DatabaseError(`database error, code: ${code}`);
  }
}
