// @ts-check
/**
 * TOTP multi-factor authentication, GoTrue's /factors routes (mfa.go), behind
 * requireAuthentication and requireNotAnonymous (and loadFactor for a factor's routes):
 *
 * - POST /factors {factor_type, friendly_name, issuer}: a new unverified TOTP factor and its
 *   secret, `otpauth://` URI and (stand-in) QR code. Phone and WebAuthn factors answer as GoTrue
 *   does with them disabled, its hosted default.
 * - POST /factors/:id/challenge: a challenge that expires after 300 s, bound to the caller's IP.
 * - POST /factors/:id/verify {challenge_id, code}: checks the code (RFC 6238, one step of
 *   skew), marks the challenge used and the factor verified, and upgrades the caller's session
 *   to aal2 (a `totp` claim in `amr`, a new refresh token). As GoTrue, the user's other aal1
 *   sessions end and their other unverified TOTP factors go.
 * - DELETE /factors/:id: unenrolls; a verified factor needs an aal2 session, and the sessions it
 *   raised go back to aal1.
 */
import { reply, tokenContext, transaction } from './context.mjs';
import { badJson, badRequest, forbidden, internalError, unprocessable } from './errors.mjs';
import {
  currentFactors,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  insertChallenge,
  insertTotpFactor,
} from './factors.mjs';
import { goQuote, parseGoUuid, readParams, str } from './params.mjs';
import { clientAddress } from './rate-limits.mjs';
import { upgradeSession } from './sessions.mjs';
import { generateSecret, otpauthUri, qrCodeSvg, verifyTotp } from './totp.mjs';

/** GoTrue's MFA defaults (conf.MFAConfiguration). */
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
const TOO_MANY = 'Maximum number of verified factors reached, unenroll to continue';

/**
 * @param {import('./context.mjs').AuthRequest} rq
 * @returns {import('./sessions.mjs').Authenticated}
 */
const authOf = (rq) => /** @type {import('./sessions.mjs').Authenticated} */ (rq.locals.auth);

/**
 * @param {import('./context.mjs').AuthRequest} rq
 * @returns {import('./factors.mjs').FactorRow}
 */
const factorOf = (rq) => /** @type {import('./factors.mjs').FactorRow} */ (rq.locals.factor);

/**
 * GoTrue's validateFactors, before an enrollment.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./sessions.mjs').Authenticated} auth
 * @param {string} friendlyName
 */
