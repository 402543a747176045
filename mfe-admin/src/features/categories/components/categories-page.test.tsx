import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { CategoryRow } from '../api/get-categories';
import { categories } from './categories-page';

const AVES: CategoryRow = {
  id: 'cat-aves',
  name: 'Aves',
  slug: 'aves',
  description: 'Semillas, jaulas y accesorios para aves.',
  image_url: '🐦',
  is_active: true,
  product_count: 3,
  created_at: '2026-10-28T15:00:00Z',
};
const GENERAL: CategoryRow = {
  id: 'cat-general',
  name: 'General',
  slug: 'general',
  description: null,
  image_url: '📦',
  is_active: true,
  product_count: 0,
  created_at: '2026-10-20T15:00:00Z',
};
const PERROS: CategoryRow = {
  id: 'cat-perros',
  name: 'Perros',
  slug: 'perros',
  description: null,
  image_url: 'https://cdn.bonis.co/perros.png',
  is_active: false,
  product_count: 1,
  created_at: '2026-01-02T15:00:00Z',
};

const list = { resource: categories, route: '/admin/categories', rows: [AVES, GENERAL, PERROS] };

describeResourceList('the categories list', {
  ...list,
  // newest first
  order: 'created_at.desc,id.asc',
  queries: {
    // LIKE's wildcards typed in the search are looked for as themselves
    'q=50%25_av': { filters: { name: 'ilike.%50\\%\\_av%' } },
    'status=inactive': { filters: { is_active: 'eq.false' } },
    'sort=product_count.desc&page=2&size=10': {
      order: 'product_count.desc,id.asc',
      offset: 10,
      limit: 10,
    },
  },
});

describe('the categories list', () => {
  it('shows each category with its icon, slug, description, active products and status', async () => {
    const { findRow, table } = setupResourceList(list);
    const aves = await findRow('Aves');
    expect(aves).toHaveTextContent('aves');
    expect(aves).toHaveTextContent('Semillas, jaulas y accesorios para aves.');
    expect(aves).toHaveTextContent('Activo');
    expect(aves).toHaveTextContent('🐦');
    const perros = await findRow('Perros');
    expect(perros).toHaveTextContent('Inactivo');
    // a decorative image (alt=""): no role to query it by
    expect(perros.querySelector('img')).toHaveAttribute('src', 'https://cdn.bonis.co/perros.png');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });

  it('shows a long slug on one line, cut with an ellipsis and whole in its title', async () => {
    const slug = 'promociones-de-temporada-para-mascotas';
    const { findRow } = setupResourceList({
      ...list,
      rows: [{ ...AVES, name: 'Promociones', slug }],
    });
    expect(within(await findRow('Promociones')).getByText(slug)).toHaveAttribute('title', slug);
  });
});

describe("'General', where a deleted category's products go", () => {
  it("can't be deleted: its 'Eliminar' is disabled and says why", async () => {
    setupResourceList(list);
    const general = await screen.findByRole('button', { name: 'Eliminar General' });
    expect(general).toBeDisabled();
    expect(general).toHaveAttribute('title', 'La categoría General no se puede eliminar');
    expect(screen.getByRole('button', { name: 'Eliminar Aves' })).toBeEnabled();
  });

  it('is never deleted from the bulk bar', async () => {
    const { select, bulkBar } = setupResourceList(list);
    await select('General');
    expect(within(bulkBar()).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await select('Aves');
    expect(within(bulkBar()).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("shows the database's refusal and the row again when the delete is refused", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({ code: 'P0001', message: 'La categoría General no se puede eliminar' }),
    );
    const { deleteRow, alerts, findRow, statuses } = setupResourceList(list);
    await deleteRow('Aves');
    await waitFor(() => expect(alerts()).toContain('La categoría General no se puede eliminar'));
    expect(await findRow('Aves')).toBeInTheDocument();
    expect(statuses()).not.toContain('Eliminado');
  });
});
