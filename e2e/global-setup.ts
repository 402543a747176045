import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CANARY_DIR, CANARY_RELEASE } from './tests/support/canary';

/**
 * Builds mfe-catalog a second time, as another release, into e2e/.tmp: the runtime-config
 * test points the unchanged shell at it. Built exactly as the remote is built on its own.
 */
export default function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: path.join(root, 'mfe-catalog'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BONIS_RELEASE: CANARY_RELEASE,
      BONIS_OUT_DIR: CANARY_DIR,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building the canary mfe-catalog failed:\n${result.stdout}\n${result.stderr}`);
  }
}
