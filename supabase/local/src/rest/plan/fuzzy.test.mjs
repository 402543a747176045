// @ts-check
import { describe, expect, it } from 'vitest';
import { fuzzyGetOne } from './fuzzy.mjs';

// PostgREST's own examples (Error.hs doctests of noRpcHint and noRelBetweenHint).
describe("fuzzyGetOne, PostgREST's suggestion", () => {
  it('suggests a function by name', () => {
    expect(fuzzyGetOne(['test', 'another'], 'testt')).toBe('test');
    expect(fuzzyGetOne(['test', 'another'], 'other')).toBe('another');
    expect(fuzzyGetOne(['test', 'another'], 'noclosealternative')).toBeUndefined();
  });

  it("suggests an overload's parameters, written as `(a, b)`", () => {
    const overloads = ['(name, param, val)', '(attr, id)'];
    expect(fuzzyGetOne(overloads, '(nam, pqaram, vall)')).toBe('(name, param, val)');
    expect(fuzzyGetOne(overloads, '(param, val)')).toBe('(name, param, val)');
    expect(fuzzyGetOne(overloads, '(attrs, id)')).toBe('(attr, id)');
    expect(fuzzyGetOne(overloads, '(id)')).toBe('(attr, id)');
    expect(fuzzyGetOne(overloads, '(noclosealternative)')).toBeUndefined();
  });

  it('suggests tables', () => {
    expect(fuzzyGetOne(['films'], 'film')).toBe('films');
    expect(fuzzyGetOne(['directors', 'roles', 'actors'], 'role')).toBe('roles');
    expect(fuzzyGetOne(['directors', 'roles', 'actors'], 'noclosealternative')).toBeUndefined();
  });

  it('returns an exact entry whatever its case, and nothing from an empty set', () => {
    expect(fuzzyGetOne(['Films'], 'films')).toBe('Films');
    expect(fuzzyGetOne([], 'films')).toBeUndefined();
  });

  it('keeps to the Levenshtein score: sharing grams is not enough', () => {
    // "titles_of" shares trigrams with "upper_title" but is too far from it.
    expect(fuzzyGetOne(['titles_of', 'add_numbers'], 'upper_title')).toBeUndefined();
    expect(fuzzyGetOne(['add_numbers', 'titles_of'], 'add_number')).toBe('add_numbers');
  });
});
