// @ts-check
/**
 * GET /reauthenticate (GoTrue's Reauthenticate): sends the signed-in user a 6-digit nonce, by
 * email when they have an address (it must be confirmed), else by SMS, kept hashed in
 * auth.users.reauthentication_token. PUT /user takes it as `nonce` to change the password when
 * `[auth.email] secure_password_change` is on and the session is older than 24 hours
 * (GoTrue's verifyReauthentication).
 */
import { reply, transaction } from './context.mjs';
import { badRequest, unprocessable } from './errors.mjs';
import { checkFrequency, generateOtp, tokenHash } from './messages.mjs';
import { enforceEmailLimit, enforceSmsLimit } from './rate-limits.mjs';
import { findUserById, recordOneTimeToken } from './users.mjs';
import { countWrongCode, isOtpValid } from './verify.mjs';

const INVALID_NONCE = 'Nonce has expired or is invalid';

/**
 * GET /reauthenticate → {}
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 */
export async function reauthenticate(env, rq) {
  const user = /** @type {import('./users.mjs').UserRow} */ (rq.locals.user);
  const { email, phone } = user;
  if (!email && !phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (email && !user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  if (!email && !user.phone_confirmed_at) {
    throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
  }
  const { settings } = env;
  await transaction(env, rq, async (tx, send) => {
    const byEmail = Boolean(email);
    checkFrequency(
      user.reauthentication_sent_epoch,
      user.now_epoch,
      byEmail ? settings.emailMaxFrequencyMs : settings.smsMaxFrequencyMs,
      byEmail ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit',
    );
    if (byEmail) enforceEmailLimit(settings);
    else enforceSmsLimit(settings);
    const to = byEmail ? email : phone;
    const otp = generateOtp();
    const hash = tokenHash(to, otp);
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
        where id = $1::uuid`,
      [user.id, hash],
    );
    await recordOneTimeToken(tx, user.id, 'reauthentication_token', to, hash, send.otpExpiry);
    send.outbox.push(
      byEmail
        ? {
            kind: 'email',
            to,
            subject: 'Confirma que eres tú',
            body: [
              'Hola,',
              '',
              'Para confirmar este cambio en tu cuenta de Boñis, escribe este código:',
              otp,
              '',
              'Si no fuiste tú, ignora este mensaje.',
            ].join('\n'),
            meta: { type: 'reauthentication', token: otp, token_hash: hash },
          }
        : {
            kind: 'sms',
            to: `+${to}`,
            body: `Tu código de Boñis es ${otp}`,
            meta: { type: 'reauthentication', token: otp, phone: to },
          },
    );
  });
  reply(rq, 200, {});
}

/**
 * GoTrue's verifyReauthentication: the nonce must match the last one sent and not be older
 * than the OTP expiry. A match spends it (and the user's other one-time codes); a wrong one
 * counts toward the 5 a code survives (see verify.mjs).
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {import('./users.mjs').UserRow} user
 * @param {string} nonce
 */
export async function verifyReauthentication(env, rq, user, nonce) {
  const outcome = await transaction(env, rq, async (tx) => {
    const current = (await findUserById(tx, user.id, { lock: true })) ?? user;
    const token = current.reauthentication_token;
    if (!token || current.reauthentication_sent_epoch === null) {
      return { failure: unprocessable('reauthentication_not_valid', INVALID_NONCE) };
    }
    const valid = isOtpValid(
      tokenHash(current.email || current.phone, nonce),
      token,
      current.reauthentication_sent_epoch,
      current.now_epoch,
      env.ctx.config.otpExpiry,
    );
    if (!valid) {
      await countWrongCode(tx, user.id, 'reauthentication_token', token);
      return { failure: unprocessable('reauthentication_not_valid', INVALID_NONCE) };
    }
    await tx.query(`update auth.users set reauthentication_token = '' where id = $1::uuid`, [
      user.id,
    ]);
    await tx.query('delete from auth.one_time_tokens where user_id = $1::uuid', [user.id]);
    return {};
  });
  if ('failure' in outcome) throw outcome.failure;
}
