import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../../../testing/fake-supabase';
import { getFilterOptions } from './get-filter-options';

describe('getFilterOptions', () => {
  it('asks the database for the options of the scope and sorts them by facet', async () => {
    const fake = createFakeSupabase(() => ({
      data: [
        { facet: 'group', value: 'perros-alimento', label: 'Alimento', products: 14 },
        { facet: 'subcategory', value: 'Senior', label: 'Senior', products: 2 },
        { facet: 'brand', value: 'Chunky', label: 'Chunky', products: 3 },
        { facet: 'brand', value: "Hill's", label: "Hill's", products: 2 },
      ],
      error: null,
    }));
    const options = await getFilterOptions(fake.client, {
      category: 'c1',
      group: 'perros-alimento',
      subcategory: '',
    });
    expect(fake.requests[0]).toMatchObject({
      kind: 'rpc',
      name: 'product_filter_options',
      args: { p_category_id: 'c1', p_group: 'perros-alimento' },
    });
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
    const fake = createFakeSupabase(() => ({ data: [], error: null }));
    await getFilterOptions(fake.client, { category: '', group: '', subcategory: '' });
    expect(fake.requests[0]?.args).toEqual({});
  });

  it('throws the service error', async () => {
    const fake = createFakeSupabase(() => ({ data: null, error: { code: '42883', message: 'x' } }));
    await expect(
      getFilterOptions(fake.client, { category: '', group: '', subcategory: '' }),
    ).rejects.toMatchObject({ code: '42883' });
  });
});
