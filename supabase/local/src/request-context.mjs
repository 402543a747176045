// @ts-check
/**
 * Runs database work as the caller, exactly as PostgREST does: one transaction, `role` set to
 * the JWT's role, and `request.jwt.claims` (plus the legacy `request.jwt.claim.*` settings)
 * set locally, so RLS policies, auth.uid() and auth.jwt() see the caller.
 */
import { API_ROLES } from './keys.mjs';
import { HttpError } from './http.mjs';

/**
 * @template T
 * @param {import('./db/adapter.mjs').Database} db
 * @param {{ role: string, claims: Record<string, any> }} caller
 * @param {(tx: import('./db/adapter.mjs').Queryable) => Promise<T>} fn
 * @param {{ method?: string, path?: string, headers?: Record<string, unknown>,
 *   settings?: Record<string, string>, rollback?: boolean }} [request]
 *   `settings`: more settings for the transaction, set before the role (PostgREST sets the
 *   role's own `alter role … set` settings this way); `rollback`: roll back instead of commit
 * @returns {Promise<T>}
 */
export function runAsCaller(db, caller, fn, request = {}) {
  if (!API_ROLES.includes(caller.role)) {
    return Promise.reject(
      new HttpError(401, {
        code: 'PGRST301',
        details: null,
        hint: null,
        message: `role "${caller.role}" does not exist`,
      }),
    );
  }
  return db.transaction(fn, {
    rollback: request.rollback ?? false,
    settings: {
      ...request.settings,
      role: caller.role,
      'request.jwt.claims': JSON.stringify(caller.claims),
      'request.jwt.claim.sub': typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
      'request.jwt.claim.role': caller.role,
      'request.method': request.method ?? '',
      'request.path': request.path ?? '',
      'request.headers': JSON.stringify(request.headers ?? {}),
    },
  });
}
