import { describe, expect, it } from 'vitest';
import { checkContract } from '@bonis/tooling/contract';
import { exposes } from './expose';

describe('mfe-catalog exposes', () => {
  it('match the contract recorded for the package version', () => {
    expect(checkContract(import.meta.dirname + '/..', exposes)).toEqual([]);
  });
});
