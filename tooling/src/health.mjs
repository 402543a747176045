// @ts-check
/**
 * Readiness by asking, not by reading logs: `waitFor` polls a check until it gives a value, and
 * `waitForHealthy` polls a server's health URL until it answers 2xx.
 */

/**
 * @typedef {object} PollOptions
 * @property {number} [timeoutMs] give up after this long (default 60 s)
 * @property {number} [intervalMs] pause between two checks (default 100 ms)
 * @property {AbortSignal} [signal] stop waiting at once (its reason is the error thrown)
 * @property {string} [what] what is awaited, for the timeout's message
 */

/**
 * Calls `check` until it returns something other than undefined, then returns that. A check
 * that throws counts as "not yet".
 * @template T
 * @param {() => Promise<T | undefined> | T | undefined} check
 * @param {PollOptions} [options]
 * @returns {Promise<T>}
 */
export async function waitFor(
  check,
  { timeoutMs = 60_000, intervalMs = 100, signal, what = 'the check' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let attempts = 0;
  /** @type {unknown} */
  let lastError;
  for (;;) {
    signal?.throwIfAborted();
    attempts += 1;
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    signal?.throwIfAborted();
    if (Date.now() + intervalMs > deadline) {
      const cause = lastError instanceof Error ? ` (last: ${describe(lastError)})` : '';
      throw new Error(
        `${what} did not succeed within ${(timeoutMs / 1000).toFixed(1)} s (${attempts} attempts)${cause}`,
      );
    }
    await new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        resolve(undefined);
      };
      const timer = setTimeout(wake, intervalMs);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }
}

/**
 * Polls `url` (GET) until it answers 2xx; each request may take at most `intervalMs` × 10.
 * @param {string} url e.g. http://127.0.0.1:54321/health
 * @param {PollOptions} [options]
 * @returns {Promise<void>}
 */
export async function waitForHealthy(url, options = {}) {
  const requestMs = Math.max(1000, (options.intervalMs ?? 100) * 10);
  await waitFor(
    async () => {
      // one request at most requestMs, and cut short when the caller gives up
      const request = new AbortController();
      const cancel = () => request.abort();
      const timer = setTimeout(cancel, requestMs);
      options.signal?.addEventListener('abort', cancel, { once: true });
      try {
        const response = await fetch(url, { signal: request.signal });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return true;
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancel);
      }
    },
    { what: `GET ${url}`, ...options },
  );
}

/**
 * An error as one short line, with its cause's code (fetch's "fetch failed" says ECONNREFUSED
 * only there).
 * @param {Error} error
 */
function describe(error) {
  const code = /** @type {{ code?: unknown } | undefined} */ (error.cause)?.code;
  return typeof code === 'string' ? `${error.message}: ${code}` : error.message;
}
