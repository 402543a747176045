// @ts-check
import { describe, expect, it } from 'vitest';
import { createRouter, isMatch } from './router.mjs';

describe('createRouter', () => {
  const router = createRouter([
    ['GET', '/health', 'health'],
    [['GET', 'POST'], '/object/list/:bucket', 'list'],
    ['POST', '/object/:bucket/*', 'upload'],
    ['GET', '/object/:bucket/*', 'download'],
    ['*', '/any', 'any'],
  ]);

  it('matches literal paths and gives no params', () => {
    expect(router.match('GET', '/health')).toEqual({ handler: 'health', params: {} });
  });

  it('takes the first route that matches, so fixed paths win over patterns', () => {
    expect(router.match('POST', '/object/list/photos')).toEqual({
      handler: 'list',
      params: { bucket: 'photos' },
    });
    expect(router.match('POST', '/object/photos/a/b%20c.png')).toEqual({
      handler: 'upload',
      params: { bucket: 'photos', '*': 'a/b%20c.png' },
    });
  });

  it('lets a final * match nothing, and a :param never match an empty segment', () => {
    expect(router.match('GET', '/object/photos')).toMatchObject({ params: { '*': '' } });
    expect(router.match('GET', '/object//x')).toBeUndefined();
  });

  it('reports the allowed methods when only the method is wrong', () => {
    expect(router.match('DELETE', '/health')).toEqual({ allowed: ['GET'] });
    expect(router.match('PUT', '/object/list/b')).toEqual({ allowed: ['GET', 'POST'] });
  });

  it('answers undefined when no path matches, and * accepts any method', () => {
    expect(router.match('GET', '/nope')).toBeUndefined();
    expect(isMatch(router.match('PATCH', '/any'))).toBe(true);
    expect(isMatch(router.match('GET', '/nope'))).toBe(false);
  });

  it('treats regular-expression characters in literal segments literally', () => {
    const dots = createRouter([['GET', '/a.b', 1]]);
    expect(dots.match('GET', '/a.b')).toBeDefined();
    expect(dots.match('GET', '/axb')).toBeUndefined();
  });
});
