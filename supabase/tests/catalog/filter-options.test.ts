import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, first, lit, newAdmin, sql, unique } from '../support/db';

type OptionRow = { facet: string; value: string; label: string; products: number };
const optionsOf = (data: unknown, facet: string) =>
  ((data as OptionRow[] | null) ?? [])
    .filter((row) => row.facet === facet)
    .map((row) => `${row.label}:${row.products}`);

/**
 * product_filter_options: the /products filter bar's groups, subcategories and brands, taken
 * from the active products in scope (never from inactive ones), narrowing as filters are chosen.
 */
describe('product_filter_options', () => {
  let category: string;
  let otherCategory: string;
  let food: string;
  let toys: string;

  beforeAll(async () => {
    const slug = unique('facet');
    category = first(
      await sql<{ id: string }>(
        `insert into public.categories (name, slug) values (${lit(slug)}, ${lit(slug)}) returning id`,
      ),
    ).id;
    otherCategory = first(
      await sql<{ id: string }>(
        `insert into public.categories (name, slug) values (${lit(`${slug}-b`)}, ${lit(`${slug}-b`)}) returning id`,
      ),
    ).id;
    food = `${slug}-alimento`;
    toys = `${slug}-juguetes`;
    await sql(
      `insert into public.product_groups (id, category_id, name, position) values
         (${lit(toys)}, ${lit(category)}, 'Juguetes', 2),
         (${lit(food)}, ${lit(category)}, 'Alimento', 1),
         (${lit(`${slug}-vacio`)}, ${lit(category)}, 'Vacío', 3)`,
    );
    await sql(
      `insert into public.product_subcategories (group_id, name, position) values
         (${lit(food)}, 'Senior', 2), (${lit(food)}, 'Cachorros', 1), (${lit(toys)}, 'Pelotas', 1)`,
    );
    await sql(
      `insert into public.products (name, brand, price, category_id, product_group, subcategory, is_active) values
         ('A', 'Zeta', 1000, ${lit(category)}, ${lit(food)}, 'Cachorros', true),
         ('B', 'alfa', 1000, ${lit(category)}, ${lit(food)}, 'Cachorros', true),
         ('C', 'Zeta', 1000, ${lit(category)}, ${lit(food)}, 'Senior', true),
         ('D', 'Kong', 1000, ${lit(category)}, ${lit(toys)}, 'Pelotas', true),
         ('E', 'Oculta', 1000, ${lit(category)}, ${lit(toys)}, 'Pelotas', false),
         ('F', '', 1000, ${lit(category)}, null, null, true),
         ('G', 'Otra', 1000, ${lit(otherCategory)}, null, null, true)`,
    );
  });

  it('lists the groups, subcategories and brands of a category with their product counts', async () => {
    const { data, error } = await anonClient().rpc('product_filter_options', {
      p_category_id: category,
    });
    expect(error).toBeNull();
    // Groups and subcategories in menu order; a group without products is not offered.
    expect(optionsOf(data, 'group')).toEqual(['Alimento:3', 'Juguetes:1']);
    expect(optionsOf(data, 'subcategory')).toEqual(['Cachorros:2', 'Pelotas:1', 'Senior:1']);
    // Brands by name, case aside; blank brands and other categories' brands are left out.
    expect(optionsOf(data, 'brand')).toEqual(['alfa:1', 'Kong:1', 'Zeta:2']);
  });

  it('never counts or offers what only inactive products have', async () => {
    const { data } = await anonClient().rpc('product_filter_options', {
      p_category_id: category,
      p_group: toys,
    });
    expect(optionsOf(data, 'brand')).toEqual(['Kong:1']);
    expect(optionsOf(data, 'brand')).not.toContain('Oculta:1');
  });

  it('narrows subcategories to the group, and brands to the group and subcategory', async () => {
    const byGroup = await anonClient().rpc('product_filter_options', {
      p_category_id: category,
      p_group: food,
    });
    expect(optionsOf(byGroup.data, 'group')).toEqual(['Alimento:3', 'Juguetes:1']);
    expect(optionsOf(byGroup.data, 'subcategory')).toEqual(['Cachorros:2', 'Senior:1']);
    expect(optionsOf(byGroup.data, 'brand')).toEqual(['alfa:1', 'Zeta:2']);

    const bySubcategory = await anonClient().rpc('product_filter_options', {
      p_category_id: category,
      p_group: food,
      p_subcategory: 'Senior',
    });
    expect(optionsOf(bySubcategory.data, 'brand')).toEqual(['Zeta:1']);
  });

  it('gives an admin the same options a shopper sees', async () => {
    const admin = await newAdmin();
    const { data, error } = await admin.client.rpc('product_filter_options', {
      p_category_id: category,
      p_group: toys,
    });
    expect(error).toBeNull();
    expect(optionsOf(data, 'brand')).toEqual(['Kong:1']);
  });
});
