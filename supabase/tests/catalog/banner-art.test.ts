import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BANNERS = path.resolve(import.meta.dirname, '..', '..', 'seed', 'product-images', 'banners');

/**
 * The seeded home banners are illustrations only: the storefront writes the banner's title,
 * text and button over the image (under it on a phone), so words drawn into the art would show
 * a second headline, or half of one where the phone's crop cuts it.
 */
describe('seeded banner art', () => {
  const files = readdirSync(BANNERS).filter((name) => name.endsWith('.svg'));

  it('exists for the seed’s banners', () => {
    expect(files).toEqual(expect.arrayContaining(['hero.svg', 'gatos.svg']));
  });

  it.each(files)('%s draws no words', (name) => {
    const svg = readFileSync(path.join(BANNERS, name), 'utf8');
    expect(svg).not.toMatch(/<(text|tspan|textPath|foreignObject)\b/);
    expect(svg).not.toMatch(/\baria-label=/);
  });
});
