import { inject } from 'vitest';
import { signJwt } from '../../src/keys.mjs';

/**
 * Runs SQL as the database owner through the server's pg-meta endpoint (service_role only):
 * for setting up and inspecting data that supabase-js can't reach. `on` is another server a
 * test started (default: the suite's server).
 */
export async function sql<T = Record<string, unknown>>(
  query: string,
  on: { url: string; serviceRoleKey: string } = {
    url: inject('apiUrl'),
    serviceRoleKey: inject('serviceRoleKey'),
  },
): Promise<T[]> {
  const response = await fetch(`${on.url}/pg/query`, {
    method: 'POST',
    headers: {
      apikey: on.serviceRoleKey,
      authorization: `Bearer ${on.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sql failed: ${JSON.stringify(body)}`);
  return body as T[];
}

/**
 * A JWT signed with the server's secret, as GoTrue would issue it, for a user
 * that need not exist in auth.users.
 */
export async function mintJwt(
  claims: { sub?: string; role?: string; exp?: number; email?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(inject('jwtSecret'), {
    aud: 'authenticated',
    role: 'authenticated',
    sub: crypto.randomUUID(),
    iat: now,
    exp: now + 3600,
    ...claims,
  });
}
