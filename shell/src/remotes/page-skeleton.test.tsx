import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ownerOf } from '../routes/route-table';
import { PageSkeleton } from './page-skeleton';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemotePage } from './remote-page';

const skeletonCards = (container: HTMLElement) =>
  container.querySelectorAll('[data-skeleton]').length;

describe('PageSkeleton', () => {
  it('shows 8 product cards for a product listing, announced as loading', () => {
    const { container } = render(<PageSkeleton kind="products" remote="catalog" />);
    expect(skeletonCards(container)).toBe(8);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows 6 category cards for a category grid', () => {
    const { container } = render(<PageSkeleton kind="categories" remote="catalog" />);
    expect(skeletonCards(container)).toBe(6);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
  });

  it('shows a page outline, with no cards, for any other page', () => {
    const { container } = render(<PageSkeleton kind="page" remote="checkout" />);
    expect(skeletonCards(container)).toBe(0);
    expect(container.querySelector('[data-remote-loading="checkout"]')).not.toBeNull();
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
      ({ container } = render(
        <MemoryRouter initialEntries={[path]}>
          <RemoteLoaderContext.Provider value={loader}>
            <RemotePage route={route} />
          </RemoteLoaderContext.Provider>
        </MemoryRouter>,
      ));
    });
    const region = container.querySelector('[aria-busy="true"]');
    expect(region?.getAttribute('data-page-skeleton')).toBe(kind);
    expect(region?.getAttribute('data-remote-loading')).toBe(route.remote);
    expect(skeletonCards(container)).toBe(cards);
    // 'Cargando…' is only read to screen readers: the eye sees the skeleton, not a bare word
    expect(screen.getByText('Cargando…').hasAttribute('data-visually-hidden')).toBe(true);
  });
});
