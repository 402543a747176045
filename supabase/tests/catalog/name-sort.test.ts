import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, first, lit, newAdmin, sql, unique } from '../support/db';

/**
 * 'Nombre: A-Z' orders by products.name_sort (then id): Spanish dictionary order on every
 * database, whatever its collation — case and accents ignored, 'ñ' after 'n'.
 */
describe("the products' name sort key", () => {
  let category: string;
  const names = [
    'Zanahoria deshidratada',
    'Arena Sanicat',
    'oso de peluche',
    'ñandú de juguete',
    'Arena de Sílica',
    'cao',
    'árbol para gatos',
    'ZETA collar',
    'caña de pescar',
    'arbol para gatos',
    'nube de algodón',
    'canasta',
    'Árbol para gatos',
    'zapato mordedor',
    'cana',
  ];

  beforeAll(async () => {
    const slug = unique('orden');
    category = first(
      await sql<{ id: string }>(
        `insert into public.categories (name, slug) values (${lit(slug)}, ${lit(slug)}) returning id`,
      ),
    ).id;
    await sql(
      `insert into public.products (name, price, stock_quantity, category_id)
       select n, 10000, 5, ${lit(category)} from unnest(array[${names.map(lit).join(', ')}]) n`,
    );
  });

  /** The category's product names, ordered by PostgREST as the listing asks. */
  async function listed(column: string) {
    const { data, error } = await anonClient()
      .from('products')
      .select('name')
      .eq('category_id', category)
      .order(column)
      .order('id');
    expect(error).toBeNull();
    return (data ?? []).map((row: { name: string }) => row.name);
  }

  it("sorts 'Arena de Sílica' before 'Arena Sanicat', and capitals among small letters", async () => {
    const sorted = await listed('name_sort');

    expect(sorted.slice(3)).toEqual([
      'Arena de Sílica',
      'Arena Sanicat',
      'cana',
      'canasta',
      'caña de pescar',
      'cao',
      'nube de algodón',
      'ñandú de juguete',
      'oso de peluche',
      'Zanahoria deshidratada',
      'zapato mordedor',
      'ZETA collar',
    ]);
  });

  it("puts 'árbol', 'arbol' and 'Árbol' side by side, first: accents and case do not count", async () => {
    const sorted = await listed('name_sort');

    expect(sorted.slice(0, 3).sort()).toEqual(
      ['arbol para gatos', 'Árbol para gatos', 'árbol para gatos'].sort(),
    );
  });

  it("puts 'ñ' after every 'n' and before 'o', as in a Spanish dictionary", async () => {
    const sorted = await listed('name_sort');

    expect(sorted.indexOf('nube de algodón')).toBeLessThan(sorted.indexOf('ñandú de juguete'));
    expect(sorted.indexOf('ñandú de juguete')).toBeLessThan(sorted.indexOf('oso de peluche'));
    expect(sorted.indexOf('canasta')).toBeLessThan(sorted.indexOf('caña de pescar'));
    expect(sorted.indexOf('caña de pescar')).toBeLessThan(sorted.indexOf('cao'));
  });

  it('orders the search results the same way (search_products returns the column too)', async () => {
    const { data, error } = await anonClient()
      .rpc('search_products', { p_term: 'Arena' })
      .select('name')
      .eq('category_id', category)
      .order('name_sort')
      .order('id');

    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Arena de Sílica' }, { name: 'Arena Sanicat' }]);
  });

  it('keeps the key in step with the name when an admin adds or renames a product through the API', async () => {
    const admin = await newAdmin();
    const created = await admin.client
      .from('products')
      .insert({ name: 'Ñame Orgánico', price: 1_000, category_id: category, is_active: false })
      .select('id, name_sort')
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.name_sort).toBe('n~ame organico');

    const renamed = await admin.client
      .from('products')
      .update({ name: 'Ámbar Premium' })
      .eq('id', created.data?.id ?? '')
      .select('name_sort')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data?.name_sort).toBe('ambar premium');
  });

  it('cannot be written: the key is generated from the name', async () => {
    const admin = await newAdmin();
    const [row] = await sql<{ id: string }>(
      `select id from public.products where category_id = ${lit(category)} and name = 'cao'`,
    );
    const { error } = await admin.client
      .from('products')
      .update({ name_sort: 'aaa' })
      .eq('id', row?.id ?? '');

    expect(error).not.toBeNull();
    expect(
      await sql(`select name_sort from public.products where id = ${lit(row?.id ?? '')}`),
    ).toEqual([{ name_sort: 'cao' }]);
  });
});
