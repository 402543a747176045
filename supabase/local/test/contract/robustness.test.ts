import { describe, expect, inject, it } from 'vitest';
import { removeDataDir, startLocalServer } from '../support/server.mjs';

/** A small deterministic PRNG, so a failing fuzz case can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const BAD_QUERIES = [
  'select=(((',
  'select=title,author:authors(',
  'select=*,nope(*)',
  'select=no_such_column',
  'id=eq',
  'id=zz.1',
  'id=eq.not-a-number',
  'id=in.(1,2',
  'or=(id.eq.1',
  'and=id.eq.1',
  'order=title.sideways',
  'order=no_such_column.asc',
  'limit=-1',
  'price=gt.{}',
  'tags=cs.not-an-array',
  'published_on=eq.not-a-date',
  'metadata->>pages=eq.1&select=metadata->',
  'select=title,reviews(rating&reviews.order=nope',
] as const;

const BAD_TARGETS = ['books', 'no_such_table', 'rpc/no_such_function', 'rpc/add_numbers'] as const;

const BAD_BODIES = [
  '{',
  '[1,2',
  'null',
  '"text"',
  '{"title": }',
  '{"no_such_column": 1}',
  '[{"title":1},{"x":2}]',
] as const;

const BAD_TOKENS = [
  'Bearer not-a-jwt',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.bad-signature',
  'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
] as const;

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function makeCase(random: () => number, anonKey: string): Case {
  const kind = Math.floor(random() * 6);
  const headers: Record<string, string> = { apikey: anonKey };
  switch (kind) {
    case 0:
      return { method: 'GET', path: `/rest/v1/books?${pick(random, BAD_QUERIES)}`, headers };
    case 1:
      return {
        method: pick(random, ['POST', 'PATCH']),
        path: `/rest/v1/${pick(random, BAD_TARGETS)}?id=eq.1`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: pick(random, BAD_BODIES),
      };
    case 2:
      return {
        method: 'GET',
        path: `/rest/v1/${pick(random, BAD_TARGETS)}`,
        headers: { ...headers, authorization: pick(random, BAD_TOKENS) },
      };
    case 3:
      return {
        method: 'POST',
        path: `/auth/v1/${pick(random, ['token?grant_type=password', 'token?grant_type=refresh_token', 'signup', 'verify', 'otp', 'token?grant_type=nope'])}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: pick(random, [
          ...BAD_BODIES,
          '{"email":"not-an-email","password":"x"}',
          '{"refresh_token":"nope"}',
        ]),
      };
    case 4:
      return {
        method: pick(random, ['GET', 'POST', 'DELETE']),
        path: `/storage/v1/${pick(random, ['object/no-bucket/a.png', 'bucket/no-bucket', 'object/list/no-bucket', 'object/public/no-bucket/x', 'object/sign/no-bucket/x?token=bad'])}`,
        headers: {
          ...headers,
          'content-type': 'application/json',
          authorization: pick(random, [`Bearer ${anonKey}`, ...BAD_TOKENS]),
        },
        body: pick(random, BAD_BODIES),
      };
    default:
      return {
        method: 'GET',
        path: `/rest/v1/books?select=${'a,'.repeat(Math.floor(random() * 50))}&id=${pick(random, ['eq.%', 'eq.%zz', 'in.()', 'is.maybe'])}`,
        headers,
      };
  }
}

describe('robustness', () => {
  it('answers a few hundred malformed requests with a 4xx each and keeps serving', async () => {
    const url = inject('apiUrl');
    const random = prng(20_261_121);
    const failures: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const request = makeCase(random, inject('anonKey'));
      const response = await fetch(`${url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : request.body,
      });
      await response.arrayBuffer();
      if (response.status < 400 || response.status >= 500) {
        failures.push(
          `${request.method} ${request.path} ${request.body ?? ''} → ${response.status}`,
        );
      }
    }
    expect(failures).toEqual([]);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
  }, 120_000);

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const url = inject('apiUrl');
    const big = JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) });
    const response = await fetch(`${url}/rest/v1/books`, {
      method: 'POST',
      headers: { apikey: inject('serviceRoleKey'), 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('refuses requests without an API key with 401', async () => {
    const response = await fetch(`${inject('apiUrl')}/rest/v1/books`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('restart', () => {
  it('keeps the data written before a clean stop', async () => {
    const databaseUrl = inject('databaseUrl') || undefined;
    const first = await startLocalServer({ databaseUrl });
    const marker = `restart-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const query = async (server: { url: string; serviceRoleKey: string }, sql: string) => {
      const response = await fetch(`${server.url}/pg/query`, {
        method: 'POST',
        headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
        body: JSON.stringify({ query: sql }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Array<Record<string, unknown>>;
    };
    try {
      await query(first, `insert into public.authors (name) values ('${marker}')`);
      expect(await first.stop('SIGTERM')).toBe(0);
      const second = await startLocalServer({ databaseUrl, dataDir: first.dataDir });
      try {
        const rows = await query(
          second,
          `select name from public.authors where name = '${marker}'`,
        );
        expect(rows).toEqual([{ name: marker }]);
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
      removeDataDir(first.dataDir);
    }
  }, 120_000);
});
