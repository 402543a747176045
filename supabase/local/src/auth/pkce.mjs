// @ts-check
/**
 * The PKCE flow (auth-js with `flowType: 'pkce'`): sign-up, magic link, recovery and email
 * change requests carry a code challenge; their email links hold a `pkce_` token and GET
 * /verify redirects with `?code=<auth code>` instead of a session in the fragment; the client
 * exchanges the code and its verifier at POST /token?grant_type=pkce. Flow states live in
 * auth.flow_state and expire after 300 s, as in GoTrue.
 */
import { Buffer } from 'node:buffer';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { badRequest, notFound, unprocessable } from './errors.mjs';

export const PKCE_PREFIX = 'pkce_';
const FLOW_STATE_EXPIRY_SECONDS = 300;

/**
 * @typedef {{ codeChallenge: string, codeChallengeMethod: string }} PkceParams
 */

/**
 * GoTrue's validatePKCEParams; returns the params when this is a PKCE request.
 * @param {string} codeChallengeMethod
 * @param {string} codeChallenge
 * @returns {PkceParams | undefined}
 */
export function pkceParams(codeChallengeMethod, codeChallenge) {
  if ((codeChallenge === '') !== (codeChallengeMethod === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (!codeChallenge) return undefined;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(codeChallenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const method = codeChallengeMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw badRequest(
      'validation_failed',
      `unsupported code_challenge method "${codeChallengeMethod}"`,
    );
  }
  return { codeChallenge, codeChallengeMethod: method };
}

/**
 * GoTrue's ParseAuthenticationMethod for verification types.
 * @param {string} type
 */
export const authenticationMethodOf = (type) => (type.endsWith('signup') ? 'email/signup' : type);

/**
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {{ userId: string, providerType: string, authenticationMethod: string, pkce: PkceParams }} flow
 */
export async function createFlowState(tx, { userId, providerType, authenticationMethod, pkce }) {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
                                  provider_type, created_at, updated_at, authentication_method)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, now(), now(), $7)`,
    [
      randomUUID(),
      userId,
      randomUUID(),
      pkce.codeChallengeMethod,
      pkce.codeChallenge,
      providerType,
      authenticationMethod,
    ],
  );
}

/**
 * The auth code of the user's latest flow state for that method (GoTrue's issueAuthCode).
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} userId
 * @param {string} authenticationMethod
 */
export async function issueAuthCode(tx, userId, authenticationMethod) {
  const { rows } = await tx.query(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state
                   where user_id = $1::uuid and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, authenticationMethod],
  );
  const code = rows[0]?.auth_code;
  if (!code) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  return String(code);
}

/**
 * Checks the verifier against the stored challenge and consumes the flow state.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {string} authCode
 * @param {string} codeVerifier
 * @returns {Promise<{ userId: string, authenticationMethod: string }>}
 */
export async function exchangeAuthCode(tx, authCode, codeVerifier) {
  const { rows } = await tx.query(
    `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method,
            authentication_method,
            extract(epoch from now() - case when auth_code_issued_at is not null
                                              and authentication_method = 'magiclink'
                                            then auth_code_issued_at else created_at end)::float8 as age
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (Number(flow.age) > FLOW_STATE_EXPIRY_SECONDS) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(codeVerifier).digest('base64url')
      : codeVerifier;
  const a = Buffer.from(String(flow.code_challenge));
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
  return { userId: String(flow.user_id), authenticationMethod: String(flow.authentication_method) };
}
