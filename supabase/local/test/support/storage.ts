import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { mintJwt } from './admin';
import { client } from './clients';

/** The storage API's base URL. */
export const storageUrl = () => `${inject('apiUrl')}/storage/v1`;

/** A supabase-js client acting with a JWT (a user that need not exist in auth.users). */
export function clientWithJwt(jwt: string): SupabaseClient {
  return createClient(inject('apiUrl'), inject('anonKey'), {
    global: { headers: { Authorization: `Bearer ${jwt}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A signed-in user (by a minted JWT) with its own client. */
export async function storageUser() {
  const id = crypto.randomUUID();
  const jwt = await mintJwt({ sub: id });
  return { id, jwt, supabase: clientWithJwt(jwt) };
}

/** The 67-byte transparent 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const pngBlob = (bytes: Uint8Array = PNG_BYTES) =>
  new Blob([new Uint8Array(bytes)], { type: 'image/png' });

/** A unique bucket, created with the service_role key. */
export async function createTestBucket(
  options: { public?: boolean; fileSizeLimit?: number | string; allowedMimeTypes?: string[] } = {},
) {
  const id = `test-${crypto.randomUUID().slice(0, 8)}`;
  const { error } = await client('service_role').storage.createBucket(id, {
    public: options.public ?? false,
    fileSizeLimit: options.fileSizeLimit,
    allowedMimeTypes: options.allowedMimeTypes,
  });
  if (error) throw error;
  return id;
}

/** Headers of a raw request made with a JWT. */
export const authHeaders = (jwt: string) => ({
  apikey: inject('anonKey'),
  authorization: `Bearer ${jwt}`,
});
