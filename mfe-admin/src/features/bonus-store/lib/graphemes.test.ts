import { describe, expect, it } from 'vitest';
import { graphemeCount } from './graphemes';

describe('graphemeCount', () => {
  it('counts what a person sees: an emoji of several code points is one character', () => {
    expect(graphemeCount('🎁')).toBe(1);
    expect(graphemeCount('🏷️')).toBe(1); // U+1F3F7 U+FE0F
    expect(graphemeCount('👨‍👩‍👧')).toBe(1); // joined by ZWJ
    expect(graphemeCount('🇨🇴')).toBe(1); // two regional indicators
    expect(graphemeCount('n\u0303')).toBe(1); // ñ as n + combining tilde
    expect(graphemeCount('VIP')).toBe(3);
    expect(graphemeCount('')).toBe(0);
  });
});
