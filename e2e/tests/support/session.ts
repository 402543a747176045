import { expect, type Page } from '@playwright/test';
import { e2eAnonKey } from './keys';
import { E2E_SUPABASE_URL } from './ports';

/** The seeded demo accounts (README). */
export const DEMO = {
  shopper: { email: 'cliente@bonis.co', password: 'Cliente123' },
  member: { email: 'socio@bonis.co', password: 'Socio123' },
  admin: { email: 'admin@bonis.co', password: 'Admin123' },
  staff: { email: 'personal@bonis.co', password: 'Personal123' },
} as const;

/** Where supabase-js keeps the session for a project on 127.0.0.1 (`sb-<host part>-auth-token`). */
const STORAGE_KEY = 'sb-127-auth-token';

/** The headers of an anonymous API call to the e2e run's local server. */
const anonHeaders = async () => ({
  apikey: await e2eAnonKey(),
  'content-type': 'application/json',
});

/** Signs in over the auth API (GoTrue's password grant) and returns the session JSON. */
export async function passwordSession(email: string, password: string) {
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: await anonHeaders(),
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: HTTP ${response.status}`);
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    user: { id: string };
  };
}

/** A new shopper (sign-up gives 100 welcome points), signed in over the API. */
export async function newShopper(firstName = 'Prueba') {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bonis.co`;
  const password = 'Prueba123';
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: await anonHeaders(),
    body: JSON.stringify({ email, password, data: { first_name: firstName, last_name: 'E2E' } }),
  });
  if (!response.ok) throw new Error(`sign-up failed: HTTP ${response.status}`);
  const session = await passwordSession(email, password);
  return { email, password, session };
}

/** A PostgREST call as that user (their own rows only: RLS decides). */
export async function rest(
  accessToken: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(await anonHeaders()),
      authorization: `Bearer ${accessToken}`,
      prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/**
 * Opens the store already signed in: the session is put where supabase-js restores it from,
 * exactly as after a sign-in in an earlier visit.
 */
export async function restoreSession(page: Page, email: string, password: string) {
  const session = await passwordSession(email, password);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, JSON.stringify(session)] as const,
  );
  return session;
}

/** Signs in the way a shopper does: the header's button, then the login modal. */
export async function signInWithModal(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog).toBeHidden();
}
