import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, supabaseMock } from '@bonis/test-utils';
import {
  describeResourceForm,
  renderResourceForm,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { RewardRow } from '../api/get-rewards';
import { KONG, SNACK, TOO_LARGE_BYTES, imageFile, mockStorage } from '../testing/reward-fixtures';
import { rewardForm } from './reward-form';
import { rewardsCatalog } from './rewards-page';

describeResourceForm('the reward dialog', {
  resource: rewardsCatalog,
  form: rewardForm,
  row: KONG,
  values: { Nombre: 'Comedero doble', 'Puntos necesarios': '800' },
});

type Body = Record<string, unknown>;

/** The dialog over the mocked table; records the inserts and updates. */
function renderDialog(row?: RewardRow) {
  const inserts: Body[] = [];
  const updates: { id: string | undefined; body: Body }[] = [];
  const view = renderResourceForm({
    resource: rewardsCatalog,
    form: rewardForm,
    row,
    mocks: () => {
      supabaseMock
        .table('rewards_catalog')
        .post(({ body }) => {
          inserts.push(body as Body);
          return { id: 'reward-new' };
        })
        .patch(({ body, eq }) => {
          updates.push({ id: eq('id'), body: body as Body });
          return { id: eq('id') };
        })
        .get(() => ({ rows: [], count: 0 }));
    },
  });
  const imageInput = () => within(view.dialog).getByLabelText('Imagen del premio');
  return { ...view, inserts, updates, toasts: view.requests.toasts, imageInput };
}

describe('the new reward dialog', () => {
  it('creates a basic, active reward without stock unless told, its numbers read as es-CO', async () => {
    const { fill, submit, saved, inserts, toasts, combobox } = renderDialog();
    expect(combobox(/^Nivel/)).toHaveValue('basic');
    await fill({ Nombre: '  Comedero doble ', 'Puntos necesarios': '1.500' });
    await submit();
    await saved('POST');
    expect(inserts).toEqual([
      {
        name: 'Comedero doble',
        description: null,
        image_url: null,
        points_required: 1500,
        stock: 0,
        tier: 'basic',
        is_active: true,
      },
    ]);
    expect(toasts).toEqual([{ title: 'Premio creado', tone: 'success' }]);
  });

  it('asks for a name and points above 0, and a whole stock from 0', async () => {
    const { user, fill, field, submit, dialog, inserts } = renderDialog();
    await submit();
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeVisible();
    expect(within(dialog).getByText('Ingresa los puntos necesarios')).toBeVisible();

    await fill({ Nombre: 'Comedero', 'Puntos necesarios': '0' });
    await user.clear(field(/^Stock/));
    await user.type(field(/^Stock/), '2,5');
    await submit();
    expect(
      await within(dialog).findByText('Los puntos son un número entero mayor que 0'),
    ).toBeVisible();
    expect(within(dialog).getByText('El stock es un número entero de 0 en adelante')).toBeVisible();
    expect(field(/^Puntos necesarios/)).toBeInvalid();
    expect(inserts).toHaveLength(0);
  });

  it('uploads the picked image under rewards/ and saves its path', async () => {
    const storage = mockStorage();
    const { user, fill, submit, saved, inserts, toasts, imageInput, dialog } = renderDialog();
    await user.upload(imageInput(), imageFile('Kong.PNG'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    expect(storage.uploads[0]).toMatch(/^rewards\/[0-9a-f-]{36}\.png$/);
    expect(
      await within(dialog).findByRole('img', { name: 'Vista previa del premio' }),
    ).toHaveAttribute('src', expect.stringContaining(`/product-images/${storage.uploads[0]}`));
    await fill({ Nombre: 'Kong', 'Puntos necesarios': '900' });
    await submit();
    await saved('POST');
    expect(inserts[0]?.image_url).toBe(storage.uploads[0]);
    expect(toasts).toEqual([
      { title: 'Imagen subida', tone: 'success' },
      { title: 'Premio creado', tone: 'success' },
    ]);
    // what was saved stays
    expect(storage.removals).toEqual([]);
  });

  it("refuses a file over 5MB: 'La imagen no debe superar 5MB'", async () => {
    const storage = mockStorage();
    const { user, imageInput, toasts } = renderDialog();
    await user.upload(imageInput(), imageFile('enorme.jpg', TOO_LARGE_BYTES, 'image/jpeg'));
    expect(toasts).toEqual([
      { title: 'Archivo muy grande', description: 'La imagen no debe superar 5MB', tone: 'error' },
    ]);
    expect(storage.uploads).toHaveLength(0);
  });

  it('refuses a dropped file that is not an image (the picker offers images only)', async () => {
    const storage = mockStorage();
    const { imageInput, toasts } = renderDialog();
    expect(imageInput()).toHaveAttribute('accept', 'image/*');
    const zone = imageInput().closest('label');
    if (!zone) throw new Error('the drop zone is the input’s label');
    // user-event drops no files: the drop event as a browser sends it
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['%PDF'], 'catalogo.pdf', { type: 'application/pdf' })] },
    });
    expect(toasts).toEqual([
      { title: 'Archivo no válido', description: 'El archivo debe ser una imagen', tone: 'error' },
    ]);
    expect(storage.uploads).toHaveLength(0);
  });

  it("says 'No se pudo subir la imagen' when the upload fails, and saves without one", async () => {
    mockStorage({ fail: true });
    const { user, imageInput, toasts, dialog } = renderDialog();
    await user.upload(imageInput(), imageFile('kong.png'));
    await waitFor(() =>
      expect(toasts).toEqual([{ title: 'No se pudo subir la imagen', tone: 'error' }]),
    );
    expect(within(dialog).getByText('Sin imagen')).toBeInTheDocument();
  });

  it('keeps the submit disabled while the image uploads', async () => {
    const release = deferred();
    mockStorage({ hold: release.promise });
    const { user, imageInput, dialog } = renderDialog();
    await user.upload(imageInput(), imageFile('kong.png'));
    const submit = within(dialog).getByRole('button', { name: 'Crear premio' });
    await waitFor(() => expect(submit).toBeDisabled());
    release.resolve();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('removes what it uploaded when closed without saving', async () => {
    const storage = mockStorage();
    const { user, imageInput, dialog } = renderDialog();
    await user.upload(imageInput(), imageFile('uno.png'));
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await user.upload(imageInput(), imageFile('dos.png'));
    await waitFor(() => expect(storage.uploads).toHaveLength(2));
    // the first upload was replaced: gone at once
    await waitFor(() => expect(storage.removals).toEqual([[storage.uploads[0]]]));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(storage.removals).toEqual([[storage.uploads[0]], [storage.uploads[1]]]),
    );
  });
});

