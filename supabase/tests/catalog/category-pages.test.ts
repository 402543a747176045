import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, first, lit, newAdmin, sql, unique } from '../support/db';

type CategoryRow = { id: string; slug: string; pet_types: string[] | null; product_count: number };
type OptionRow = { facet: string; value: string; label: string; products: number };

/** A category as the storefront reads it (its tile's count and its page's rule). */
async function category(slug: string): Promise<CategoryRow> {
  const { data, error } = await anonClient()
    .from('categories')
    .select('id, slug, pet_types, product_count')
    .eq('slug', slug)
    .single();
  expect(error).toBeNull();
  return data as CategoryRow;
}

/** How many products the category's page lists: the request the catalog's listing sends. */
async function pageTotal(row: CategoryRow): Promise<number> {
  const query = anonClient()
    .from('products')
    .select('id', { count: 'exact', head: true })
    .eq('is_active', true);
  const { count, error } = await (row.pet_types
    ? query.in('pet_type', row.pet_types)
    : query.eq('category_id', row.id));
  expect(error).toBeNull();
  return count ?? -1;
}

/** The pet categories of the seed (created here when a database has none). */
async function petCategory(slug: 'perros' | 'gatos'): Promise<CategoryRow> {
  await sql(
    `insert into public.categories (name, slug) values (${lit(slug)}, ${lit(slug)})
     on conflict (slug) do nothing`,
  );
  return category(slug);
}

/**
 * One definition of a category's page: the pet categories (perros, gatos) list the products
 * for their pet and for every pet, whatever their category (storefront spec §7); any other
 * category lists its own products. The tile's count (categories.product_count) and the filter
 * bar (product_filter_options) follow the same rule as the listing.
 */
