import { describe, expect, it } from 'vitest';
import { ownerOf } from './route-table';

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
