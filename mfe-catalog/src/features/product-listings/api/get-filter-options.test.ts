import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from '@bonis/test-utils';
import { getFilterOptions } from './get-filter-options';

describe('getFilterOptions', () => {
  it('asks the database for the options of the scope and sorts them by facet', async () => {
    supabaseMock.rpc('product_filter_options', () => [
      { facet: 'group', value: 'perros-alimento', label: 'Alimento', products: 14 },
      { facet: 'subcategory', value: 'Senior', label: 'Senior', products: 2 },
      { facet: 'brand', value: 'Chunky', label: 'Chunky', products: 3 },
      { facet: 'brand', value: "Hill's", label: "Hill's", products: 2 },
    ]);
    const options = await getFilterOptions(getSupabase(), {
      category: 'c1',
      group: 'perros-alimento',
      subcategory: '',
    });
    expect(supabaseMock.rpcCalls('product_filter_options')).toEqual([
      { p_category_id: 'c1', p_group: 'perros-alimento' },
    ]);
    expect(options).toEqual({
      groups: [{ value: 'perros-alimento', label: 'Alimento', products: 14 }],
      subcategories: [{ value: 'Senior', label: 'Senior', products: 2 }],
      brands: [
        { value: 'Chunky', label: 'Chunky', products: 3 },
        { value: "Hill's", label: "Hill's", products: 2 },
      ],
    });
  });

  it('sends no argument for an empty scope (every active product)', async () => {
    supabaseMock.rpc('product_filter_options', () => []);
    await getFilterOptions(getSupabase(), { category: '', group: '', subcategory: '' });
    expect(supabaseMock.rpcCalls('product_filter_options')).toEqual([{}]);
  });

  it('throws the service error', async () => {
    supabaseMock.rpc('product_filter_options', () =>
      supabaseMock.error({ code: '42883', message: 'x' }),
    );
    await expect(
      getFilterOptions(getSupabase(), { category: '', group: '', subcategory: '' }),
    ).rejects.toMatchObject({ code: '42883' });
  });
});
