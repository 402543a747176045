// @ts-check
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, waitForHealthy } from './health.mjs';

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/**
 * A server whose /health answers 503 to its first `failures` requests, then 200 (never, when
 * `failures` is Infinity); it counts the requests.
 * @param {number} failures
 */
async function flakyServer(failures) {
  const state = { requests: 0 };
  const server = createServer((req, res) => {
    if (req.url !== '/health') return void res.writeHead(404).end();
    state.requests += 1;
    res.writeHead(state.requests > failures ? 200 : 503).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/health`, state };
}

describe('waitForHealthy', () => {
  it('polls until the health URL answers 2xx', async () => {
    const { url, state } = await flakyServer(3);
    await waitForHealthy(url, { intervalMs: 10, timeoutMs: 5000 });
    // three 503s, then the 200 it stopped at
    expect(state.requests).toBe(4);
  });

  it('fails with a timeout naming the URL and the last answer when it never gets healthy', async () => {
    const { url, state } = await flakyServer(Infinity);
    const started = Date.now();
    await expect(waitForHealthy(url, { intervalMs: 20, timeoutMs: 300 })).rejects.toThrow(
      `GET ${url} did not succeed within 0.3 s`,
    );
    await expect(waitForHealthy(url, { intervalMs: 20, timeoutMs: 300 })).rejects.toThrow(
      /HTTP 503/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(state.requests).toBeGreaterThan(2);
  });

  it('keeps polling while nothing listens yet (connection refused)', async () => {
    // a port that was just free: nothing listens on it
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (closed.address());
    await new Promise((resolve) => closed.close(() => resolve(undefined)));
    const refused = `http://127.0.0.1:${port}/health`;
    await expect(waitForHealthy(refused, { intervalMs: 10, timeoutMs: 200 })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('stops at once, with the reason, when its signal aborts', async () => {
    const { url } = await flakyServer(Infinity);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the server exited (1)')), 50);
    const started = Date.now();
    await expect(
      waitForHealthy(url, { intervalMs: 1000, timeoutMs: 60_000, signal: controller.signal }),
    ).rejects.toThrow('the server exited (1)');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('waitFor', () => {
  it('returns the first value its check gives, counting throws as "not yet"', async () => {
    let calls = 0;
    const value = await waitFor(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('not yet');
        return calls === 3 ? 'ready' : undefined;
      },
      { intervalMs: 5 },
    );
    expect(value).toBe('ready');
    expect(calls).toBe(3);
  });
});