describe('the edit reward dialog', () => {
  it("shows the reward's values and saves them by id", async () => {
    const { field, combobox, submit, saved, updates, toasts, dialog } = renderDialog(SNACK);
    expect(field(/^Nombre/)).toHaveValue('Snack sorpresa');
    expect(field(/^Puntos necesarios/)).toHaveValue('300');
    expect(field(/^Stock/)).toHaveValue('4');
    expect(combobox(/^Nivel/)).toHaveValue('basic');
    expect(within(dialog).getByRole('switch', { name: 'Visible en Mis premios' })).toBeChecked();
    await submit();
    await saved('PATCH');
    expect(updates).toEqual([
      {
        id: 'reward-snack',
        body: {
          name: 'Snack sorpresa',
          description: null,
          image_url: null,
          points_required: 300,
          stock: 4,
          tier: 'basic',
          is_active: true,
        },
      },
    ]);
    expect(toasts).toEqual([{ title: 'Premio actualizado', tone: 'success' }]);
  });

  it("drops the image with 'Quitar imagen', and removes it from storage once no reward shows it", async () => {
    const storage = mockStorage();
    const { user, submit, saved, updates, dialog } = renderDialog(KONG);
    expect(
      within(dialog).getByRole('img', { name: 'Vista previa del premio' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar imagen' }));
    expect(within(dialog).getByText('Sin imagen')).toBeInTheDocument();
    await submit();
    await saved('PATCH');
    expect(updates[0]?.body).toMatchObject({ image_url: null });
    await waitFor(() => expect(storage.removals).toEqual([['rewards/kong-classic.svg']]));
  });

  it("shows the reward's change history in the store's words", async () => {
    const { findHistory } = renderResourceForm({
      resource: rewardsCatalog,
      form: rewardForm,
      row: KONG,
      history: { tier: { before: 'basic', after: 'premium' }, stock: { before: 10, after: 25 } },
    });
    const history = await findHistory();
    expect(history).toHaveTextContent('Nivel: Básico → Premium');
    expect(history).toHaveTextContent('Stock: 10 → 25');
  });
});

describe('the dialogs', () => {
  it('are labelled by their titles', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Nuevo premio' })).toBeInTheDocument();
  });
});
