import { describe, expect, it } from 'vitest';
import { viewportFor } from './use-carousel-visible';

describe('viewportFor', () => {
  it('is the narrowest viewport where that many whole 280 px slides fit the home', () => {
    // 1 slide: 280 + 2 × 16 padding; 2: 576 + 32; from md (768) the padding is 24
    expect(viewportFor(1)).toBe(312);
    expect(viewportFor(2)).toBe(608);
    expect(viewportFor(3)).toBe(920);
    expect(viewportFor(4)).toBe(1216);
  });
});
