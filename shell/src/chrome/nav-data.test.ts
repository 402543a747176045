import { describe, expect, it } from 'vitest';
import { ownerOf } from '../routes/route-table';
import { footerGroups, mainNav } from './nav-data';

const links = [
  ...mainNav.map((item) => item.to),
  ...footerGroups.flatMap((group) => group.links.map((link) => link.to)),
];

describe('chrome links', () => {
  it.each(links)('%s is a page of the route table, not a category guess or a 404', (to) => {
    const owner = ownerOf(to);
    expect(owner).toBeDefined();
    expect(owner?.path).not.toBe('/:slug');
  });

  it('the footer carries every link of spec §2', () => {
    const footer = footerGroups.flatMap((group) => group.links.map((link) => link.to));
    expect(footer.sort()).toEqual(
      [
        '/dogs',
        '/cats',
        '/birds',
        '/fish',
        '/accessories',
        '/deals',
        '/help',
        '/shipping',
        '/size-guide',
        '/faq',
        '/contact',
        '/track',
        '/about',
        '/careers',
        '/blog',
        '/press',
        '/sustainability',
        '/affiliates',
        '/terms',
        '/privacy',
        '/cookies',
        '/warranty',
        '/refunds',
      ].sort(),
    );
  });

  it('each main nav link names the remote that renders its page', () => {
    for (const item of mainNav) expect(ownerOf(item.to)?.remote).toBe(item.remote);
  });
});
