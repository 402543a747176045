import { supabaseMock } from '@bonis/test-utils';
import type { ProductListRow } from '../api/get-products';

export const PERROS = {
  id: '2a064f38-254f-54a4-af56-0e078a43ff96',
  name: 'Perros',
  slug: 'perros',
  is_active: true,
};
export const GATOS = {
  id: '9b15b7ad-1b82-5e70-bc4c-be6a303dc43d',
  name: 'Gatos',
  slug: 'gatos',
  is_active: true,
};
export const ACCESORIOS = {
  id: 'de89b443-2703-57d7-8f0d-951d6f172d59',
  name: 'Accesorios',
  slug: 'accesorios',
  is_active: true,
};

/** Groups by category id, subcategories by group id. */
export const GROUPS: Record<string, { id: string; name: string; icon: string }[]> = {
  [PERROS.id]: [
    { id: 'perros-alimento', name: 'Alimento', icon: '🍖' },
    { id: 'perros-juguetes', name: 'Juguetes', icon: '🎾' },
  ],
  [GATOS.id]: [{ id: 'gatos-arena', name: 'Arena', icon: '🧺' }],
};
export const SUBCATEGORIES: Record<string, { id: string; name: string }[]> = {
  'perros-alimento': [
    { id: 's1', name: 'Alimento seco' },
    { id: 's2', name: 'Alimento húmedo' },
  ],
  'perros-juguetes': [{ id: 's3', name: 'Pelotas' }],
  'gatos-arena': [{ id: 's4', name: 'Arena aglomerante' }],
};

/** A product as the list selects it. */
export function productRow(overrides: Partial<ProductListRow> = {}): ProductListRow {
  return {
    id: 'product-1',
    name: 'Pro Plan Adulto 3 kg',
    brand: 'Pro Plan',
    description: 'Alimento completo para perros adultos de razas medianas.',
    short_description: null,
    price: 85000,
    regular_price: 100000,
    member_price: 76500,
    discount_percentage: 15,
    stock_quantity: 25,
    is_active: true,
    featured: false,
    home_section: null,
    images: ['products/a.png'],
    pet_type: 'perros',
    category_id: PERROS.id,
    product_group: 'perros-alimento',
    subcategory: 'Alimento seco',
    created_at: '2026-11-20T15:00:00+00:00',
    category: { name: 'Perros' },
    ...overrides,
  };
}

/** The taxonomy the form reads: categories, their groups, the groups' subcategories. */
export function mockTaxonomy() {
  supabaseMock.table('categories').get([ACCESORIOS, GATOS, PERROS]);
  supabaseMock.table('product_groups').get(({ eq }) => GROUPS[eq('category_id') ?? ''] ?? []);
  supabaseMock
    .table('product_subcategories')
    .get(({ eq }) => SUBCATEGORIES[eq('group_id') ?? ''] ?? []);
}

export { mockStorage, type StorageLog } from '../../../lib/testing/mock-image-bucket';

/** A PNG file of the given name (small: the bucket's limit is 5 MB). */
export const png = (name: string) => new File(['png'], name, { type: 'image/png' });
