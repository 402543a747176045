import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from '@bonis/test-utils';
import { getListing } from './get-listing';

/** The query string of the listing request (one per call). */
const sent = () => {
  expect(supabaseMock.requests).toHaveLength(1);
  const { select, ...rest } = supabaseMock.requests[0]?.query ?? {};
  return { select, rest };
};

describe('getListing', () => {
  it('filters, sorts, counts and pages in the database', async () => {
    supabaseMock.table('products').get({ rows: [], count: 30 });
    const result = await getListing(getSupabase(), {
      scope: { petTypes: ['perros', 'todos'] },
      sort: 'relevance',
      page: 2,
    });
    // the exact count asked for arrives with the page
    expect(result.total).toBe(30);
    expect(supabaseMock.requests[0]?.path).toBe('/rest/v1/products');
    const { select, rest } = sent();
    expect(select).toContain('category:categories(name,slug)');
    expect(rest).toEqual({
      is_active: 'eq.true',
      pet_type: 'in.(perros,todos)',
      order: 'in_stock.desc,price.asc,id.asc',
      offset: '12',
      limit: '12',
    });
  });

  it('searches through search_products with an exact count', async () => {
    supabaseMock.rpc('search_products', () => new Response('[]', { headers: CONTENT_RANGE_7 }));
    const result = await getListing(getSupabase(), {
      scope: { term: ' royal ', categoryId: 'c1', discounted: true },
      sort: 'price-desc',
      page: 1,
    });
    expect(result.total).toBe(7);
    expect(supabaseMock.rpcCalls('search_products')).toEqual([{ p_term: 'royal' }]);
    expect(supabaseMock.requests[0]?.query).toEqual({
      select: expect.any(String),
      category_id: 'eq.c1',
      discount_percentage: 'gt.0',
      order: 'price.desc,id.asc',
      offset: '0',
      limit: '12',
    });
  });

  it('narrows by product group, subcategory and brand (the /products filters)', async () => {
    supabaseMock.table('products').get({ rows: [], count: 0 });
    await getListing(getSupabase(), {
      scope: {
        categoryId: 'c1',
        groupId: 'perros-alimento',
        subcategory: 'Senior',
        brand: "Hill's",
      },
      sort: 'newest',
      page: 1,
    });
    expect(sent().rest).toEqual({
      is_active: 'eq.true',
      category_id: 'eq.c1',
      product_group: 'eq.perros-alimento',
      subcategory: 'eq.Senior',
      brand: "eq.Hill's",
      order: 'created_at.desc,id.asc',
      offset: '0',
      limit: '12',
    });
  });

  it("sorts 'Nombre: A-Z' by the database's Spanish sort key, ties by id", async () => {
    supabaseMock.table('products').get({ rows: [], count: 0 });
    await getListing(getSupabase(), { scope: {}, sort: 'name', page: 1 });
    expect(sent().rest).toEqual({
      is_active: 'eq.true',
      order: 'name_sort.asc,id.asc',
      offset: '0',
      limit: '12',
    });
  });

  it("sorts search results 'Nombre: A-Z' by the same key", async () => {
    supabaseMock.rpc('search_products', () => []);
    await getListing(getSupabase(), { scope: { term: 'arena' }, sort: 'name', page: 1 });
    expect(supabaseMock.requests[0]?.path).toBe('/rest/v1/rpc/search_products');
    expect(sent().rest).toEqual({ order: 'name_sort.asc,id.asc', offset: '0', limit: '12' });
  });

  it('gives an empty page of the same total past the last page', async () => {
    supabaseMock.table('products').get(() =>
      supabaseMock.error({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        status: 416,
      }),
    );
    const result = await getListing(getSupabase(), { scope: {}, sort: 'newest', page: 9 });
    expect(result.products).toEqual([]);
  });

  it('throws the service error', async () => {
    supabaseMock.table('products').get(supabaseMock.error({ code: '42P01', message: 'x' }));
    await expect(
      getListing(getSupabase(), { scope: {}, sort: 'newest', page: 1 }),
    ).rejects.toMatchObject({
      code: '42P01',
    });
  });
});

/** PostgREST's header for a function's rows 0–0 of 7 (an rpc's `count: 'exact'`). */
const CONTENT_RANGE_7 = { 'content-type': 'application/json', 'content-range': '*/7' };
