// @ts-check
import { describe, expect, it } from 'vitest';
import { apps, portsFrom, remotes, runtimeConfig } from './apps.mjs';

describe('apps', () => {
  it('serves the shell on 3000 and the five remotes on 3001–3005', () => {
    expect(apps.map((app) => [app.dir, app.port])).toEqual([
      ['shell', 3000],
      ['mfe-catalog', 3001],
      ['mfe-checkout', 3002],
      ['mfe-loyalty', 3003],
      ['mfe-account', 3004],
      ['mfe-admin', 3005],
    ]);
    expect(portsFrom(4100)).toMatchObject({ shell: 4100, admin: 4105 });
  });

  it('writes each remote manifest URL into the runtime config', () => {
    const origins = Object.fromEntries(remotes.map((r) => [r.name, `http://cdn.test/${r.name}`]));
    const supabase = { url: 'http://127.0.0.1:54321', anonKey: 'the-anon-key' };
    const config = runtimeConfig({ remoteOrigins: origins, supabase });
    expect(config.remotes.catalog).toBe('http://cdn.test/catalog/mf-manifest.json');
    expect(Object.keys(config.remotes)).toHaveLength(5);
    expect(config.supabase).toEqual(supabase);
  });

  it('refuses a runtime config with a remote left out', () => {
    const supabase = { url: 'http://127.0.0.1:54321', anonKey: 'the-anon-key' };
    expect(() => runtimeConfig({ remoteOrigins: { catalog: 'http://x' }, supabase })).toThrow(
      /checkout/,
    );
  });
});