async function validateFactors(env, auth, friendlyName) {
  const { db } = env.ctx;
  await deleteExpiredFactors(db, FACTOR_EXPIRY_SECONDS);
  const factors = await currentFactors(db, auth.user.id);
  let verified = 0;
  for (const factor of factors) {
    if ((factor.friendly_name ?? '') === friendlyName) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${goQuote(friendlyName)} for this user already exists`,
      );
    }
    if (factor.status === 'verified') verified += 1;
  }
  if (factors.length >= env.settings.mfa.maxEnrolledFactors) {
    throw unprocessable('too_many_enrolled_mfa_factors', TOO_MANY);
  }
  if (verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', TOO_MANY);
  }
  if (verified > 0 && auth.session && auth.session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/**
 * POST /factors
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function enroll(env, rq) {
  const auth = authOf(rq);
  if (!auth.session) {
    throw internalError('A valid session and a registered user are required to enroll a factor');
  }
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const friendlyName = str(params, 'friendly_name');
  const factorType = str(params, 'factor_type');
  const issuer = str(params, 'issuer');
  str(params, 'phone');
  if (factorType === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!env.settings.mfa.totpEnrollEnabled) {
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  const issuerName = issuer || new URL(env.ctx.config.siteUrl).host;
  await validateFactors(env, auth, friendlyName);
  // pquerna/otp refuses a key without an account name: GoTrue's 500 for a user without email.
  if (!auth.user.email) throw internalError('Error generating QR Code');
  const secret = generateSecret();
  const uri = otpauthUri(issuerName, auth.user.email, secret);
  const id = await transaction(env, rq, (tx) =>
    insertTotpFactor(tx, auth.user.id, friendlyName, secret),
  );
  reply(rq, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: {
      qr_code: qrCodeSvg(uri),
      secret,
      uri,
    },
  });
}

/**
 * GoTrue answers a factor type whose verification is off before anything else.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./factors.mjs').FactorRow} factor
 * @param {string} webauthnCode the code GoTrue gives WebAuthn here (it differs per route)
 */
function requireVerifyEnabled(env, factor, webauthnCode) {
  if (factor.factor_type === 'phone') {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  }
  if (factor.factor_type === 'webauthn') {
    throw unprocessable(webauthnCode, 'MFA verification is disabled for WebAuthn');
  }
  if (factor.factor_type !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!env.settings.mfa.totpVerifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
}

/**
 * POST /factors/:factor_id/challenge
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function challenge(env, rq) {
  const factor = factorOf(rq);
  requireVerifyEnabled(env, factor, 'mfa_webauthn_verify_not_enabled');
  const created = await transaction(env, rq, (tx) =>
    insertChallenge(tx, factor.id, clientAddress(rq.req)),
  );
  reply(rq, 200, {
    id: created.id,
    type: factor.factor_type,
    expires_at: Math.floor(created.createdEpoch + CHALLENGE_EXPIRY_SECONDS),
  });
}

/**
 * `challenge_id` decoded as Go decodes a uuid.UUID field (absent or null: the nil UUID).
 * @param {Record<string, unknown>} params
 */
function challengeIdOf(params) {
  const value = params.challenge_id;
  if (value === undefined || value === null) return '00000000-0000-0000-0000-000000000000';
  if (typeof value !== 'string') {
    throw badJson(
      `json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field VerifyFactorParams.challenge_id of type uuid.UUID`,
    );
  }
  const parsed = parseGoUuid(value);
  if ('error' in parsed) throw badJson(parsed.error);
  return parsed.uuid;
}

/**
 * POST /factors/:factor_id/verify
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function verifyFactor(env, rq) {
  const factor = factorOf(rq);
  const auth = authOf(rq);
  const params = await readParams(rq.req, env.ctx.config.maxBodyBytes);
  const challengeId = challengeIdOf(params);
  const code = str(params, 'code');
  if (code === '' && factor.factor_type !== 'webauthn') {
    throw badRequest('validation_failed', 'Code needs to be non-empty');
  }
  requireVerifyEnabled(env, factor, 'mfa_webauthn_enroll_not_enabled');
  const ip = clientAddress(rq.req);
  const outcome = await transaction(env, rq, async (tx) => {
    const found = await findChallenge(tx, factor.id, challengeId);
    if (!found) {
      return {
        failure: unprocessable(
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        ),
      };
    }
    if (found.verified || found.ip_address !== ip) {
      return {
        failure: unprocessable(
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        ),
      };
    }
    if (found.age_seconds > CHALLENGE_EXPIRY_SECONDS) {
      await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [found.id]);
      return {
        failure: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    if (!verifyTotp(code, factor.secret ?? '')) {
      return { failure: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    if (!auth.sessionId) throw internalError('Cannot read SessionId claim as UUID');
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [
      found.id,
    ]);
    if (factor.status !== 'verified') {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
        [factor.id],
      );
    }
    const session = await upgradeSession(
      tokenContext(env, rq),
      tx,
      auth.user.id,
      auth.sessionId,
      'totp',
      factor.id,
    );
    // GoTrue's InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
    await tx.query(`delete from auth.sessions where user_id = $1::uuid and aal < 'aal2'`, [
      auth.user.id,
    ]);
    await tx.query(
      `delete from auth.mfa_factors
        where user_id = $1::uuid and status = 'unverified' and factor_type = $2`,
      [auth.user.id, factor.factor_type],
    );
    return { session };
  });
  if ('failure' in outcome) throw outcome.failure;
  reply(rq, 200, outcome.session);
}

/**
 * DELETE /factors/:factor_id
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function unenroll(env, rq) {
  const factor = factorOf(rq);
  const auth = authOf(rq);
  if (!auth.session) {
    throw internalError('A valid session and factor are required to unenroll a factor');
  }
  if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await transaction(env, rq, (tx) => deleteFactor(tx, factor));
  reply(rq, 200, { id: factor.id });
}
