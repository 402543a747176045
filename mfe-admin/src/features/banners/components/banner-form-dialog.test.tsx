import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, recordBusRequests, renderWithProviders, supabaseMock } from '@bonis/test-utils';
import type { BannerRow } from '../api/get-banners';
import { TOO_LARGE_BYTES, bannerRow, imageFile, mockStorage } from '../testing/banner-fixtures';
import { BannerFormDialog } from './banner-form-dialog';

type Body = Record<string, unknown>;

/** Renders the dialog; records the toasts, the saves, and which images a banner still shows. */
function setup(banner: BannerRow | null = null, { referenced = [] as string[] } = {}) {
  const onClose = vi.fn();
  const requests = recordBusRequests();
  const inserts: Body[] = [];
  const updates: { id: string | undefined; body: Body }[] = [];
  supabaseMock.table('audit_log').get([]);
  supabaseMock
    .table('banner_settings')
    .get(({ eq }) => {
      const image = eq('image_url') ?? '';
      return { rows: [], count: referenced.includes(image) ? 1 : 0 };
    })
    .post(({ body }) => {
      inserts.push(body as Body);
      return bannerRow({ ...(body as Partial<BannerRow>), id: 'banner-new' });
    })
    .patch(({ body, eq }) => {
      updates.push({ id: eq('id'), body: body as Body });
      return bannerRow({ ...banner, ...(body as Partial<BannerRow>) });
    });
  const view = renderWithProviders(<BannerFormDialog open banner={banner} onClose={onClose} />, {
    userOptions: { applyAccept: false },
  });
  const dialog = screen.getByRole('dialog', { name: banner ? 'Editar banner' : 'Nuevo banner' });
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
  const imageInput = () => within(dialog).getByLabelText('Imagen del banner');
  const submit = () =>
    within(dialog).getByRole('button', { name: banner ? 'Guardar cambios' : 'Crear banner' });
  return {
    ...view,
    onClose,
    toasts: requests.toasts,
    inserts,
    updates,
    dialog,
    field,
    imageInput,
    submit,
  };
}

