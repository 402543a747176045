// @ts-check
/**
 * Auth hooks that are Postgres functions (`pg-functions://<database>/<schema>/<function>`), as
 * GoTrue runs them. Only "before user created" is implemented: GoTrue calls it before it creates
 * a user through a sign-up (email or phone sign-up, OTP or magic link to a new address,
 * anonymous sign-in, invitation, a generated signup or invite link), never for an admin's
 * `POST /admin/users`. The function gets `{ metadata, user }` and answers `{}` to let the
 * sign-up through or `{ error: { http_code, message } }` to refuse it: the answer is then that
 * status and message (auth-js raises it as an AuthApiError with that message), and nothing is
 * written. A function that fails or doesn't exist is GoTrue's 500 "Error running hook URI: …".
 */
import { randomUUID } from 'node:crypto';
import { AuthError } from './errors.mjs';
import { clientAddress } from './rate-limits.mjs';

/** GoTrue's postgresNamesRegexp: a schema or function name in a hook URI. */
const POSTGRES_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;

/** GoTrue's default timeout of a Postgres hook (set local statement_timeout). */
const HOOK_TIMEOUT_MS = 2000;

/**
 * @typedef {object} PostgresHook
 * @property {string} uri as configured
 * @property {string} name the quoted function name GoTrue calls: `"schema"."function"`
 */

/**
 * Validates a hook's URI as GoTrue does at start and gives the function to call. Only
 * `pg-functions:` hooks run locally; an HTTP(S) hook stops the start (it would silently not run).
 * @param {string} uri
 * @param {string} source where the URI came from, for the error
 * @returns {PostgresHook}
 */
export function parseHookUri(uri, source) {
  let url;
  try {
    url = new URL(uri);
  } catch {
    throw new Error(`${source}: not a URI: ${JSON.stringify(uri)}`);
  }
  if (url.protocol !== 'pg-functions:') {
    throw new Error(
      `${source}: the local server runs only Postgres function hooks (pg-functions://…), got ${JSON.stringify(uri)}`,
    );
  }
  const [, schema, fn] = url.pathname.split('/');
  if (!schema || !fn) throw new Error(`${source}: URI path does not contain enough parts`);
  if (!POSTGRES_NAME.test(schema)) throw new Error(`${source}: invalid schema name: ${schema}`);
  if (!POSTGRES_NAME.test(fn)) throw new Error(`${source}: invalid function name: ${fn}`);
  return { uri, name: `"${schema}"."${fn}"` };
}

/**
 * The user GoTrue hands the hook: the one it is about to create (not in the database yet).
 * @param {{ id: string, email?: string, phone?: string, userMetadata: Record<string, unknown>, appMetadata: Record<string, unknown>, isAnonymous?: boolean }} candidate
 */
function candidateJson(candidate) {
  const now = new Date().toISOString();
  return {
    id: candidate.id,
    aud: 'authenticated',
    role: '',
    email: candidate.email ?? '',
    phone: candidate.phone ?? '',
    app_metadata: candidate.appMetadata,
    user_metadata: candidate.userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: candidate.isAnonymous ?? false,
  };
}

/**
 * Runs the "before user created" hook, when one is configured, for a user about to be created
 * (`candidate.id` is the id the caller then inserts). Throws the hook's refusal as an AuthError.
 * Runs in a transaction of its own, before the sign-up's, as GoTrue does.
 * @param {import('./context.mjs').AuthEnv} env
 * @param {import('./context.mjs').AuthRequest} rq
 * @param {Parameters<typeof candidateJson>[0]} candidate
 */
export async function beforeUserCreated(env, rq, candidate) {
  const hook = env.settings.hooks.beforeUserCreated;
  if (!hook) return;
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: clientAddress(rq.req),
    },
    user: candidateJson(candidate),
  };
  /** @type {unknown} */
  let output;
  try {
    output = await env.ctx.db.transaction(async (tx) => {
      await tx.query(`set local statement_timeout to '${HOOK_TIMEOUT_MS}'`);
      const { rows } = await tx.query(`select ${hook.name}($1::jsonb) as output`, [
        JSON.stringify(event),
      ]);
      return rows[0]?.output;
    });
  } catch (error) {
    throw Object.assign(
      new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`),
      { cause: error },
    );
  }
  const refusal = hookError(output);
  if (refusal) {
    const status = refusal.httpCode || 500;
    // GoTrue's HTTPError without an error code: 'unknown' below 500.
    throw new AuthError(status, status >= 500 ? 'unexpected_failure' : 'unknown', refusal.message);
  }
}

/**
 * The refusal in a hook's answer (GoTrue's hookerrors.Check): an `error` object with a message.
 * An error without a message, or any other answer, lets the request through.
 * @param {unknown} output the function's jsonb (parsed), or its text
 * @returns {{ httpCode: number, message: string } | undefined}
 */
export function hookError(output) {
  let value = output;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object') return undefined;
  const error = /** @type {{ error?: unknown }} */ (value).error;
  if (!error || typeof error !== 'object') return undefined;
  const { http_code: httpCode, message } =
    /** @type {{ http_code?: unknown, message?: unknown }} */ (error);
  if (typeof message !== 'string' || message === '') return undefined;
  return { httpCode: Number.isInteger(httpCode) ? Number(httpCode) : 0, message };
}
