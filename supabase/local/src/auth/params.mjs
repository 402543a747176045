// @ts-check
/**
 * Request parameters as GoTrue reads them: a JSON body decoded into typed fields (a wrong type
 * is a `bad_json` 400, `null` is the field's zero value), and the validation rules for emails,
 * phone numbers and passwords.
 */
import { Buffer } from 'node:buffer';
import { HttpError, readBody } from '../http.mjs';
import { AuthError, badJson, badRequest, weakPassword } from './errors.mjs';

/** bcrypt only uses the first 72 bytes of a password; GoTrue refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * Reads a JSON object body. An empty body is `bad_json` (as Go's decoder says), `null` is an
 * empty object.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readParams(req, limit) {
  let body;
  try {
    body = await readBody(req, limit);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new AuthError(
        413,
        'request_entity_too_large',
        `Request body too large (max ${limit} bytes)`,
      );
    }
    throw error;
  }
  if (body.length === 0) throw badJson('unexpected end of JSON input');
  let value;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(`json: cannot unmarshal ${jsonType(value)} into Go value of type object`);
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/** @param {unknown} value */
function jsonType(value) {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

/**
 * @param {string} key
 * @param {unknown} value
 * @param {string} goType
 */
const wrongType = (key, value, goType) =>
  badJson(
    `json: cannot unmarshal ${jsonType(value)} into Go struct field .${key} of type ${goType}`,
  );

/**
 * A string field; '' when absent or null.
 * @param {Record<string, unknown>} params
 * @param {string} key
 */
export function str(params, key) {
  const value = params[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw wrongType(key, value, 'string');
  return value;
}

/**
 * A `*string` field: undefined when absent or null, so "not sent" and "sent empty" differ.
 * @param {Record<string, unknown>} params
 * @param {string} key
 */
export function optionalStr(params, key) {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(key, value, 'string');
  return value;
}

/**
 * A boolean field.
 * @param {Record<string, unknown>} params
 * @param {string} key
 * @param {boolean} fallback
 */
export function bool(params, key, fallback) {
  const value = params[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw wrongType(key, value, 'bool');
  return value;
}

/**
 * A JSON object field (`map[string]interface{}`); undefined when absent or null.
 * @param {Record<string, unknown>} params
 * @param {string} key
 * @returns {Record<string, unknown> | undefined}
 */
export function objectField(params, key) {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw wrongType(key, value, 'map[string]interface {}');
  }
  return /** @type {Record<string, unknown>} */ (value);
}

// The format checkmail.ValidateFormat (used by GoTrue) accepts.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Validates an email address and returns it lower-cased.
 * @param {string} email
 */
export function validateEmail(email) {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/**
 * GoTrue stores phone numbers as E.164 digits without the '+' and without spaces.
 * @param {string} phone
 */
export const formatPhone = (phone) => phone.replace(/^\+/, '').replaceAll(' ', '');

/** @param {string} phone */
export function validatePhone(phone) {
  const formatted = formatPhone(phone);
  if (!/^[1-9][0-9]{1,14}$/.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return formatted;
}

/**
 * The strength problems of a password (GoTrue counts bytes, as Go's len() does), or undefined.
 * @param {string} password
 * @param {number} minLength
 * @returns {{ message: string, reasons: string[] } | undefined}
 */
export function passwordWeakness(password, minLength) {
  if (Buffer.byteLength(password) < minLength) {
    return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] };
  }
  return undefined;
}

/**
 * Throws GoTrue's errors for a password that is too long or too weak.
 * @param {string} password
 * @param {number} minLength
 */
export function checkPasswordStrength(password, minLength) {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const weakness = passwordWeakness(password, minLength);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}
