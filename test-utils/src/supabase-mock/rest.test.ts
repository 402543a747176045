import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { supabaseMock } from './supabase-mock';
import type { TableRequest } from './rest';

const PRODUCTS = [
  { id: 'p1', name: 'Collar reflectivo' },
  { id: 'p2', name: 'Arena de sílica' },
];

describe('supabaseMock tables (real supabase-js against msw)', () => {
  it('provides a fresh client for each test as the page client', () => {
    expect(getSupabase()).toBe(supabaseMock.client);
  });

  it('answers a select with the handler rows, and tells the handler what was asked', async () => {
    const seen: TableRequest[] = [];
    supabaseMock.table('products').get((request) => {
      seen.push(request);
      return PRODUCTS;
    });

    const { data, error } = await getSupabase()
      .from('products')
      .select('id, name, category:categories(name)')
      .eq('is_active', true)
      .in('category_id', ['c1', 'c2'])
      .order('name', { ascending: true })
      .range(10, 19);

    expect(error).toBeNull();
    expect(data).toEqual(PRODUCTS);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      table: 'products',
      method: 'GET',
      select: 'id,name,category:categories(name)',
      filters: { is_active: 'eq.true', category_id: 'in.(c1,c2)' },
      order: 'name.asc',
      offset: 10,
      limit: 10,
      single: false,
      userId: null,
    });
    expect(request?.eq('is_active')).toBe('true');
    expect(request?.eq('category_id')).toBeUndefined();
  });

  it('reports the total a handler gives as count, through Content-Range', async () => {
    supabaseMock
      .table('products')
      .get(({ offset }) => ({ rows: PRODUCTS, count: 42 + (offset ?? 0) }));

    const { data, count, error } = await getSupabase()
      .from('products')
      .select('id, name', { count: 'exact' })
      .range(0, 1);

    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(count).toBe(42);
  });

  it('counts the rows when the handler gives no total, and answers a head request', async () => {
    supabaseMock.table('user_favorites').get(PRODUCTS);

    const { count, data, error } = await getSupabase()
      .from('user_favorites')
      .select('*', { count: 'exact', head: true });

    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('answers .single() with the one row, and a PGRST116 error for none', async () => {
    supabaseMock.table('products').get(({ eq }) => PRODUCTS.filter((row) => row.id === eq('id')));

    const found = await getSupabase().from('products').select('id, name').eq('id', 'p2').single();
    const missing = await getSupabase().from('products').select('id, name').eq('id', 'p9').single();

    expect(found).toMatchObject({ data: PRODUCTS[1], error: null });
    expect(missing.data).toBeNull();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
    });
  });

  it('answers .maybeSingle() with the row or null', async () => {
    supabaseMock
      .table('app_settings')
      .get(({ eq }) => (eq('id') === '1' ? [{ site_name: 'Boñis' }] : []));

    const row = await getSupabase()
      .from('app_settings')
      .select('site_name')
      .eq('id', 1)
      .maybeSingle();
    const none = await getSupabase()
      .from('app_settings')
      .select('site_name')
      .eq('id', 2)
      .maybeSingle();

    expect(row).toMatchObject({ data: { site_name: 'Boñis' }, error: null });
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('gives supabase-js the PostgREST error a handler returns, with its status', async () => {
    supabaseMock
      .table('cart_items')
      .get(
        supabaseMock.error({ code: '42501', message: 'permission denied for table cart_items' }),
      );

    const { data, error, status } = await getSupabase().from('cart_items').select('*');

    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for table cart_items',
      details: null,
      hint: null,
    });
  });

  it('answers inserts, updates and deletes, with the rows only when asked for them', async () => {
    supabaseMock
      .table('categories')
      .post(({ body }) => ({ id: 'a1', ...(body as object) }))
      .patch(({ body, eq }) => [{ id: eq('id'), ...(body as object) }])
      .delete(() => [{ id: 'a1' }]);
    const client = getSupabase();

    const inserted = await client
      .from('categories')
      .insert({ name: 'Juguetes' } as never)
      .select()
      .single();
    const updated = await client
      .from('categories')
      .update({ name: 'Snacks' } as never)
      .eq('id', 'a1');
    const deleted = await client.from('categories').delete().eq('id', 'a1').select('id');

    expect(inserted).toMatchObject({
      status: 201,
      data: { id: 'a1', name: 'Juguetes' },
      error: null,
    });
    expect(updated).toMatchObject({ status: 204, data: null, error: null });
    expect(deleted).toMatchObject({ status: 200, data: [{ id: 'a1' }], error: null });
    expect(supabaseMock.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual(
      [
        { method: 'POST', path: '/rest/v1/categories', body: { name: 'Juguetes' } },
        { method: 'PATCH', path: '/rest/v1/categories', body: { name: 'Snacks' } },
        { method: 'DELETE', path: '/rest/v1/categories', body: undefined },
      ],
    );
  });

  it('lets the last handler win, and a once handler answer one request', async () => {
    supabaseMock.table('categories').get([{ id: 'old' }]);
    supabaseMock.table('categories').get([{ id: 'new' }]);
    supabaseMock.table('categories').get([{ id: 'first' }], { once: true });

    const first = await getSupabase().from('categories').select('id');
    const second = await getSupabase().from('categories').select('id');

    expect(first.data).toEqual([{ id: 'first' }]);
    expect(second.data).toEqual([{ id: 'new' }]);
  });

  it('turns a network failure into a supabase-js fetch error', async () => {
    supabaseMock.table('products').get(() => supabaseMock.networkError());

    const { data, error } = await getSupabase().from('products').select('id');

    expect(data).toBeNull();
    expect(error?.message).toMatch(/fetch/i);
  });
});

