import { describe, expect, it } from 'vitest';
import { checkContract, checkRouteManifest, checkRouteRecords } from '@bonis/tooling/contract';
import { records } from './app/route-records';
import { exposes } from './expose';
import prefetch, { records as serverRecords } from './server/prefetch';

describe('mfe-catalog exposes', () => {
  it('match the contract recorded for the package version', () => {
    expect(checkContract(import.meta.dirname + '/..', exposes)).toEqual([]);
  });

  it('include the route manifest, exported for the shell build and plain data', () => {
    expect(checkRouteManifest(import.meta.dirname + '/..', exposes)).toEqual([]);
  });

  it('have the route manifest written from the route records, so a URL is declared once', () => {
    expect(checkRouteRecords(import.meta.dirname + '/..', records)).toEqual([]);
  });

  it("include the server's prefetch (src/server/prefetch.ts, its default export) and the records", () => {
    expect(exposes['./prefetch']).toBe('./src/server/prefetch.ts');
    expect(prefetch).toBeTypeOf('function');
    expect(serverRecords).toBe(records);
  });
});
