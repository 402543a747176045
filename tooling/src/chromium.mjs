// @ts-check
/**
 * Debian's Chromium for every browser the project drives (Playwright tests, bench scripts).
 * No test tool downloads a browser here: find it at CHROMIUM_PATH or /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';

/** Launch flags that keep Chromium quiet on a machine with a closed network (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} the path of the Chromium executable
 */
export function chromiumPath(env = process.env) {
  const candidate = env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      [
        `Chromium was not found at ${candidate}.`,
        "Install Debian's Chromium (as root): apt-get update && apt-get install -y chromium",
        'or point CHROMIUM_PATH at an installed Chromium. Test tools may not download their own browser here.',
      ].join('\n'),
    );
  }
  return candidate;
}
