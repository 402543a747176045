import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { deferred, supabaseMock } from '@bonis/test-utils';
import { searchProducts, searchProductsQueryOptions } from './search-products';

const product = {
  id: 'p1',
  name: 'Pro Plan Cachorro 3 kg',
  price: 189900,
  images: ['catalog/pro-plan.svg'],
  brand: 'Pro Plan',
};

describe('searchProducts', () => {
  it('asks search_products for 6 products with the trimmed term and the columns it shows', async () => {
    supabaseMock.rpc('search_products', () => [product]);

    await expect(searchProducts(getSupabase(), '  pro plan ')).resolves.toEqual([product]);

    expect(supabaseMock.requests).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/search_products',
        query: { select: 'id,name,price,images,brand' },
        body: { p_term: 'pro plan', p_limit: 6 },
      },
    ]);
  });

  it('cancels the request when its signal aborts (a newer keystroke superseded it)', async () => {
    const answer = deferred<undefined>();
    supabaseMock.rpc('search_products', async () => {
      await answer.promise;
      return [product];
    });
    const controller = new AbortController();

    const search = searchProducts(getSupabase(), 'kong', { signal: controller.signal });
    controller.abort();
    answer.resolve(undefined);

    await expect(search).rejects.toMatchObject({ message: expect.stringMatching(/abort/i) });
  });

  it('does not ask the server for fewer than 3 characters', async () => {
    await expect(searchProducts(getSupabase(), ' pr  ')).resolves.toEqual([]);
    expect(supabaseMock.requests).toHaveLength(0);
  });

  it('throws the server error instead of returning nothing', async () => {
    supabaseMock.rpc('search_products', () =>
      supabaseMock.error({ code: 'PGRST000', message: 'boom' }),
    );

    await expect(searchProducts(getSupabase(), 'kong')).rejects.toMatchObject({
      code: 'PGRST000',
      message: 'boom',
    });
  });
});

describe('searchProductsQueryOptions', () => {
  it('keys the search under products by trimmed term and is disabled below 3 characters', () => {
    expect(searchProductsQueryOptions(' kong ').queryKey).toEqual([
      'products',
      'search',
      'kong',
      6,
    ]);
    expect(searchProductsQueryOptions('ko').enabled).toBe(false);
    expect(searchProductsQueryOptions('kon').enabled).toBe(true);
  });
});
