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