describe('the new banner dialog', () => {
  it('recommends a 1920x700 px image (2,74:1) of at most 5MB, and starts visible', () => {
    const { dialog } = setup();
    expect(dialog).toHaveTextContent(
      'Tamaño recomendado: 1920 × 700 px (proporción 2,74:1). Máximo 5MB por imagen.',
    );
    expect(within(dialog).getByLabelText('Imagen del banner')).toHaveAccessibleDescription(
      expect.stringContaining('1920 × 700 px'),
    );
    expect(within(dialog).getByRole('switch', { name: 'Visible en el Home' })).toBeChecked();
  });

  it("refuses to save without an image: 'Imagen requerida' / 'Debes subir una imagen para el banner'", async () => {
    const { user, toasts, inserts, submit, field, dialog } = setup();
    await user.type(field(/^Título/), 'Mes de los gatos');
    await user.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Imagen requerida',
          description: 'Debes subir una imagen para el banner',
          tone: 'error',
        },
      ]),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Debes subir una imagen para el banner',
    );
    expect(inserts).toEqual([]);
  });

  it("uploads the picked image under banners/<uuid>.<ext> with 'Imagen subida', then creates the banner", async () => {
    const storage = mockStorage();
    const { user, toasts, inserts, onClose, imageInput, field, submit } = setup();
    await user.upload(imageInput(), imageFile('Portada.PNG'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    expect(storage.uploads[0]).toMatch(/^banners\/[0-9a-f-]{36}\.png$/);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Imagen subida',
        description: undefined,
        tone: 'success',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Vista previa del banner' })).toHaveAttribute(
      'src',
      expect.stringContaining(`/storage/v1/object/public/product-images/${storage.uploads[0]}`),
    );

    await user.type(field(/^Título/), '  Mes de los gatos ');
    await user.type(field(/^Descripción/), 'Rascadores y arena.');
    await user.type(field(/^Texto del botón/), 'Ver gatos');
    await user.type(field(/^Enlace del botón/), '/cats');
    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(inserts).toEqual([
      {
        title: 'Mes de los gatos',
        description: 'Rascadores y arena.',
        image_url: storage.uploads[0],
        cta_text: 'Ver gatos',
        cta_link: '/cats',
        is_active: true,
      },
    ]);
    expect(toasts.at(-1)).toEqual({
      title: 'Banner creado',
      description: undefined,
      tone: 'success',
    });
    // the saved upload stays in storage
    expect(storage.removals).toEqual([]);
  });

  it("refuses a file over 5MB: 'Archivo muy grande' / 'La imagen no debe superar 5MB'", async () => {
    const storage = mockStorage();
    const { user, toasts, imageInput } = setup();
    await user.upload(imageInput(), imageFile('enorme.jpg', TOO_LARGE_BYTES, 'image/jpeg'));
    expect(toasts).toEqual([
      { title: 'Archivo muy grande', description: 'La imagen no debe superar 5MB', tone: 'error' },
    ]);
    expect(storage.uploads).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const storage = mockStorage();
    const { user, toasts, imageInput } = setup();
    expect(imageInput()).toHaveAttribute('accept', 'image/*');
    await user.upload(
      imageInput(),
      new File(['%PDF'], 'catalogo.pdf', { type: 'application/pdf' }),
    );
    expect(toasts).toEqual([
      { title: 'Archivo no válido', description: 'El archivo debe ser una imagen', tone: 'error' },
    ]);
    expect(storage.uploads).toEqual([]);
  });

  it("says 'No se pudo subir la imagen' when the upload fails, and still asks for an image", async () => {
    mockStorage({ fail: true });
    const { user, toasts, imageInput, inserts, submit } = setup();
    await user.upload(imageInput(), imageFile('hero.png'));
    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'No se pudo subir la imagen', description: undefined, tone: 'error' },
      ]),
    );
    await user.click(submit());
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Imagen requerida'));
    expect(inserts).toEqual([]);
  });

  it('keeps the save waiting while the image uploads', async () => {
    const release = deferred();
    mockStorage({ hold: release.promise });
    const { user, imageInput, submit, dialog } = setup();
    await user.upload(imageInput(), imageFile('hero.png'));
    expect(
      within(dialog).getByRole('progressbar', { name: 'Subiendo hero.png' }),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    release.resolve();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['javascript:alert(1)', 'Usa una ruta de la tienda (como /dogs) o una dirección https://'],
    ['//evil.example', 'Usa una ruta de la tienda (como /dogs) o una dirección https://'],
    ['http://bonis.co', 'La dirección debe empezar por https://'],
  ])('refuses the button link %j under the field', async (link, message) => {
    const { user, field, submit, inserts, dialog } = setup(bannerRow());
    await user.clear(field(/^Enlace del botón/));
    await user.type(field(/^Enlace del botón/), link);
    await user.click(submit());
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field(/^Enlace del botón/)).toHaveAttribute('aria-invalid', 'true');
    expect(inserts).toEqual([]);
  });

  it("shows the database's refusal of an unsafe link under the field (check banner_settings_cta_link_safe)", async () => {
    const { user, field, submit, dialog, onClose, toasts } = setup(bannerRow());
    supabaseMock.table('banner_settings').patch(
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "banner_settings" violates check constraint "banner_settings_cta_link_safe"',
      }),
    );
    await user.click(submit());
    expect(
      await within(dialog).findByText(
        'Usa una ruta de la tienda (como /dogs) o una dirección https://',
      ),
    ).toBeInTheDocument();
    expect(field(/^Enlace del botón/)).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("toasts 'No se pudo guardar el banner' when the save fails", async () => {
    const { user, submit, onClose, toasts } = setup(bannerRow());
    supabaseMock.table('banner_settings').patch(supabaseMock.networkError());
    await user.click(submit());
    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'No se pudo guardar el banner', description: undefined, tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a banner', () => {
  it("updates it by id with 'Banner actualizado' and shows its history", async () => {
    const banner = bannerRow();
    const { user, field, submit, updates, toasts, onClose, dialog } = setup(banner);
    expect(field(/^Título/)).toHaveValue(banner.title);
    expect(field(/^Enlace del botón/)).toHaveValue('/dogs');
    expect(within(dialog).getByRole('img', { name: 'Vista previa del banner' })).toHaveAttribute(
      'src',
      expect.stringContaining('/product-images/banners/hero.svg'),
    );
    expect(
      await within(dialog).findByRole('region', { name: 'Historial de cambios' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Visible en el Home' }));
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(updates).toEqual([
      {
        id: banner.id,
        body: {
          title: banner.title,
          description: banner.description,
          image_url: 'banners/hero.svg',
          cta_text: 'Comprar para perros',
          cta_link: '/dogs',
          is_active: false,
        },
      },
    ]);
    expect(toasts).toEqual([
      { title: 'Banner actualizado', description: undefined, tone: 'success' },
    ]);
  });

  it('removes the replaced image from storage after the save', async () => {
    const storage = mockStorage();
    const { user, imageInput, submit, onClose, updates } = setup(bannerRow());
    await user.upload(imageInput(), imageFile('nuevo.webp'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(updates[0]?.body.image_url).toBe(storage.uploads[0]);
    await waitFor(() => expect(storage.removals).toEqual([['banners/hero.svg']]));
  });

  it('keeps a replaced image that another banner still shows', async () => {
    const storage = mockStorage();
    const first = setup(bannerRow(), { referenced: ['banners/hero.svg'] });
    await first.user.upload(first.imageInput(), imageFile('nuevo.png'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await first.user.click(first.submit());
    await waitFor(() => expect(first.onClose).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(
        supabaseMock.requests.filter(
          (r) => r.method === 'HEAD' && r.path === '/rest/v1/banner_settings',
        ),
      ).toHaveLength(1),
    );
    expect(storage.removals).toEqual([]);
  });

  it('removes what it uploaded when cancelled, and an earlier upload replaced by a newer one', async () => {
    const storage = mockStorage();
    const { user, imageInput, dialog, onClose, rerender } = setup(bannerRow());
    await user.upload(imageInput(), imageFile('uno.png'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await user.upload(imageInput(), imageFile('dos.png'));
    await waitFor(() => expect(storage.uploads).toHaveLength(2));
    await waitFor(() => expect(storage.removals).toEqual([[storage.uploads[0]]]));

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<BannerFormDialog open={false} banner={null} onClose={onClose} />);
    await waitFor(() =>
      expect(storage.removals).toEqual([[storage.uploads[0]], [storage.uploads[1]]]),
    );
  });
});
