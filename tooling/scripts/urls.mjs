// @ts-check
import { apps } from '../src/apps.mjs';

/**
 * Prints where each app is served.
 * @param {Record<string, { url: string }>} servers app name → running server
 */
export function printUrls(servers) {
  const [hostApp, ...remoteApps] = apps;
  if (!hostApp) return;
  console.log(`\n  Boñis store    ${servers[hostApp.name]?.url ?? '(not started)'}`);
  for (const app of remoteApps) {
    console.log(
      `  ${app.dir.padEnd(14)} ${servers[app.name]?.url ?? '(not started)'}/mf-manifest.json`,
    );
  }
  console.log('');
}
