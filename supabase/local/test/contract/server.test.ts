import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

describe('the local server', () => {
  it('answers a health check with the database it runs on', async () => {
    const response = await fetch(`${inject('apiUrl')}/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: inject('database') });
  });

  it('sends CORS headers to browser origins', async () => {
    const response = await fetch(`${inject('apiUrl')}/rest/v1/books`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('lists mailbox messages as JSON', async () => {
    const response = await fetch(`${inject('apiUrl')}/mailbox?format=json`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('pg-meta /pg/query', () => {
  it('runs SQL for the service_role key only', async () => {
    const { sql } = await import('../support/admin');
    expect(await sql('select 1 + 1 as two')).toEqual([{ two: 2 }]);
    const anon = await fetch(`${inject('apiUrl')}/pg/query`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'select 1' }),
    });
    expect(anon.status).toBe(403);
  });
});
