import { describe, expect, it } from 'vitest';
import { anonClient, first, lit, newAdmin, sql, unique } from '../support/db';

/** categories.product_count: the active products of each category, kept by the database. */
describe('category product counts', () => {
  it('follow inserts, deactivation, moves between categories and deletes', async () => {
    const admin = await newAdmin();
    const slugs = [unique('cnta'), unique('cntb')];
    const { data: categories, error } = await admin.client
      .from('categories')
      .insert(slugs.map((slug) => ({ name: slug, slug })))
      .select('id, slug');
    expect(error).toBeNull();
    const idOf = (slug: string) =>
      String((categories ?? []).find((c: { slug: string }) => c.slug === slug)?.id);
    const [a, b] = [idOf(slugs[0] ?? ''), idOf(slugs[1] ?? '')];
    const counts = async () => {
      const { data } = await anonClient()
        .from('categories')
        .select('slug, product_count')
        .in('slug', slugs)
        .order('slug');
      return (data ?? []).map((row: { product_count: number }) => row.product_count);
    };

    const inserted = await admin.client
      .from('products')
      .insert([
        { name: 'Uno', price: 1000, category_id: a, is_active: true },
        { name: 'Dos', price: 1000, category_id: a, is_active: true },
        { name: 'Tres', price: 1000, category_id: a, is_active: false },
      ])
      .select('id, name');
    expect(inserted.error).toBeNull();
    expect(await counts()).toEqual([2, 0]);
    const id = (name: string) =>
      (inserted.data ?? []).find((p: { name: string }) => p.name === name)?.id as string;

    await admin.client.from('products').update({ is_active: false }).eq('id', id('Uno'));
    expect(await counts()).toEqual([1, 0]);

    await admin.client.from('products').update({ category_id: b }).eq('id', id('Dos'));
    expect(await counts()).toEqual([0, 1]);

    await admin.client.from('products').update({ is_active: true }).eq('id', id('Tres'));
    expect(await counts()).toEqual([1, 1]);

    await admin.client.rpc('admin_delete', { p_table: 'products', p_ids: [id('Dos')] });
    expect(await counts(), 'a deleted product no longer counts').toEqual([1, 0]);
    const stored = first(
      await sql<{ product_count: number }>(
        `select product_count from public.categories where id = ${lit(a)}`,
      ),
    );
    expect(stored.product_count).toBe(1);
  });
});
