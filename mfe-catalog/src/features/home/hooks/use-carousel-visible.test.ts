import { describe, expect, it } from 'vitest';
import { slidesThatFit } from './use-carousel-visible';

describe('slidesThatFit', () => {
  it.each([
    // a 320 px and a 390 px phone's column (16 px of padding each side): one, and a peek
    [288, 1],
    [358, 1],
    // n slides need n × 280 + (n − 1) × 16
    [575, 1],
    [576, 2],
    [871, 2],
    [872, 3],
    [1167, 3],
    // the home at 1280 px beside the floating controls' 64 px gutter: 1280 − 64 − 48 of padding
    [1168, 4],
    [1232, 4],
  ])('fits in a %i px column %i whole 280 px slides, at most 4', (width, count) => {
    expect(slidesThatFit(width)).toBe(count);
  });
});
