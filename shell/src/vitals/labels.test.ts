import { afterEach, describe, expect, it } from 'vitest';
import {
  appOf,
  deviceClassOf,
  isRoutePattern,
  pageRootLabels,
  releaseLabel,
  releasesOf,
  renderSourceOf,
  tableLabels,
} from './labels';

/** A page root as a remote draws it. */
function pageRoot(attributes: Record<string, string>) {
  const element = document.createElement('section');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** A Performance whose navigation entry carries these Server-Timing entries. */
const performanceWith = (serverTiming: { name: string; description: string }[] | undefined) =>
  ({
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ serverTiming }] : []),
  }) as unknown as Performance;

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('route patterns', () => {
  it.each(['/', '/product/:id', '/admin/*', '*', '/:slug', '/admin/orders/:id/lista-de-empaque'])(
    'takes %s',
    (route) => expect(isRoutePattern(route)).toBe(true),
  );

  it.each([
    ['a concrete product URL', '/product/12345'],
    ['a query string', '/search?q=collar'],
    ['a full URL', 'https://bonis.co/cart'],
    ['a hex id', '/orders/3f2a9c1be4d07a65'],
    ['nothing', ''],
    ['more than 120 characters', `/${'a'.repeat(120)}`],
  ])('refuses %s, as the database does', (_, route) => expect(isRoutePattern(route)).toBe(false));
});

describe('labels from the route table', () => {
  it('labels a product URL with its pattern and the catalog, never with the URL', () => {
    expect(tableLabels('/product/7f3c')).toEqual({ route: '/product/:id', app: 'catalog' });
  });

  it('labels an admin URL with mfe-admin’s own page pattern', () => {
    expect(tableLabels('/admin/orders/abc/lista-de-empaque')).toEqual({
      route: '/admin/orders/:id/lista-de-empaque',
      app: 'admin',
    });
    expect(tableLabels('/admin/no-existe')).toEqual({ route: '/admin/*', app: 'admin' });
  });

  it('labels a URL no route matches as the shell’s not-found page', () => {
    expect(tableLabels('/no/existe/aqui')).toEqual({ route: '*', app: 'shell' });
  });
});

describe('labels from the page root', () => {
  it('takes the remote and the route the page root carries, for the URL on screen', () => {
    window.history.replaceState(null, '', '/admin/users/42');
    pageRoot({ 'data-remote': 'mfe-admin', 'data-route': '/admin/users/:id' });
    expect(pageRootLabels('/admin/users/42', document)).toEqual({
      route: '/admin/users/:id',
      app: 'admin',
    });
  });

  it('gives nothing for another URL than the one on screen, or a root without a pattern', () => {
    window.history.replaceState(null, '', '/cart');
    pageRoot({ 'data-remote': 'mfe-checkout', 'data-route': '/cart/12345' });
    expect(pageRootLabels('/cart', document)).toBeUndefined();
    expect(pageRootLabels('/product/7', document)).toBeUndefined();
  });

  it('reads an app from a build folder name, and nothing else', () => {
    expect(appOf('mfe-loyalty')).toBe('loyalty');
    expect(appOf('mfe-evil')).toBeUndefined();
    expect(appOf(undefined)).toBeUndefined();
  });
});

describe('releases', () => {
  it('collects the release every remote on the page stamped, and the shell’s', () => {
    pageRoot({ 'data-remote': 'mfe-catalog', 'data-release': '0.4.0' });
    pageRoot({ 'data-remote': 'mfe-account', 'data-release': '2026-12-08 canary' });
    pageRoot({ 'data-remote': 'mfe-admin' });
    expect(releasesOf(document, '0.1.0')).toEqual({
      catalog: '0.4.0',
      account: '2026-12-08-canary',
      shell: '0.1.0',
    });
  });

  it('leaves out a release label nothing of can be kept', () => {
    expect(releaseLabel('---')).toBeUndefined();
    expect(releaseLabel('')).toBeUndefined();
    expect(releaseLabel(' v1.2 ')).toBe('v1.2');
  });
});

describe('render source and device', () => {
  it('reads the server’s `Server-Timing: render` of the document', () => {
    expect(renderSourceOf(performanceWith([{ name: 'render', description: 'cache' }]))).toBe(
      'cache',
    );
    expect(
      renderSourceOf(
        performanceWith([
          { name: 'db', description: 'x' },
          { name: 'render', description: 'server' },
        ]),
      ),
    ).toBe('server');
  });

  it('says browser without the header, or with a value it doesn’t know', () => {
    expect(renderSourceOf(performanceWith(undefined))).toBe('browser');
    expect(renderSourceOf(performanceWith([{ name: 'render', description: 'cdn' }]))).toBe(
      'browser',
    );
    expect(renderSourceOf(undefined)).toBe('browser');
  });

  it('counts a viewport under 768 px as mobile', () => {
    expect(deviceClassOf(390)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('desktop');
    expect(deviceClassOf(1280)).toBe('desktop');
  });
});
