// @ts-check
/**
 * Password hashes as GoTrue writes them: bcrypt `$2a$`, cost 10. Verification accepts any
 * bcrypt hash (`$2a$` from pgcrypto's crypt() in seeds, `$2b$`, `$2y$`).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';

export const BCRYPT_COST = 10;

/** @param {string} password */
export const hashPassword = (password) => hash(password, { cost: BCRYPT_COST, version: '2a' });

/**
 * @param {string} password
 * @param {string} encrypted '' when the user has no password
 */
export async function verifyPassword(password, encrypted) {
  if (!encrypted) return false;
  try {
    return await verify(password, encrypted);
  } catch {
    return false;
  }
}

/** A password nobody knows, for users created by OTP or invitation (as GoTrue does). */
export const randomPassword = () => randomBytes(36).toString('base64url');
