import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { useListParams, type UseListParamsOptions } from './use-list-params';

const OPTIONS = {
  sort: { key: 'created_at', direction: 'desc' },
  filters: { status: 'all', category: '' },
  allowedSorts: ['created_at', 'name', 'price'],
} satisfies UseListParamsOptions<{ status: string; category: string }>;

/** The hook inside a router at `url`, with the URL and how it was last changed. */
function renderListParams(
  url: string,
  options: UseListParamsOptions<{ status: string; category: string }> = OPTIONS,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return {
        params: useListParams(options),
        search: location.search,
        navigation: useNavigationType(),
      };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads the defaults from a bare URL', () => {
    const { result } = renderListParams('/admin/products');
    const { params } = result.current;
    expect(params.page).toBe(1);
    expect(params.pageSize).toBe(20);
    expect(params.sort).toEqual({ key: 'created_at', direction: 'desc' });
    expect(params.filters).toEqual({ status: 'all', category: '' });
    expect(params.q).toBe('');
    expect(params.range).toEqual({ from: 0, to: 19 });
  });

  it('reads every value from the URL', () => {
    const { result } = renderListParams(
      '/admin/products?page=3&size=50&sort=price.asc&q=collar&status=active&category=7',
    );
    const { params } = result.current;
    expect(params.page).toBe(3);
    expect(params.pageSize).toBe(50);
    expect(params.sort).toEqual({ key: 'price', direction: 'asc' });
    expect(params.q).toBe('collar');
    expect(params.filters).toEqual({ status: 'active', category: '7' });
    expect(params.range).toEqual({ from: 100, to: 149 });
  });

  it.each([
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=abc', 'page', 1],
    ['page=1e3', 'page', 1],
    ['size=7', 'pageSize', 20],
    ['size=100000', 'pageSize', 20],
    ['size=veinte', 'pageSize', 20],
  ] as const)('falls back to the default for the invalid %s', (query, field, expected) => {
    const { result } = renderListParams(`/admin/products?${query}`);
    expect(result.current.params[field]).toBe(expected);
  });

  it.each(['stock.asc', 'name.up', 'name', '.asc', 'name.asc.desc'])(
    'falls back to the default sort for %s (unknown key or bad direction)',
    (sort) => {
      const { result } = renderListParams(`/admin/products?sort=${sort}`);
      expect(result.current.params.sort).toEqual({ key: 'created_at', direction: 'desc' });
    },
  );

  it('accepts any sort key when the list gives no allowedSorts', () => {
    const { result } = renderListParams('/x?sort=stock.asc', {
      sort: { key: 'created_at', direction: 'desc' },
    });
    expect(result.current.params.sort).toEqual({ key: 'stock', direction: 'asc' });
  });

  it('writes values to the URL, leaves defaults out, and reads them back (round trip)', () => {
    const { result } = renderListParams('/admin/products');
    act(() => result.current.params.setFilter('status', 'inactive'));
    act(() => result.current.params.setSort({ key: 'name', direction: 'asc' }));
    act(() => result.current.params.setPageSize(50));
    act(() => result.current.params.setSearch('  arena gato '));
    act(() => result.current.params.setPage(2));
    expect(result.current.search).toBe(
      '?status=inactive&sort=name.asc&size=50&q=arena+gato&page=2',
    );
    const { params } = result.current;
    expect(params).toMatchObject({
      page: 2,
      pageSize: 50,
      q: 'arena gato',
      sort: { key: 'name', direction: 'asc' },
      filters: { status: 'inactive', category: '' },
    });

    act(() => result.current.params.setFilter('status', 'all'));
    act(() => result.current.params.setSort({ key: 'created_at', direction: 'desc' }));
    act(() => result.current.params.setPageSize(20));
    act(() => result.current.params.setSearch(''));
    expect(result.current.search).toBe('');
  });

  it('goes back to page 1 when the search, a filter, the sort or the page size changes', () => {
    const { result } = renderListParams('/admin/products?page=4');
    const changes = [
      () => result.current.params.setSearch('collar'),
      () => result.current.params.setFilter('category', '3'),
      () => result.current.params.setSort({ key: 'price', direction: 'desc' }),
      () => result.current.params.setPageSize(100),
    ];
    for (const change of changes) {
      act(() => result.current.params.setPage(4));
      expect(result.current.params.page).toBe(4);
      act(change);
      expect(result.current.params.page).toBe(1);
      expect(result.current.search).not.toContain('page=');
    }
  });

  it('replaces the history entry for a search and pushes one for a page change', () => {
    const { result } = renderListParams('/admin/products');
    act(() => result.current.params.setSearch('collar'));
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.params.setPage(2));
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.params.setFilter('status', 'active'));
    expect(result.current.navigation).toBe('PUSH');
  });

  it('keeps other query parameters and removes only its own on reset', () => {
    const { result } = renderListParams('/admin/products?page=2&q=x&status=active&editar=9');
    act(() => result.current.params.reset());
    expect(result.current.search).toBe('?editar=9');
    expect(result.current.params.filters).toEqual({ status: 'all', category: '' });
  });

  it('keeps the same filters and sort objects while the URL does not change them', () => {
    const { result, rerender } = renderListParams('/admin/products?status=active');
    const { filters, sort } = result.current.params;
    rerender();
    expect(result.current.params.filters).toBe(filters);
    expect(result.current.params.sort).toBe(sort);
  });
});
