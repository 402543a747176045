import { inject } from 'vitest';

/** A message of the dev mailbox, as /mailbox?format=json lists it. */
export interface MailboxMessage {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  meta: Record<string, string>;
  sent_at: string;
}

/** The messages sent to an address or phone number (with its '+'), newest first. */
export async function mailbox(to: string, apiUrl = inject('apiUrl')): Promise<MailboxMessage[]> {
  const response = await fetch(`${apiUrl}/mailbox?format=json&to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** The newest message to `to` (of a type, when given); fails when there is none. */
export async function lastMessage(to: string, type?: string, apiUrl = inject('apiUrl')) {
  const messages = await mailbox(to, apiUrl);
  const message = messages.find((m) => type === undefined || m.meta.type === type);
  if (!message) throw new Error(`no ${type ?? ''} message to ${to} in the mailbox`);
  return message;
}

/** A unique Colombian mobile number in E.164 ('+573…'). */
export function uniquePhone() {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `+573${digits}`;
}

/** The claims GoTrue puts in an access token. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/** The claims of an access token (no verification). */
export function decodeJwt(token: string): AccessTokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessTokenClaims;
}

/** The value, or a failed test when it is null or undefined. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, got ${value}`);
  return value;
}

/**
 * A raw request to /auth/v1 with the anon key (or the given key), for checking statuses,
 * headers and bodies that supabase-js hides. `version` sends X-Supabase-Api-Version.
 */
export async function authFetch(
  path: string,
  {
    method = 'GET',
    body,
    key = inject('anonKey'),
    bearer,
    version = '2024-01-01',
    apiUrl = inject('apiUrl'),
    headers = {},
    redirect = 'manual',
  }: {
    method?: string;
    body?: unknown;
    key?: string | null;
    bearer?: string;
    version?: string | null;
    apiUrl?: string;
    headers?: Record<string, string>;
    redirect?: RequestRedirect;
  } = {},
) {
  const all: Record<string, string> = { ...headers };
  if (key) all.apikey = key;
  if (bearer) all.authorization = `Bearer ${bearer}`;
  if (version) all['x-supabase-api-version'] = version;
  if (body !== undefined) all['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/auth/v1${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect,
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The parameters of a URL fragment ('#a=1&b=2'). */
export function fragmentParams(location: string) {
  return new URLSearchParams(new URL(location).hash.slice(1));
}
