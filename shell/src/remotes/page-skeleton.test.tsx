import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@bonis/test-utils';
import { ownerOf } from '../routes/route-table';
import { PageSkeleton } from './page-skeleton';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemotePage } from './remote-page';

/** The placeholder cards drawn (the design system's product cards, the category tiles). */
const skeletonCards = (container: HTMLElement) =>
  container.querySelectorAll('[data-skeleton]').length;

describe('PageSkeleton', () => {
  it('shows 8 product cards for a product listing, announced as loading', () => {
    const { container } = renderWithProviders(<PageSkeleton kind="products" remote="catalog" />);
    expect(skeletonCards(container)).toBe(8);
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando…$/);
    expect(container.querySelector('[data-page-skeleton]')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows 6 category cards for a category grid', () => {
    const { container } = renderWithProviders(<PageSkeleton kind="categories" remote="catalog" />);
    expect(skeletonCards(container)).toBe(6);
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando…$/);
  });

  it('shows a page outline, with no cards, for any other page', () => {
    const { container } = renderWithProviders(<PageSkeleton kind="page" remote="checkout" />);
    expect(skeletonCards(container)).toBe(0);
    expect(container.querySelector('[data-page-skeleton]')).toHaveAttribute(
      'data-remote-loading',
      'checkout',
    );
  });
});

describe('RemotePage', () => {
  it.each([
    ['/dogs', 'products', 8],
    ['/categories', 'categories', 6],
    ['/cart', 'page', 0],
  ])('shows %s’s skeleton (%s) while its remote loads', async (path, kind, cards) => {
    const runtime = {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise(() => {})),
    } as unknown as FederationRuntime;
    const loader = createRemoteLoader(runtime, {
      catalog: 'http://localhost:3001/mf-manifest.json',
      checkout: 'http://localhost:3002/mf-manifest.json',
    });
    const route = ownerOf(path);
    if (!route) throw new Error(`no route for ${path}`);
    let container: HTMLElement = document.body;
    await act(async () => {
      ({ container } = renderWithProviders(
        <RemoteLoaderContext.Provider value={loader}>
          <RemotePage route={route} />
        </RemoteLoaderContext.Provider>,
        { route: path },
      ));
    });
    const region = container.querySelector('[data-page-skeleton]');
    expect(region).toHaveAttribute('data-page-skeleton', kind);
    expect(region).toHaveAttribute('data-remote-loading', route.remote);
    expect(skeletonCards(container)).toBe(cards);
    // 'Cargando…' is read to screen readers only: the eye sees the skeleton, not a bare word
    expect(screen.getByText('Cargando…')).toHaveAttribute('data-visually-hidden');
  });
});
