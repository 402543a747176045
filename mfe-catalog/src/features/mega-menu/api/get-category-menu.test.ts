import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { deferred, supabaseMock } from '@bonis/test-utils';
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
    supabaseMock.table('categories').get([gatosRow]);

    const menu = await getCategoryMenu(getSupabase(), 'gatos');

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
    expect(supabaseMock.requests).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/categories',
        query: {
          select:
            'id,name,slug,featured_brands,product_groups(id,name,icon,position,product_subcategories(name,position))',
          slug: 'eq.gatos',
          'product_groups.order': 'position.asc',
          'product_groups.product_subcategories.order': 'position.asc',
        },
        body: undefined,
      },
    ]);
  });

  it('cancels the request when its signal aborts (the menu was closed)', async () => {
    const answer = deferred<undefined>();
    supabaseMock.table('categories').get(async () => {
      await answer.promise;
      return [gatosRow];
    });
    const controller = new AbortController();

    const reading = getCategoryMenu(getSupabase(), 'gatos', { signal: controller.signal });
    controller.abort();
    answer.resolve(undefined);

    await expect(reading).rejects.toMatchObject({ message: expect.stringMatching(/abort/i) });
  });

  it('gives null for a category that does not exist (or is not active)', async () => {
    supabaseMock.table('categories').get([]);

    await expect(getCategoryMenu(getSupabase(), 'perros')).resolves.toBeNull();
  });

  it('throws the server error instead of returning an empty menu', async () => {
    supabaseMock
      .table('categories')
      .get(supabaseMock.error({ code: 'PGRST301', message: 'JWT expired' }));

    await expect(getCategoryMenu(getSupabase(), 'perros')).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'JWT expired',
    });
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
