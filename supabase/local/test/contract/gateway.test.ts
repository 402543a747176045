/**
 * What a web page the developer happens to visit, or a token made elsewhere, can no longer do
 * to the local server: forge tokens with the public demo secret, reach /pg/query or /mailbox
 * from a browser, read the APIs cross-origin, rebind DNS to it, set the token issuer through
 * Host, or use a token minted for another audience.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { signJwt } from '../../src/keys.mjs';
import { DEMO_JWT_SECRET } from '../../src/config.mjs';
import { mintJwt, sql } from '../support/admin';
import { authFetch, decodeJwt } from '../support/auth';

const apiUrl = () => new URL(inject('apiUrl'));
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch won't let a test set Host). */
function raw(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = apiUrl();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers, setHost: !('Host' in headers) },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A websocket handshake's status line (101 when accepted). */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  const url = apiUrl();
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: `/realtime/v1/websocket?apikey=${inject('anonKey')}&vsn=1.0.0`,
      setHost: !('Host' in headers),
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from(unique('k').slice(0, 16).padEnd(16, 'x')).toString(
          'base64',
        ),
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const demoToken = (claims: Record<string, unknown>) =>
  signJwt(DEMO_JWT_SECRET, { exp: Math.floor(Date.now() / 1000) + 3600, ...claims });

const anonHeaders = () => ({ apikey: inject('anonKey') });
const reviewCount = async (body: string) =>
  Number(
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from public.reviews where body = '${body}'`,
      )
    )[0]?.n,
  );

describe('keys', () => {
  it('signs with a secret of its own, not the Supabase CLI demo secret', async () => {
    const demoAnon = await demoToken({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });
    expect(inject('anonKey')).not.toBe(demoAnon);
    expect(inject('jwtSecret')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a service_role token minted with the demo secret, and it changes nothing', async () => {
    const forged = await demoToken({ role: 'service_role' });
    const body = unique('forged-review');
    const insert = await fetch(`${inject('apiUrl')}/rest/v1/reviews`, {
      method: 'POST',
      headers: {
        apikey: forged,
        authorization: `Bearer ${forged}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ book_id: 1, rating: 5, body }),
    });
    expect(insert.status).toBe(401);
    expect(await insert.json()).toMatchObject({ code: 'PGRST301' });
    expect(await reviewCount(body)).toBe(0);

    const query = await fetch(`${inject('apiUrl')}/pg/query`, {
      method: 'POST',
      headers: { apikey: forged, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `insert into public.reviews (book_id, rating, body) values (1, 5, '${body}')`,
      }),
    });
    expect(query.status).toBe(401);
    expect(await reviewCount(body)).toBe(0);
  });

  it("refuses a token minted with the demo secret for a real user's id", async () => {
    const email = `${unique('victim')}@example.com`;
    const signup = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'a-long-password-1' },
    });
    expect(signup.status).toBe(200);
    const { user } = signup.json as { user: { id: string } };
    const forged = await demoToken({ role: 'authenticated', aud: 'authenticated', sub: user.id });
    const response = await fetch(`${inject('apiUrl')}/auth/v1/user`, {
      headers: { ...anonHeaders(), authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(email);
  });
});

describe('/pg/query and /mailbox', () => {
  it('refuse any request that carries an Origin, allowed store origins included, with no CORS', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:3000', 'null']) {
      const body = unique('from-a-page');
      const query = await raw('/pg/query', {
        method: 'POST',
        headers: {
          Origin: origin,
          apikey: inject('serviceRoleKey'),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          query: `insert into public.reviews (book_id, rating, body) values (1, 5, '${body}')`,
        }),
      });
      expect(query.status).toBe(403);
      expect(query.headers['access-control-allow-origin']).toBeUndefined();
      expect(await reviewCount(body)).toBe(0);

      for (const path of ['/mailbox?format=json', '/mailbox.json', '/mailboxes?format=json']) {
        const mailbox = await raw(path, { headers: { Origin: origin } });
        expect(mailbox.status, path).toBe(403);
        expect(mailbox.body).not.toContain('[');
        expect(mailbox.headers['access-control-allow-origin']).toBeUndefined();
      }

      const preflight = await raw('/mailbox?format=json', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('still answer tools on this machine (no Origin), /pg/query only with the service_role key', async () => {
    const mailbox = await raw('/mailbox?format=json');
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers['access-control-allow-origin']).toBeUndefined();
    const page = await raw('/mailbox');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const anon = await raw('/pg/query', {
      method: 'POST',
      headers: { ...anonHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'select 1' }),
    });
    expect(anon.status).toBe(403);
    expect(await sql('select 1 + 1 as two')).toEqual([{ two: 2 }]);
  });
});

