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
  const body = await readRawBody(req, limit);
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

/**
 * The body as bytes; more than `limit` is GoTrue's 413 `request_entity_too_large`.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 */
export async function readRawBody(req, limit) {
  try {
    return await readBody(req, limit);
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

/**
 * Go's `%q` of a string (strconv.Quote), for messages GoTrue formats with it.
 * @param {string} text
 */
export function goQuote(text) {
  /** @type {Record<string, string>} */
  const named = {
    '\x07': '\\a',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\v': '\\v',
  };
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (named[char]) out += named[char];
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code >= 0x80 && code < 0xa0) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** @param {string} char a character that is not a hex digit, as Go's hex.InvalidByteError says it */
const invalidHexByte = (char) => {
  const code = char.codePointAt(0) ?? 0;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  const printable = code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0);
  return `encoding/hex: invalid byte: U+${hex}${printable ? ` '${char}'` : ''}`;
};

/**
 * gofrs/uuid's UnmarshalText (what GoTrue parses ids with): the canonical, 32-hex, braced and
 * `urn:uuid:` forms. Returns the canonical lower-case UUID, or the error Go reports.
 * @param {string} text
 * @returns {{ uuid: string } | { error: string }}
 */
export function parseGoUuid(text) {
  const lengthError = (/** @type {string} */ t) => ({
    error: `uuid: incorrect UUID length ${Buffer.byteLength(t)} in string ${goQuote(t)}`,
  });
  const formatError = (/** @type {string} */ t) => ({
    error: `uuid: incorrect UUID format in string ${goQuote(t)}`,
  });
  const hex = (/** @type {string} */ digits) => {
    for (const char of digits)
      if (!/[0-9a-fA-F]/.test(char)) return { error: invalidHexByte(char) };
    const h = digits.toLowerCase();
    return {
      uuid: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`,
    };
  };
  const canonical = (/** @type {string} */ t) =>
    t[8] !== '-' || t[13] !== '-' || t[18] !== '-' || t[23] !== '-'
      ? formatError(t)
      : hex(t.slice(0, 8) + t.slice(9, 13) + t.slice(14, 18) + t.slice(19, 23) + t.slice(24));
  const plain = (/** @type {string} */ t) =>
    t.length === 32 ? hex(t) : t.length === 36 ? canonical(t) : lengthError(t);
  if (Buffer.byteLength(text) !== text.length) {
    // Not ASCII: never a UUID (Go reports the byte it stops at; this says the form is wrong).
    return [32, 34, 36, 38, 41, 45].includes(Buffer.byteLength(text))
      ? formatError(text)
      : lengthError(text);
  }
  switch (text.length) {
    case 32:
      return hex(text);
    case 34:
    case 38:
      return text.startsWith('{') && text.endsWith('}')
        ? plain(text.slice(1, -1))
        : formatError(text);
    case 36:
      return canonical(text);
    case 41:
    case 45:
      return text.startsWith('urn:uuid:') ? plain(text.slice(9)) : formatError(text);
    default:
      return lengthError(text);
  }
}
