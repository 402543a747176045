import { describe, expect, it } from 'vitest';
import { pageRemoteOf } from './owned-routes';
import { ownerOf, routeTable } from './route-table';

describe('ownerOf', () => {
  it.each([
    ['/', 'catalog'],
    ['/dogs', 'catalog'],
    ['/product/42', 'catalog'],
    ['/products', 'catalog'],
    ['/search', 'catalog'],
    ['/privacy', 'catalog'],
    ['/cart', 'checkout'],
    ['/payment', 'checkout'],
    ['/premios', 'loyalty'],
    ['/membership', 'loyalty'],
    ['/regalos', 'loyalty'],
    ['/profile', 'account'],
    ['/favorites', 'account'],
    ['/admin', 'admin'],
    ['/admin/dashboard', 'admin'],
    ['/admin/shipping-time-ranges', 'admin'],
  ])('sends %s to %s', (pathname, remote) => {
    expect(ownerOf(pathname)?.remote).toBe(remote);
  });

  it('ranks fixed paths above the /:slug category lookup', () => {
    expect(ownerOf('/cart')?.path).toBe('/cart');
    expect(ownerOf('/perros-grandes')?.path).toBe('/:slug');
  });

  it('leaves deeper unknown paths to the not-found page', () => {
    expect(ownerOf('/no/such/page')).toBeUndefined();
    expect(ownerOf('/product')).toMatchObject({ path: '/:slug' });
    expect(ownerOf('/product/1/extra')).toBeUndefined();
  });
});

describe('pageRemoteOf (the preload hint, without react-router)', () => {
  const samples = [
    ...routeTable.map((route) => route.path.replace(':id', '42').replace('/*', '/dashboard')),
    '/perros-grandes',
    '/product/1',
    '/admin',
    '/admin/products/new',
  ];

  it.each(samples)('agrees with ownerOf on %s', (pathname) => {
    expect(pageRemoteOf(pathname)).toBe(ownerOf(pathname)?.remote);
  });

  it('names no remote for deeper unknown paths', () => {
    expect(pageRemoteOf('/no/such/page')).toBeUndefined();
  });
});