describe('CORS', () => {
  it("answers the store's origins from the allowlist, without credentials", async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://localhost:4100',
      'http://127.0.0.1:3001',
    ]) {
      const preflight = await raw('/rest/v1/books', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('apikey');
    }
  });

  it('refuses any other origin, preflight and request alike, and sends no CORS headers', async () => {
    for (const origin of ['http://evil.example', 'https://localhost.evil.example', 'null']) {
      const preflight = await raw('/rest/v1/reviews', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

      const body = unique('cross-origin');
      const token = await mintJwt();
      const insert = await raw('/rest/v1/reviews', {
        method: 'POST',
        headers: {
          Origin: origin,
          apikey: inject('anonKey'),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ book_id: 1, rating: 5, body }),
      });
      expect(insert.status).toBe(403);
      expect(insert.headers['access-control-allow-origin']).toBeUndefined();
      expect(await reviewCount(body)).toBe(0);

      const read = await raw('/auth/v1/settings', {
        headers: { Origin: origin, ...anonHeaders() },
      });
      expect(read.status).toBe(403);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets requests without an Origin (servers, images, tools) through', async () => {
    const read = await raw('/rest/v1/books?select=id&limit=1', { headers: anonHeaders() });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Host allowlist (DNS rebinding)', () => {
  it('refuses a Host that is not this machine, on every route, and runs nothing', async () => {
    const host = `attacker.example:${apiUrl().port}`;
    const body = unique('rebound');
    const query = await raw('/pg/query', {
      method: 'POST',
      headers: { Host: host, apikey: inject('serviceRoleKey'), 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `insert into public.reviews (book_id, rating, body) values (1, 5, '${body}')`,
      }),
    });
    expect(query.status).toBe(403);
    expect(await reviewCount(body)).toBe(0);
    for (const path of [
      '/mailbox?format=json',
      '/rest/v1/books',
      '/auth/v1/settings',
      '/storage/v1/bucket',
      '/health',
    ]) {
      const response = await raw(path, { headers: { Host: host, ...anonHeaders() } });
      expect(response.status, path).toBe(403);
    }
    expect(await upgradeStatus({ Host: host })).toBe(403);
  });

  it('answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    const port = apiUrl().port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await raw('/health', { headers: { Host: host } })).status, host).toBe(200);
    }
    expect(await upgradeStatus({})).toBe(101);
  });

  it('refuses a websocket from a page on another origin', async () => {
    expect(await upgradeStatus({ Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus({ Origin: 'http://localhost:3000' })).toBe(101);
  });
});

describe('token issuer', () => {
  it('comes from configuration, not from Host or X-Forwarded-Host', async () => {
    const email = `${unique('issuer')}@example.com`;
    const signup = await authFetch('/signup', {
      method: 'POST',
      body: { email, password: 'a-long-password-1' },
      headers: { 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(signup.status).toBe(200);
    const session = signup.json as { access_token: string };
    expect(decodeJwt(session.access_token).iss).toBe(`${inject('apiUrl')}/auth/v1`);

    const viaLocalhost = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: {
        Host: `localhost:${apiUrl().port}`,
        ...anonHeaders(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'a-long-password-1' }),
    });
    expect(viaLocalhost.status).toBe(200);
    const token = (JSON.parse(viaLocalhost.body) as { access_token: string }).access_token;
    expect(decodeJwt(token).iss).toBe(`${inject('apiUrl')}/auth/v1`);
  });
});

describe('audience', () => {
  it('refuses a token minted for another audience, and it changes nothing', async () => {
    const body = unique('other-audience');
    const insert = async (token: string) =>
      fetch(`${inject('apiUrl')}/rest/v1/reviews`, {
        method: 'POST',
        headers: {
          ...anonHeaders(),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ book_id: 1, rating: 4, body }),
      });
    for (const aud of ['another-project', ['another-project', 'yet-another']]) {
      const refused = await insert(
        await signJwt(inject('jwtSecret'), {
          aud,
          role: 'authenticated',
          sub: crypto.randomUUID(),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
      );
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        code: 'PGRST303',
        message: 'JWT not in audience',
      });
      expect(await reviewCount(body)).toBe(0);
    }
    const accepted = await insert(await mintJwt());
    expect(accepted.status).toBe(201);
    expect(await reviewCount(body)).toBe(1);
  });
});
