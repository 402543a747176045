// @ts-check
import { describe, expect, it } from 'vitest';
import { contentType, decodeMediaType, negotiate, splitAccept, toMime } from './media.mjs';

describe('media types (PostgREST MediaType.hs)', () => {
  it('splits Accept as WAI does: spaces dropped, by q, then by specificity', () => {
    expect(splitAccept('text/csv;q=0.5, */*, application/json')).toEqual([
      'application/json',
      '*/*',
      'text/csv',
    ]);
    expect(
      splitAccept('application/vnd.pgrst.plan+json; for="application/json"; options=;'),
    ).toEqual(['application/vnd.pgrst.plan+json;for="application/json";options=;']);
  });

  it('decodes the plan media type with its for and options, and names it canonically', () => {
    const plan = decodeMediaType(
      'application/vnd.pgrst.plan+json;for="application/vnd.pgrst.object+json;nulls=stripped";options=wal|analyze|nope',
    );
    expect(plan).toEqual({
      type: 'plan',
      of: { type: 'single', stripNulls: true },
      format: 'json',
      options: ['analyze', 'wal'],
    });
    expect(toMime(plan)).toBe(
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json;nulls=stripped"; options=analyze|wal',
    );
    expect(toMime(decodeMediaType('application/vnd.pgrst.plan'))).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"',
    );
    expect(toMime(decodeMediaType('application/vnd.pgrst.array+json'))).toBe('application/json');
    expect(decodeMediaType('ApplicatIon/vnd.PgRsT.object+json')).toEqual({
      type: 'single',
      stripNulls: false,
    });
  });

  it('produces a plan only when db-plan-enabled is on', () => {
    const accept = 'application/vnd.pgrst.plan; for="text/csv"; options=verbose';
    expect(() => negotiate(accept, { planEnabled: false })).toThrow(
      'None of these media types are available: application/vnd.pgrst.plan+text; for="text/csv"; options=verbose',
    );
    const media = negotiate(accept, { planEnabled: true });
    expect(media).toMatchObject({ kind: 'csv', plan: { format: 'text', options: ['verbose'] } });
    expect(contentType(media)).toBe(
      'application/vnd.pgrst.plan+text; for="text/csv"; options=verbose; charset=utf-8',
    );
    expect(negotiate(undefined, { planEnabled: false })).toEqual({
      kind: 'json',
      stripNulls: false,
    });
  });
});
