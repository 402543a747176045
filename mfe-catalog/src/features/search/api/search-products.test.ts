import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../../../testing/fake-supabase';
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
    const { client, requests } = createFakeSupabase(() => ({ data: [product], error: null }));
    const signal = new AbortController().signal;

    await expect(searchProducts(client, '  pro plan ', { signal })).resolves.toEqual([product]);

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      kind: 'rpc',
      name: 'search_products',
      args: { p_term: 'pro plan', p_limit: 6 },
      calls: [
        { method: 'select', args: ['id, name, price, images, brand'] },
        { method: 'abortSignal', args: [signal] },
      ],
    });
  });

  it('does not ask the server for fewer than 3 characters', async () => {
    const { client, requests } = createFakeSupabase(() => ({ data: [product], error: null }));

    await expect(searchProducts(client, ' pr  ')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('throws the server error instead of returning nothing', async () => {
    const failure = { code: 'PGRST000', message: 'boom' };
    const { client } = createFakeSupabase(() => ({ data: null, error: failure }));

    await expect(searchProducts(client, 'kong')).rejects.toBe(failure);
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
