import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** the secret the server signs with, for tests that mint their own tokens */
    jwtSecret: string;
    database: 'pglite' | 'postgres';
    databaseUrl: string;
  }
}

/** A supabase-js client against the server under test (no session persistence, ws transport). */
export function client(key: 'anon' | 'service_role' = 'anon'): SupabaseClient {
  const apiKey = key === 'anon' ? inject('anonKey') : inject('serviceRoleKey');
  return createClient(inject('apiUrl'), apiKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A unique, valid email for one test. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new signed-in user with its own client. */
export async function signedInClient(password = 'secret-123') {
  const supabase = client();
  const email = uniqueEmail();
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error) throw error;
  if (!data.session) {
    const signIn = await supabase.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  const user = (await supabase.auth.getUser()).data.user;
  if (!user) throw new Error('no user after sign-up');
  return { supabase, user, email, password };
}
