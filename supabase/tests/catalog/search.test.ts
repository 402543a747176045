import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, lit, sql, unique } from '../support/db';

/** The ids of an rpc answer (the untyped client can't tell a set from one row). */
const idsOf = (data: unknown) => ((data as { id: string }[] | null) ?? []).map((row) => row.id);

/**
 * search_products: the storefront's text search over active products (name, brand,
 * description), callable by anyone, composable with select/filter/order/range/count.
 */
describe('search_products', () => {
  const word = unique('zq').toLowerCase();
  let ids: Record<'name' | 'brand' | 'description' | 'inactive' | 'literal', string>;

  beforeAll(async () => {
    const rows = await sql<{ id: string; tag: keyof typeof ids }>(
      `insert into public.products (name, brand, description, price, stock_quantity, is_active, pet_type)
       values
         (${lit(`Collar ${word} rojo`)}, 'Marca', '', 30000, 5, true, 'perros'),
         ('Cama suave', ${lit(`${word}pets`)}, '', 90000, 5, true, 'gatos'),
         ('Arnés', 'Marca', ${lit(`Hecho con ${word} reciclado`)}, 50000, 0, true, 'perros'),
         (${lit(`Juguete ${word} viejo`)}, 'Marca', '', 10000, 5, false, 'perros'),
         (${lit(`Descuento 100% ${word}_x`)}, 'Marca', '', 20000, 5, true, 'todos')
       returning id, case
         when name like 'Collar%' then 'name' when name = 'Cama suave' then 'brand'
         when name = 'Arnés' then 'description' when name like 'Juguete%' then 'inactive'
         else 'literal' end as tag`,
    );
    ids = Object.fromEntries(rows.map((row) => [row.tag, row.id])) as typeof ids;
  });

  it('finds active products by name, brand or description, and never an inactive one', async () => {
    const { data, error } = await anonClient()
      .rpc('search_products', { p_term: word })
      .select('id');
    expect(error).toBeNull();
    expect(idsOf(data).sort()).toEqual([ids.name, ids.brand, ids.description, ids.literal].sort());
  });

  it('matches without regard to case', async () => {
    const { data } = await anonClient()
      .rpc('search_products', { p_term: word.toUpperCase() })
      .select('id');
    expect(data).toHaveLength(4);
  });

  it('finds nothing for fewer than 3 characters', async () => {
    const { data, error } = await anonClient()
      .rpc('search_products', { p_term: ' ab ' })
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('treats % and _ in the term as plain characters', async () => {
    const percent = await anonClient()
      .rpc('search_products', { p_term: `100% ${word}` })
      .select('id');
    expect(percent.data).toEqual([{ id: ids.literal }]);
    const wildcard = await anonClient()
      .rpc('search_products', { p_term: `${word}_` })
      .select('id');
    expect(wildcard.data).toEqual([{ id: ids.literal }]);
    const everything = await anonClient().rpc('search_products', { p_term: '%%%' }).select('id');
    expect(everything.data).toEqual([]);
  });

  it('returns at most p_limit rows for the header box', async () => {
    const { data } = await anonClient()
      .rpc('search_products', { p_term: word, p_limit: 2 })
      .select('id');
    expect(data).toHaveLength(2);
  });

  it('composes with filters, order, range, an exact count and the category embed', async () => {
    const { data, count, error } = await anonClient()
      .rpc('search_products', { p_term: word }, { count: 'exact' })
      .select('id, price, category:categories(name)')
      .in('pet_type', ['perros', 'todos'])
      .order('price', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(idsOf(data)).toEqual([ids.description, ids.name]);
  });
});
