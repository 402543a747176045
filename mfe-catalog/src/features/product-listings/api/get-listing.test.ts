import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../../../testing/fake-supabase';
import { getListing } from './get-listing';

const calls = (fake: ReturnType<typeof createFakeSupabase>) =>
  fake.requests[0]?.calls.map((call) => [call.method, ...call.args]);

describe('getListing', () => {
  it('filters, sorts, counts and pages in the database', async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null, count: 30 }) as never);
    const result = await getListing(fake.client, {
      scope: { petTypes: ['perros', 'todos'] },
      sort: 'relevance',
      page: 2,
    });
    expect(result.total).toBe(30);
    expect(fake.requests[0]?.name).toBe('products');
    expect(calls(fake)).toEqual([
      ['select', expect.stringContaining('category:categories(name, slug)'), { count: 'exact' }],
      ['eq', 'is_active', true],
      ['in', 'pet_type', ['perros', 'todos']],
      ['order', 'in_stock', { ascending: false }],
      ['order', 'price', { ascending: true }],
      ['order', 'id'],
      ['range', 12, 23],
    ]);
  });

  it('searches through search_products with an exact count', async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null, count: 0 }) as never);
    await getListing(fake.client, {
      scope: { term: ' royal ', categoryId: 'c1', discounted: true },
      sort: 'price-desc',
      page: 1,
    });
    expect(fake.requests[0]).toMatchObject({
      kind: 'rpc',
      name: 'search_products',
      args: { p_term: 'royal' },
    });
    expect(calls(fake)).toEqual([
      ['select', expect.any(String)],
      ['eq', 'category_id', 'c1'],
      ['gt', 'discount_percentage', 0],
      ['order', 'price', { ascending: false }],
      ['order', 'id'],
      ['range', 0, 11],
    ]);
  });

  it('narrows by product group, subcategory and brand (the /products filters)', async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null, count: 0 }) as never);
    await getListing(fake.client, {
      scope: {
        categoryId: 'c1',
        groupId: 'perros-alimento',
        subcategory: 'Senior',
        brand: "Hill's",
      },
      sort: 'newest',
      page: 1,
    });
    expect(calls(fake)).toEqual([
      ['select', expect.any(String), { count: 'exact' }],
      ['eq', 'is_active', true],
      ['eq', 'category_id', 'c1'],
      ['eq', 'product_group', 'perros-alimento'],
      ['eq', 'subcategory', 'Senior'],
      ['eq', 'brand', "Hill's"],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['range', 0, 11],
    ]);
  });

  it("sorts 'Nombre: A-Z' by the database's Spanish sort key, ties by id", async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null, count: 0 }) as never);
    await getListing(fake.client, { scope: {}, sort: 'name', page: 1 });
    expect(calls(fake)).toEqual([
      ['select', expect.any(String), { count: 'exact' }],
      ['eq', 'is_active', true],
      ['order', 'name_sort', { ascending: true }],
      ['order', 'id'],
      ['range', 0, 11],
    ]);
  });

  it("sorts search results 'Nombre: A-Z' by the same key", async () => {
    const fake = createFakeSupabase(() => ({ data: [], error: null, count: 0 }) as never);
    await getListing(fake.client, { scope: { term: 'arena' }, sort: 'name', page: 1 });
    expect(fake.requests[0]).toMatchObject({ kind: 'rpc', name: 'search_products' });
    expect(calls(fake)).toEqual([
      ['select', expect.any(String)],
      ['order', 'name_sort', { ascending: true }],
      ['order', 'id'],
      ['range', 0, 11],
    ]);
  });

  it('throws the service error', async () => {
    const fake = createFakeSupabase(() => ({ data: null, error: { code: '42P01', message: 'x' } }));
    await expect(
      getListing(fake.client, { scope: {}, sort: 'newest', page: 1 }),
    ).rejects.toMatchObject({
      code: '42P01',
    });
  });
});
