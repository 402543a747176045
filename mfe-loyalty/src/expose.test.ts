import { describe, expect, it } from 'vitest';
import { checkContract, checkRouteManifest } from '@bonis/tooling/contract';
import { exposes } from './expose';
import prefetch from './server/prefetch';

describe('mfe-loyalty exposes', () => {
  it('match the contract recorded for the package version', () => {
    expect(checkContract(import.meta.dirname + '/..', exposes)).toEqual([]);
  });

  it('include the route manifest, exported for the shell build and plain data', () => {
    expect(checkRouteManifest(import.meta.dirname + '/..', exposes)).toEqual([]);
  });

  it("include the server's prefetch (src/server/prefetch.ts, its default export)", () => {
    expect(exposes['./prefetch']).toBe('./src/server/prefetch.ts');
    expect(prefetch).toBeTypeOf('function');
  });
});
