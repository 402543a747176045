import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../../../testing/fake-supabase';
import { categoryMenuQueryOptions, getCategoryMenu } from './get-category-menu';

const gatosRow = {
  id: 'cat-gatos',
  name: 'Gatos',
  slug: 'gatos',
  featured_brands: ['Whiskas', 'Oh Mai Gat'],
  product_groups: [
    {
      id: 'gatos-alimento',
      name: 'Alimento',
      icon: '🐟',
      position: 1,
      product_subcategories: [
        { name: 'Gatitos', position: 1 },
        { name: 'Adultos', position: 2 },
      ],
    },
    { id: 'gatos-juguetes', name: 'Juguetes', icon: '🧶', position: 2, product_subcategories: [] },
  ],
};

describe('getCategoryMenu', () => {
  it('reads the category by slug with its groups and subcategories, ordered by position, in one request', async () => {
    const { client, requests } = createFakeSupabase(() => ({ data: gatosRow, error: null }));
    const signal = new AbortController().signal;

    const menu = await getCategoryMenu(client, 'gatos', { signal });

    expect(menu).toEqual({
      id: 'cat-gatos',
      name: 'Gatos',
      slug: 'gatos',
      featuredBrands: ['Whiskas', 'Oh Mai Gat'],
      groups: [
        {
          id: 'gatos-alimento',
          name: 'Alimento',
          icon: '🐟',
          subcategories: ['Gatitos', 'Adultos'],
        },
        { id: 'gatos-juguetes', name: 'Juguetes', icon: '🧶', subcategories: [] },
      ],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.kind).toBe('from');
    expect(requests[0]?.name).toBe('categories');
    expect(requests[0]?.calls).toEqual([
      {
        method: 'select',
        args: [
          'id, name, slug, featured_brands, product_groups(id, name, icon, position, product_subcategories(name, position))',
        ],
      },
      { method: 'eq', args: ['slug', 'gatos'] },
      { method: 'order', args: ['position', { referencedTable: 'product_groups' }] },
      {
        method: 'order',
        args: ['position', { referencedTable: 'product_groups.product_subcategories' }],
      },
      { method: 'abortSignal', args: [signal] },
      { method: 'maybeSingle', args: [] },
    ]);
  });

  it('gives null for a category that does not exist (or is not active)', async () => {
    const { client } = createFakeSupabase(() => ({ data: null, error: null }));

    await expect(getCategoryMenu(client, 'perros')).resolves.toBeNull();
  });

  it('throws the server error instead of returning an empty menu', async () => {
    const failure = { code: 'PGRST301', message: 'JWT expired' };
    const { client } = createFakeSupabase(() => ({ data: null, error: failure }));

    await expect(getCategoryMenu(client, 'perros')).rejects.toBe(failure);
  });
});

describe('categoryMenuQueryOptions', () => {
  it('keys each menu under categories by slug', () => {
    expect(categoryMenuQueryOptions('perros').queryKey).toEqual([
      'categories',
      'mega-menu',
      'perros',
    ]);
  });
});
