// @ts-check
/**
 * Starts the local Supabase-compatible server (supabase/local) as its own process — PGlite
 * blocks its event loop, so it never shares one with the web servers — and waits until it
 * prints its URL. Its output is forwarded with a `[supabase]` prefix.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(ROOT, 'supabase', 'local', 'src', 'cli.mjs');

/**
 * @param {{ args?: string[], env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, anonKey: string, stop: () => Promise<void> }>}
 */
export function startSupabaseLocal({ args = [], env = process.env, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local Supabase server did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    /** @param {Buffer} chunk */
    const forward = (chunk) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n'))
        if (line.trim()) console.log(`[supabase] ${line.replace(/^\[supabase\] /, '')}`);
      const url = /API URL: (\S+)/.exec(output)?.[1];
      const anonKey = /anon key: (\S+)/.exec(output)?.[1];
      if (url && anonKey) {
        clearTimeout(timer);
        resolve({
          url,
          anonKey,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local Supabase server exited (${code}) before it was ready`));
    });
  });
}