describe('supabaseMock functions', () => {
  it('answers rpc with the handler result and logs the arguments', async () => {
    supabaseMock.rpc('add_to_cart', ({ body }) => ({
      added: body.p_quantity,
      line_quantity: 3,
      cart_units: 5,
    }));

    const { data, error } = await getSupabase().rpc('add_to_cart', {
      p_product_id: 'p1',
      p_quantity: 2,
    });

    expect(error).toBeNull();
    expect(data).toEqual({ added: 2, line_quantity: 3, cart_units: 5 });
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: 'p1', p_quantity: 2 }]);
    expect(supabaseMock.requests).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/add_to_cart',
        query: {},
        body: { p_product_id: 'p1', p_quantity: 2 },
      },
    ]);
  });

  it('gives supabase-js a raised exception as error, message and code intact', async () => {
    supabaseMock.rpc('add_to_cart', () =>
      supabaseMock.error({ code: 'P0001', message: 'Este producto ya no está disponible' }),
    );

    const { data, error, status } = await getSupabase().rpc('add_to_cart', {
      p_product_id: 'p1',
      p_quantity: 1,
    });

    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Este producto ya no está disponible' });
  });

  it('answers a function without arguments and a null result', async () => {
    supabaseMock.rpc('header_counts', () => null);

    const { data, error } = await getSupabase().rpc('header_counts');

    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});

describe('unhandled requests', () => {
  it('fail the request with msw naming it, instead of reaching the network', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => printed.mockRestore());

    const { error } = await getSupabase().from('orders').select('id');

    expect(error).not.toBeNull();
    expect(supabaseMock.requests).toEqual([]);
    expect(printed).toHaveBeenCalledWith(
      expect.stringContaining('GET http://supabase.test/rest/v1/orders?select=id'),
    );
  });

  it('start each test with no handlers and an empty log', async () => {
    supabaseMock.table('products').get(PRODUCTS);
    await getSupabase().from('products').select('id');
    expect(supabaseMock.requests).toHaveLength(1);
  });

  it('do not see the previous test handlers or requests', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => printed.mockRestore());
    expect(supabaseMock.requests).toEqual([]);
    const { error } = await getSupabase().from('products').select('id');
    expect(error).not.toBeNull();
  });
});

describe('a request left in flight by an earlier test', () => {
  let earlierClient: BonisClient | undefined;

  it('(an earlier test keeps its client)', () => {
    earlierClient = supabaseMock.client;
  });

  it('is never answered, logged or handled by the next test', async () => {
    const seen: string[] = [];
    supabaseMock.table('products').get(({ userId }) => {
      seen.push(String(userId));
      return PRODUCTS;
    });
    let settled = false;
    void earlierClient
      ?.from('products')
      .select('id')
      .then(() => (settled = true));

    const { data } = await getSupabase().from('products').select('id');

    expect(data).toEqual(PRODUCTS);
    expect(seen).toHaveLength(1);
    expect(supabaseMock.requests).toHaveLength(1);
    expect(settled).toBe(false);
  });
});