describe('category pages and their counts', () => {
  let own: CategoryRow;
  let groupId: string;
  let groupName: string;

  beforeAll(async () => {
    const slug = unique('pagina');
    await sql(`insert into public.categories (name, slug) values (${lit(slug)}, ${lit(slug)})`);
    own = await category(slug);
    groupId = `${slug}-general`;
    groupName = `General ${slug}`;
    await sql(
      `insert into public.product_groups (id, category_id, name, position)
       values (${lit(groupId)}, ${lit(own.id)}, ${lit(groupName)}, 1)`,
    );
  });

  it('says which pets a pet category lists, and nothing for any other category', async () => {
    expect((await petCategory('perros')).pet_types).toEqual(['perros', 'todos']);
    expect((await petCategory('gatos')).pet_types).toEqual(['gatos', 'todos']);
    expect(own.pet_types).toBeNull();
  });

  it('counts on each tile exactly the products its page lists, as products come, change and go', async () => {
    const counts = async () => ({
      perros: (await petCategory('perros')).product_count,
      gatos: (await petCategory('gatos')).product_count,
      own: (await category(own.slug)).product_count,
    });
    const agreeWithPages = async () => {
      for (const slug of ['perros', 'gatos', own.slug]) {
        const row = await category(slug);
        expect(row.product_count, slug).toBe(await pageTotal(row));
      }
    };
    await agreeWithPages();
    const before = await counts();

    const ids = (
      await sql<{ id: string; name: string }>(
        `insert into public.products (name, price, category_id, product_group, pet_type, is_active) values
           ('Para perros', 1000, ${lit(own.id)}, ${lit(groupId)}, 'perros', true),
           ('Para gatos', 1000, ${lit(own.id)}, ${lit(groupId)}, 'gatos', true),
           ('Para todos', 1000, ${lit(own.id)}, ${lit(groupId)}, 'todos', true),
           ('Inactivo', 1000, ${lit(own.id)}, ${lit(groupId)}, 'todos', false)
         returning id, name`,
      )
    ).reduce<Record<string, string>>((byName, row) => ({ ...byName, [row.name]: row.id }), {});
    // a product for every pet is on /dogs and /cats; its category's page has all three
    expect(await counts()).toEqual({
      perros: before.perros + 2,
      gatos: before.gatos + 2,
      own: before.own + 3,
    });
    await agreeWithPages();

    await sql(
      `update public.products set pet_type = 'gatos' where id = ${lit(ids['Para perros'] ?? '')}`,
    );
    expect(await counts()).toEqual({
      perros: before.perros + 1,
      gatos: before.gatos + 3,
      own: before.own + 3,
    });

    await sql(
      `update public.products set is_active = false where id = ${lit(ids['Para todos'] ?? '')}`,
    );
    expect(await counts()).toEqual({
      perros: before.perros,
      gatos: before.gatos + 2,
      own: before.own + 2,
    });

    await sql(`update public.products set is_active = true where id = ${lit(ids.Inactivo ?? '')}`);
    await sql(`delete from public.products where id = ${lit(ids['Para gatos'] ?? '')}`);
    expect(await counts()).toEqual({
      perros: before.perros + 1,
      gatos: before.gatos + 2,
      own: before.own + 2,
    });
    await agreeWithPages();
  });

  it('is kept when an admin adds or renames a category through the API', async () => {
    const admin = await newAdmin();
    const slug = unique('nueva');
    const created = await admin.client
      .from('categories')
      .insert({ name: 'Nueva', slug })
      .select('id, pet_types, product_count')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ pet_types: null, product_count: 0 });

    const renamed = await admin.client
      .from('categories')
      .update({ slug: `${slug}-b` })
      .eq('id', created.data?.id ?? '')
      .select('pet_types, product_count')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ pet_types: null, product_count: 0 });
  });

  it('recounts a category whose slug makes it a pet page or a page of its own products', async () => {
    const perros = await petCategory('perros');
    const renamed = unique('perros');
    const ownProducts = first(
      await sql<{ n: number }>(
        `select count(*)::int as n from public.products where is_active and category_id = ${lit(perros.id)}`,
      ),
    ).n;
    try {
      await sql(`update public.categories set slug = ${lit(renamed)} where id = ${lit(perros.id)}`);
      const asOwnPage = await category(renamed);
      expect(asOwnPage.pet_types).toBeNull();
      expect(asOwnPage.product_count).toBe(ownProducts);
    } finally {
      await sql(`update public.categories set slug = 'perros' where id = ${lit(perros.id)}`);
    }
    const back = await category('perros');
    expect(back.pet_types).toEqual(['perros', 'todos']);
    expect(back.product_count).toBe(await pageTotal(back));
  });

  it("offers on a pet page the filters of that page's products, other categories' groups labelled with their category", async () => {
    const perros = await petCategory('perros');
    const brand = unique('Marca');
    await sql(
      `insert into public.products (name, brand, price, category_id, product_group, pet_type, is_active) values
         ('Collar para todos', ${lit(brand)}, 1000, ${lit(own.id)}, ${lit(groupId)}, 'todos', true),
         ('Rascador', ${lit(brand)}, 1000, ${lit(own.id)}, ${lit(groupId)}, 'gatos', true)`,
    );
    const { data, error } = await anonClient().rpc('product_filter_options', {
      p_category_id: perros.id,
    });
    expect(error).toBeNull();
    const rows = (data as OptionRow[] | null) ?? [];
    const option = (facet: string, value: string) =>
      rows.find((row) => row.facet === facet && row.value === value);

    // the product for every pet is on /dogs, the one for cats is not
    expect(option('brand', brand)).toMatchObject({ label: brand, products: 1 });
    expect(option('group', groupId)?.label).toBe(`${groupName} · ${own.slug}`);
    // the category's own groups keep their plain names, and come first
    const groups = rows.filter((row) => row.facet === 'group');
    const ownGroups = groups.filter((row) => !row.label.includes(' · '));
    expect(groups.slice(0, ownGroups.length)).toEqual(ownGroups);
  });

  it('labels same-named groups of different categories with their category when no category is chosen', async () => {
    const a = unique('tienda');
    const b = unique('tienda');
    for (const slug of [a, b]) {
      const id = first(
        await sql<{ id: string }>(
          `insert into public.categories (name, slug) values (${lit(`Cat ${slug}`)}, ${lit(slug)}) returning id`,
        ),
      ).id;
      await sql(
        `insert into public.product_groups (id, category_id, name)
         values (${lit(`${slug}-alimento`)}, ${lit(id)}, 'Alimento')`,
      );
      await sql(
        `insert into public.products (name, price, category_id, product_group, is_active)
         values ('Croquetas', 1000, ${lit(id)}, ${lit(`${slug}-alimento`)}, true)`,
      );
    }
    const { data, error } = await anonClient().rpc('product_filter_options', {});
    expect(error).toBeNull();
    const labels = ((data as OptionRow[] | null) ?? [])
      .filter(
        (row) => row.facet === 'group' && [`${a}-alimento`, `${b}-alimento`].includes(row.value),
      )
      .map((row) => `${row.label} (${row.products})`);
    expect(labels).toEqual([`Alimento · Cat ${a} (1)`, `Alimento · Cat ${b} (1)`]);
  });
});
