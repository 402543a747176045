import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import type { CategoryRow } from '../api/get-categories';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { categories } from './categories-page';
import { categoryForm } from './category-form-dialog';

const AVES: CategoryRow = {
  id: 'cat-aves',
  name: 'Aves',
  slug: 'aves',
  description: 'Semillas y jaulas.',
  image_url: '🐦',
  is_active: true,
  product_count: 3,
  created_at: '2026-10-28T15:00:00Z',
};

const setup = (row: CategoryRow | null = null, history?: AuditChanges) =>
  renderResourceForm({ resource: categories, form: categoryForm, row, history });

describe('the slug', () => {
  it("follows the name as it is typed, by the spec's rule", async () => {
    const { user, field } = setup();
    await user.type(field(/^Nombre/), 'Peluquería  & Spa ñ!');
    expect(field(/^Slug/)).toHaveValue('peluqueria-spa-n');
  });

  it('stops following the name once the admin edits it, and follows again when emptied', async () => {
    const { user, field } = setup();
    await user.type(field(/^Nombre/), 'Aves');
    expect(field(/^Slug/)).toHaveValue('aves');

    await user.clear(field(/^Slug/));
    await user.type(field(/^Slug/), 'Pájaros y Aves');
    expect(field(/^Slug/)).toHaveValue('pajaros-y-aves');
    await user.type(field(/^Nombre/), ' canoras');
    expect(field(/^Slug/)).toHaveValue('pajaros-y-aves');

    await user.clear(field(/^Slug/));
    await user.type(field(/^Nombre/), '!');
    expect(field(/^Slug/)).toHaveValue('aves-canoras');
  });

  it("keeps an existing category's slug when it is renamed", async () => {
    const { user, field } = setup(AVES);
    await user.clear(field(/^Nombre/));
    await user.type(field(/^Nombre/), 'Aves de jaula');
    expect(field(/^Slug/)).toHaveValue('aves');
  });

  it("refuses a slug outside the rule with 'Slug inválido'", async () => {
    const { user, field, dialog, writes } = setup();
    await user.type(field(/^Nombre/), 'Aves');
    await user.clear(field(/^Slug/));
    await user.type(field(/^Slug/), 'aves--canoras!');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(
      await within(dialog).findByText('Slug inválido: usa minúsculas, números y guiones'),
    ).toBeInTheDocument();
    expect(field(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(0);
  });
});

describe('creating a category', () => {
  it('requires the name and the slug', async () => {
    const { user, dialog, field, writes } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('El slug es obligatorio')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveFocus();
    expect(writes('POST')).toHaveLength(0);
  });

  it("inserts it, toasts 'Categoría creada' and closes", async () => {
    supabaseMock.table('categories').post(({ body }) => ({
      ...AVES,
      ...(body as object),
      id: 'cat-new',
    }));
    const { user, dialog, field, onClose, requests, writes } = setup();
    await user.type(field(/^Nombre/), 'Peces');
    await user.type(field(/^Descripción/), 'Acuarios y filtros.');
    await user.type(field('Emoji o URL de imagen'), '🐠');
    await user.click(within(dialog).getByRole('switch', { name: 'Categoría activa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')).toHaveLength(1);
    expect(writes('POST')[0]?.body).toEqual({
      name: 'Peces',
      slug: 'peces',
      description: 'Acuarios y filtros.',
      image_url: '🐠',
      is_active: false,
    });
    expect(requests.toasts).toEqual([{ title: 'Categoría creada', tone: 'success' }]);
  });

  it('refuses an http image URL: it must be https', async () => {
    const { user, dialog, field, writes } = setup();
    await user.type(field(/^Nombre/), 'Peces');
    await user.type(field('Emoji o URL de imagen'), 'http://cdn.bonis.co/peces.png');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    expect(
      await within(dialog).findByText('La URL de la imagen debe empezar por https://'),
    ).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it("says 'Ya existe una categoría con ese slug' on a duplicate slug and stays open", async () => {
    supabaseMock.table('categories').post(
      supabaseMock.error({
        code: '23505',
        message: 'duplicate key value violates unique constraint "categories_slug_key"',
      }),
    );
    const { user, dialog, field, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Perros');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));

    expect(
      await within(dialog).findByText('Ya existe una categoría con ese slug'),
    ).toBeInTheDocument();
    expect(field(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Slug/)).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.toasts).toEqual([]);
  });

  it("toasts 'Error al guardar categoría' when the save fails otherwise", async () => {
    supabaseMock.table('categories').post(supabaseMock.networkError());
    const { user, dialog, field, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Peces');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Error al guardar categoría', tone: 'error' }]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a category', () => {
  it("updates it by id, toasts 'Categoría actualizada' and shows its change history", async () => {
    supabaseMock.table('categories').patch(({ body }) => ({ ...AVES, ...(body as object) }));
    const { user, dialog, field, onClose, requests, writes, findHistory } = setup(AVES, {
      name: { before: 'Pájaros', after: 'Aves' },
    });

    expect(field(/^Nombre/)).toHaveValue('Aves');
    expect(field(/^Slug/)).toHaveValue('aves');
    expect(field('Emoji o URL de imagen')).toHaveValue('🐦');
    const history = await findHistory();
    expect(history).toHaveTextContent('Nombre: Pájaros → Aves');

    await user.clear(field(/^Descripción/));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${AVES.id}` });
    expect(writes('PATCH')[0]?.body).toEqual({
      name: 'Aves',
      slug: 'aves',
      description: null,
      image_url: '🐦',
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Categoría actualizada', tone: 'success' }]);
  });
});
