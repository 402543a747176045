// @ts-check
/**
 * One-time codes and the emails/SMS that carry them, as GoTrue sends them: a 6-digit code, and
 * its hash `sha224(email-or-phone + code)` stored on auth.users (confirmation_token,
 * recovery_token, email_change_token_new, phone_change_token) and in auth.one_time_tokens.
 * Email links point to GET /auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>.
 *
 * Nothing is really sent: messages go to the dev mailbox (/mailbox) once the transaction that
 * produced them commits. Each message's `meta` holds what a test or a developer needs:
 * `{ type, token, token_hash, confirmation_url, redirect_to }` for emails, `{ type, token }`
 * for SMS.
 */
import { createHash, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import { tooManyRequests } from './errors.mjs';
import { createFlowState, PKCE_PREFIX } from './pkce.mjs';
import { enforceEmailLimit, enforceSmsLimit } from './rate-limits.mjs';
import { recordOneTimeToken } from './users.mjs';

export const OTP_LENGTH = 6;

/** @param {number} [digits] */
export function generateOtp(digits = OTP_LENGTH) {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * GoTrue's crypto.GenerateTokenHash.
 * @param {string} emailOrPhone
 * @param {string} otp
 */
export const tokenHash = (emailOrPhone, otp) =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');

/** @param {string} pattern a GoTrue redirect allow-list glob */
function globToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** @param {string} hostname */
const isLoopback = (hostname) => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
};

/**
 * GoTrue's IsRedirectURLValid: the site URL's origin (any port on loopback), loopback
 * addresses, and the additional_redirect_urls patterns.
 * @param {string} siteUrl
 * @param {string[]} allowList
 * @param {string} candidate
 */
export function isRedirectAllowed(siteUrl, allowList, candidate) {
  if (!candidate) return false;
  let base;
  let target;
  try {
    base = new URL(siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLoopback(target.hostname))
  ) {
    return true;
  }
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (/^[0-9]+$/.test(hostname)) return false;
  if (isIP(hostname)) return isLoopback(hostname);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(hostname)) return false;
  const withoutFragment = candidate.split('#')[0] ?? candidate;
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/**
 * GoTrue's encodeRedirectURL: escaped only when it holds &, = or # (else taken as already
 * encoded).
 * @param {string} url
 */
const encodeRedirect = (url) => (/[&=#]/.test(url) ? encodeURIComponent(url) : url);

/**
 * @typedef {import('../mailbox/index.mjs').OutgoingMessage} OutgoingMessage
 * @typedef {'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'} EmailType
 */

/** @type {Record<EmailType, { subject: string, intro: string, action: string }>} */
const EMAIL_TEXT = {
  signup: {
    subject: 'Confirma tu correo',
    intro: 'Gracias por registrarte en Boñis. Confirma tu correo para terminar el registro:',
    action: 'Confirmar mi correo',
  },
  invite: {
    subject: 'Te invitaron a Boñis',
    intro: 'Te invitaron a crear una cuenta en Boñis. Sigue este enlace para aceptar:',
    action: 'Aceptar la invitación',
  },
  magiclink: {
    subject: 'Tu enlace para ingresar',
    intro: 'Sigue este enlace para ingresar a Boñis. Solo sirve una vez y vence pronto:',
    action: 'Ingresar',
  },
  recovery: {
    subject: 'Restablece tu contraseña',
    intro:
      'Recibimos una solicitud para restablecer tu contraseña. Sigue este enlace para elegir una nueva:',
    action: 'Restablecer la contraseña',
  },
  email_change: {
    subject: 'Confirma tu nuevo correo',
    intro: 'Sigue este enlace para confirmar este correo como el nuevo de tu cuenta en Boñis:',
    action: 'Confirmar el nuevo correo',
  },
};

/**
 * @param {{ type: EmailType, to: string, otp: string, hash: string, externalUrl: string, redirectTo: string }} input
 * @returns {OutgoingMessage}
 */
export function composeEmail({ type, to, otp, hash, externalUrl, redirectTo }) {
  const text = EMAIL_TEXT[type];
  const link = `${externalUrl}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeRedirect(redirectTo)}`;
  const body = [
    'Hola,',
    '',
    text.intro,
    `${text.action}: ${link}`,
    '',
    `O escribe este código: ${otp}`,
    '',
    'Si no fuiste tú, ignora este mensaje.',
  ].join('\n');
  return {
    kind: 'email',
    to,
    subject: text.subject,
    body,
    meta: { type, token: otp, token_hash: hash, confirmation_url: link, redirect_to: redirectTo },
  };
}

/**
 * @param {{ type: 'sms' | 'phone_change', to: string, otp: string }} input
 * @returns {OutgoingMessage}
 */
export const composeSms = ({ type, to, otp }) => ({
  kind: 'sms',
  to: `+${to}`,
  body: `Tu código de Boñis es ${otp}`,
  meta: { type, token: otp, phone: to },
});

/**
 * GoTrue's "For security purposes…" 429 when the last message of this kind went out less than
 * `windowMs` ago.
 * @param {number | null} sentEpoch when the last one was sent (seconds)
 * @param {number} nowEpoch
 * @param {number} windowMs
 * @param {'over_email_send_rate_limit' | 'over_sms_send_rate_limit'} code
 */
export function checkFrequency(sentEpoch, nowEpoch, windowMs, code) {
  if (sentEpoch === null || sentEpoch === undefined) return;
  const elapsedMs = (Number(nowEpoch) - Number(sentEpoch)) * 1000;
  if (elapsedMs < windowMs) {
    const left = Math.floor((windowMs - elapsedMs) / 1000);
    throw tooManyRequests(
      code,
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
}

/**
 * @typedef {object} SendContext
 * @property {import('../db/adapter.mjs').Queryable} q
 * @property {OutgoingMessage[]} outbox messages to deliver once the transaction commits
 * @property {string} externalUrl
 * @property {string} redirectTo
 * @property {number} otpExpiry seconds
 * @property {import('./settings.mjs').AuthSettings} settings
 * @property {import('./pkce.mjs').PkceParams} [pkce] set when the request started a PKCE flow
 */

/** PKCE flow states per email type: [provider_type, authentication_method]. */
const PKCE_FLOWS = /** @type {const} */ ({
  signup: ['email', 'email/signup'],
  magiclink: ['magiclink', 'magiclink'],
  recovery: ['recovery', 'recovery'],
  email_change: ['email_change', 'email_change'],
});

/** Columns each email type writes: [token column, sent-at column, one_time_tokens type]. */
const EMAIL_COLUMNS = /** @type {const} */ ({
  signup: ['confirmation_token', 'confirmation_sent_at', 'confirmation_token'],
  invite: ['confirmation_token', 'confirmation_sent_at', 'confirmation_token'],
  magiclink: ['recovery_token', 'recovery_sent_at', 'recovery_token'],
  recovery: ['recovery_token', 'recovery_sent_at', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_sent_at', 'email_change_token_new'],
});

/**
 * Sends a confirmation / invite / magic link / recovery / email change email: GoTrue's
 * sendConfirmation, sendInvite, sendMagicLink, sendPasswordRecovery, sendEmailChange. Each counts
 * against the project's hourly `email_sent` limit after the per-user frequency check.
 * @param {SendContext} sc
 * @param {import('./users.mjs').UserRow} user
 * @param {EmailType} type
 * @param {string} [newEmail] for email_change: the address being confirmed
 */
export async function sendEmailOtp(sc, user, type, newEmail) {
  const [tokenColumn, sentColumn, ottType] = EMAIL_COLUMNS[type];
  const sentEpoch =
    type === 'email_change'
      ? user.email_change_sent_epoch
      : tokenColumn === 'recovery_token'
        ? user.recovery_sent_epoch
        : user.confirmation_sent_epoch;
  if (type !== 'invite') {
    checkFrequency(
      sentEpoch,
      user.now_epoch,
      sc.settings.emailMaxFrequencyMs,
      'over_email_send_rate_limit',
    );
  }
  enforceEmailLimit(sc.settings);
  const to = type === 'email_change' ? (newEmail ?? '') : user.email;
  const otp = generateOtp();
  let hash = tokenHash(to, otp);
  if (sc.pkce && type !== 'invite') {
    const [providerType, authenticationMethod] = PKCE_FLOWS[type];
    await createFlowState(sc.q, {
      userId: user.id,
      providerType,
      authenticationMethod,
      pkce: sc.pkce,
    });
    hash = `${PKCE_PREFIX}${hash}`;
  }
  // Column names come from the fixed table above, never from input.
  const extra =
    type === 'invite'
      ? ', invited_at = now()'
      : type === 'email_change'
        ? ", email_change = $3, email_change_token_current = '', email_change_confirm_status = 0"
        : '';
  await sc.q.query(
    `update auth.users set ${tokenColumn} = $2, ${sentColumn} = now(), updated_at = now()${extra}
      where id = $1::uuid`,
    type === 'email_change' ? [user.id, hash, to] : [user.id, hash],
  );
  await recordOneTimeToken(sc.q, user.id, ottType, to, hash, sc.otpExpiry);
  sc.outbox.push(
    composeEmail({
      type,
      to,
      otp,
      hash,
      externalUrl: sc.externalUrl,
      redirectTo: sc.redirectTo,
    }),
  );
}

/**
 * Sends an SMS code: GoTrue's sendPhoneConfirmation (confirmation or phone_change), counted
 * against the project's hourly `sms_sent` limit.
 * @param {SendContext} sc
 * @param {import('./users.mjs').UserRow} user
 * @param {'sms' | 'phone_change'} type
 * @param {string} phone E.164 digits
 */
export async function sendSmsOtp(sc, user, type, phone) {
  checkFrequency(
    type === 'sms' ? user.confirmation_sent_epoch : user.phone_change_sent_epoch,
    user.now_epoch,
    sc.settings.smsMaxFrequencyMs,
    'over_sms_send_rate_limit',
  );
  enforceSmsLimit(sc.settings);
  const otp = generateOtp();
  const hash = tokenHash(phone, otp);
  if (type === 'sms') {
    await sc.q.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
        where id = $1::uuid`,
      [user.id, hash],
    );
    await recordOneTimeToken(sc.q, user.id, 'confirmation_token', phone, hash, sc.otpExpiry);
  } else {
    await sc.q.query(
      `update auth.users set phone_change = $3, phone_change_token = $2, phone_change_sent_at = now(),
              updated_at = now()
        where id = $1::uuid`,
      [user.id, hash, phone],
    );
    await recordOneTimeToken(sc.q, user.id, 'phone_change_token', phone, hash, sc.otpExpiry);
  }
  sc.outbox.push(composeSms({ type, to: phone, otp }));
}
