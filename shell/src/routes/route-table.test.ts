import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../config/runtime-config';
import { manifests } from './manifests';
import { ADMIN_ROUTE, duplicatePaths, pageRemoteOf, STOREFRONT_REMOTES } from './owned-routes';
import { NOT_FOUND_TITLE, ownerOf, routeTable, skeletonOf, titleOf } from './route-table';

describe('the route table, built from the remotes’ manifests', () => {
  it('holds every storefront manifest route with the remote that declared it', () => {
    for (const remote of STOREFRONT_REMOTES) {
      for (const route of manifests[remote]) {
        expect(routeTable).toContainEqual({ ...route, remote });
      }
    }
    expect(routeTable).toHaveLength(
      STOREFRONT_REMOTES.reduce((sum, remote) => sum + manifests[remote].length, 0) + 1,
    );
  });

  it('keeps the admin gate as the shell’s own route, the only one of the table', () => {
    expect(routeTable.filter((route) => route.remote === 'admin')).toEqual([ADMIN_ROUTE]);
    expect(ADMIN_ROUTE.path).toBe('/admin/*');
  });

  it('has no path claimed by two manifests (or by a manifest and the shell)', () => {
    const lists = [...REMOTE_NAMES.map((remote) => manifests[remote]), [ADMIN_ROUTE]];
    expect(duplicatePaths(lists)).toEqual([]);
  });

  it('would report a path two manifests claim', () => {
    const cart = { path: '/cart', title: 'Carrito', ssr: false };
    expect(duplicatePaths([[cart], [{ ...cart, title: 'Mi carrito' }]])).toEqual(['/cart']);
  });

  it('gives storefront pages storefront paths and admin pages /admin/ paths only', () => {
    for (const remote of STOREFRONT_REMOTES) {
      for (const route of manifests[remote]) expect(route.path).not.toMatch(/^\/admin(\/|$)/);
    }
    // sections, and pages of one row (a customer, an order's packing slip)
    for (const route of manifests.admin) {
      expect(route.path).toMatch(/^\/admin\/[a-z-]+(\/:[a-z]+(\/[a-z-]+)?)?$/);
    }
  });

  it('has catalog’s category pages, looked up by slug', () => {
    expect(ownerOf('/perros-grandes')).toMatchObject({
      path: '/:slug',
      remote: 'catalog',
      catchAll: true,
    });
  });

  it('has no other route the shell asks its remote about before rendering it', () => {
    expect(routeTable.filter((route) => route.catchAll).map((route) => route.path)).toEqual([
      '/:slug',
    ]);
  });
});

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

describe('titleOf: one title per URL', () => {
  it.each([
    ['/', 'Tienda para perros y gatos'],
    ['/search', 'Resultados de búsqueda'],
    ['/dogs', 'Perros'],
    ['/product/42', 'Producto'],
    ['/cart', 'Carrito'],
    ['/rewards', 'Mis Premios'],
    ['/profile', 'Mi Perfil'],
    ['/admin/products', 'Productos · Administración'],
    ['/admin/shipping-time-ranges', 'Rangos Horarios de Envío · Administración'],
    ['/admin', 'Administración'],
    ['/admin/a-page-this-build-does-not-know', 'Administración'],
    ['/no/such/page', NOT_FOUND_TITLE],
  ])('titles %s "%s"', (pathname, title) => {
    expect(titleOf(pathname)).toBe(title);
  });

  it('takes every storefront title from the manifest of the remote that owns the URL', () => {
    for (const route of routeTable) {
      if (route === ADMIN_ROUTE) continue;
      const sample = route.path.replace(/:[a-z]+/g, 'x');
      expect(titleOf(sample)).toBe(route.title);
      expect(route.title.trim()).not.toBe('');
    }
  });
});

describe('skeletonOf', () => {
  it.each([
    ['/dogs', 'products'],
    ['/all-products', 'products'],
    ['/search', 'products'],
    ['/perros-grandes', 'products'],
    ['/categories', 'categories'],
    ['/', 'page'],
    ['/product/42', 'page'],
    ['/cart', 'page'],
  ])('shows %s’s %s skeleton while its remote loads', (pathname, skeleton) => {
    const owner = ownerOf(pathname);
    expect(owner && skeletonOf(owner)).toBe(skeleton);
  });
});

describe('pageRemoteOf (the preload hint, without react-router)', () => {
  const samples = [
    ...routeTable.map((route) => route.path.replace(':id', '42').replace('/*', '/dashboard')),
    ...manifests.admin.map((route) => route.path),
    '/perros-grandes',
    '/product/1',
    '/orders',
    '/orders/BON-1764000000000',
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
