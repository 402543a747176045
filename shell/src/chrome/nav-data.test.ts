import { describe, expect, it } from 'vitest';
import { manifests } from '../routes/manifests';
import { pageRemoteOf } from '../routes/owned-routes';
import { ownerOf } from '../routes/route-table';
import { chromeLinks, footerGroups, mainNav, manifestTitleOf } from './nav-data';

const footerLinks = footerGroups.flatMap((group) => group.links);

/**
 * The page a link of the chrome opens, from the route table built from the manifests: a fixed
 * route of a storefront remote (not a guess at a category slug, not the 404) or a page of
 * mfe-admin's manifest.
 */
function pageOf(to: string) {
  if (to.startsWith('/admin/')) return manifests.admin.find((route) => route.path === to);
  const owner = ownerOf(to);
  return owner && !owner.catchAll ? owner : undefined;
}

describe('chrome links', () => {
  it.each([
    ...mainNav.map((item) => item.to),
    ...footerLinks.map((link) => link.to),
    ...Object.values(chromeLinks),
  ])('%s is a page of a remote’s manifest', (to) => {
    expect(pageOf(to)).toBeDefined();
  });

  it('would catch a link that points nowhere', () => {
    expect(pageOf('/nowhere/at-all')).toBeUndefined();
    expect(pageOf('/a-category-guess')).toBeUndefined();
    expect(pageOf('/admin/not-a-page')).toBeUndefined();
  });

  it('the footer carries every link of spec §2', () => {
    expect(footerLinks.map((link) => link.to).sort()).toEqual(
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

  it('names each footer link with its page’s title', () => {
    for (const link of footerLinks) {
      expect(link.label).toBe(manifestTitleOf(link.to));
      expect(link.label).toBe(ownerOf(link.to)?.title);
    }
    expect(footerLinks.find((link) => link.to === '/size-guide')?.label).toBe('Guía de tallas');
  });

  it('preloads, on hover, the remote that renders each main nav link’s page', () => {
    for (const item of mainNav) expect(pageRemoteOf(item.to)).toBe(ownerOf(item.to)?.remote);
    expect(pageRemoteOf('/membership')).toBe('loyalty');
  });
});
