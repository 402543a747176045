import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import type { PrizeRow } from '../api/get-prizes';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { prizeForm } from './prize-form-dialog';
import { prizes } from './prizes-page';

const prize = (fields: Partial<PrizeRow> & Pick<PrizeRow, 'id' | 'probability'>): PrizeRow => ({
  name: 'Premio',
  description: null,
  icon: '🎁',
  type: 'points',
  value: 50,
  is_active: true,
  created_at: '2026-11-01T15:00:00Z',
  ...fields,
});

const POINTS_50 = prize({ id: 'p-50', name: '50 puntos', probability: 30, value: 50 });
const DISCOUNT_10 = prize({
  id: 'p-d10',
  name: '10% de descuento',
  icon: '🏷️',
  type: 'discount',
  value: 10,
  probability: 45.5,
});
const SHIPPING = prize({
  id: 'p-ship',
  name: 'Envío gratis',
  icon: '🚚',
  type: 'free_shipping',
  value: 1,
  probability: 12,
  is_active: false,
});
/** A prize stored before the type was refused (the seed had two). */
const SNACK = prize({
  id: 'p-snack',
  name: 'Snack sorpresa',
  icon: '🍪',
  type: 'product',
  value: 12900,
  probability: 0,
});

/** 30 + 45,5 + 12 = 87,5 %: 12,5 % left for a new prize. */
const STORED = [POINTS_50, DISCOUNT_10, SHIPPING];

/** The dialog over the stored prizes (the sum rule reads their probabilities). */
const setup = (edited: PrizeRow | null = null, stored = STORED, history?: AuditChanges) =>
  renderResourceForm({
    resource: prizes,
    form: prizeForm,
    row: edited,
    history,
    mocks: () =>
      supabaseMock
        .table('roulette_prizes')
        .get(() =>
          stored.map(({ id, probability, is_active }) => ({ id, probability, is_active })),
        ),
  });

/** Waits until the other prizes' probabilities are in the hint (the sum rule knows them). */
const sumKnown = (dialog: HTMLElement, left: string) =>
  within(dialog).findByText(new RegExp(`Disponible: ${left}`));

/** Once 12,5 % is known to be left: a points prize named `name`, of 20 points, at `probability`. */
async function fillPointsPrize(view: ReturnType<typeof setup>, name: string, probability: string) {
  await sumKnown(view.dialog, '12,5 %');
  await view.user.type(view.field(/^Nombre/), name);
  await view.user.type(view.field(/^Puntos/), '20');
  await view.user.type(view.field(/^Probabilidad/), probability);
}

describe('a new prize', () => {
  it('starts with the 🎁 icon among ten named choices, a points prize, active', async () => {
    const { dialog, field } = setup();
    const icons = within(dialog).getByRole('group', { name: 'Ícono' });
    const radios = within(icons).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(within(icons).getByRole('radio', { name: 'Regalo' })).toBeChecked();
    expect(within(icons).getByRole('radio', { name: 'Trofeo' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Tipo/ })).toHaveValue('points');
    expect(within(dialog).getByRole('switch', { name: 'Premio activo' })).toBeChecked();
    expect(field(/^Probabilidad/)).toHaveValue('');
    expect(await sumKnown(dialog, '12,5 %')).toHaveTextContent('los demás premios suman 87,5 %');
  });

  it('does not offer the product type, and says why', () => {
    const { dialog } = setup();
    const type = within(dialog).getByRole('combobox', { name: /^Tipo/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Puntos', 'Descuento', 'Envío gratis']);
    expect(type).toHaveAccessibleDescription(/^Los premios de tipo producto no están disponibles/);
  });

  it('inserts the prize with the chosen icon, toasts and closes', async () => {
    supabaseMock.table('roulette_prizes').post(({ body }) => ({
      ...POINTS_50,
      ...(body as object),
      id: 'p-new',
    }));
    const { user, dialog, field, submit, onClose, requests, writes } = setup();
    await sumKnown(dialog, '12,5 %');
    await user.click(within(dialog).getByRole('radio', { name: 'Trofeo' }));
    await user.type(field(/^Nombre/), '1.000 puntos');
    await user.type(field(/^Descripción/), '¡El premio mayor!');
    await user.type(field(/^Puntos/), '1000');
    await user.type(field(/^Probabilidad/), '12,5');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
      icon: '🏆',
      name: '1.000 puntos',
      description: '¡El premio mayor!',
      type: 'points',
      value: 1000,
      probability: 12.5,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Premio guardado correctamente', tone: 'success' }]);
  });

  it('refuses a probability that takes the sum past 100 %, under the field', async () => {
    const view = setup();
    const { dialog, field, submit, onClose, writes } = view;
    await fillPointsPrize(view, 'Bono extra', '12,6');
    await submit();

    expect(
      await within(dialog).findByText('La suma de probabilidades no puede exceder 100%'),
    ).toBeInTheDocument();
    expect(field(/^Probabilidad/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes('POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a probability outside 0–100 or with more than one decimal', async () => {
    const { user, dialog, field, submit, writes } = setup(null, []);
    await sumKnown(dialog, '100 %');
    await user.type(field(/^Nombre/), 'Bono');
    await user.type(field(/^Puntos/), '20');
    const message = 'La probabilidad va de 0 a 100, con hasta un decimal';

    await user.type(field(/^Probabilidad/), '100,5');
    await submit();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.clear(field(/^Probabilidad/));
    await user.type(field(/^Probabilidad/), '12,25');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.clear(field(/^Probabilidad/));
    await user.type(field(/^Probabilidad/), '-3');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.clear(field(/^Probabilidad/));
    expect(await within(dialog).findByText('Ingresa la probabilidad')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it('accepts exactly what is left, written with a point', async () => {
    supabaseMock
      .table('roulette_prizes')
      .post(({ body }) => ({ ...POINTS_50, ...(body as object) }));
    const view = setup();
    const { submit, onClose, writes } = view;
    await fillPointsPrize(view, 'Bono', '12.5');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toMatchObject({ probability: 12.5 });
  });

  it('requires the name', async () => {
    const { dialog, field, submit, writes } = setup();
    await submit();
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveFocus();
    expect(writes('POST')).toHaveLength(0);
  });

  it('keeps a discount at 100 % or less', async () => {
    const { user, dialog, field, submit, writes } = setup();
    await sumKnown(dialog, '12,5 %');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'discount');
    await user.type(field(/^Nombre/), 'Descuentazo');
    await user.type(field(/^Descuento/), '120');
    await user.type(field(/^Probabilidad/), '5');
    await submit();
    expect(
      await within(dialog).findByText('El descuento va de 0 a 100 %, con hasta dos decimales'),
    ).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it('saves a free-shipping prize with the value 1, without asking for one', async () => {
    supabaseMock
      .table('roulette_prizes')
      .post(({ body }) => ({ ...SHIPPING, ...(body as object) }));
    const { user, dialog, field, submit, onClose, writes } = setup();
    await sumKnown(dialog, '12,5 %');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Tipo/ }),
      'free_shipping',
    );
    expect(within(dialog).queryByRole('textbox', { name: /^Puntos|^Valor/ })).toBeNull();
    expect(dialog).toHaveTextContent('El envío gratis no lleva valor');
    await user.type(field(/^Nombre/), 'Envío gratis');
    await user.type(field(/^Probabilidad/), '10');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toMatchObject({ type: 'free_shipping', value: 1 });
  });
});

describe("the database's answer", () => {
  it("shows the database's sum refusal under the field and as a toast", async () => {
    supabaseMock.table('roulette_prizes').post(
      supabaseMock.error({
        code: 'P0001',
        message: 'La suma de probabilidades no puede exceder 100%',
      }),
    );
    const view = setup();
    const { dialog, field, submit, onClose, requests } = view;
    await fillPointsPrize(view, 'Bono', '10');
    await submit();

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'La suma de probabilidades no puede exceder 100%', tone: 'error' },
      ]),
    );
    expect(field(/^Probabilidad/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Probabilidad/)).toHaveFocus();
    // in the dialog too, under the field (it was only marked invalid, with no words)
    expect(
      within(dialog).getByText('La suma de probabilidades no puede exceder 100%'),
    ).toBeVisible();
    expect(field(/^Probabilidad/)).toHaveAccessibleDescription(
      /La suma de probabilidades no puede exceder 100%/,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("toasts the server's own message, else 'Error al guardar premio'", async () => {
    supabaseMock.table('roulette_prizes').post(
      supabaseMock.error({
        code: 'P0001',
        message: 'Los premios de tipo producto no están disponibles',
      }),
      { once: true },
    );
    const view = setup();
    const { submit, requests, onClose } = view;
    await fillPointsPrize(view, 'Bono', '10');
    await submit();
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Los premios de tipo producto no están disponibles', tone: 'error' },
      ]),
    );

    supabaseMock.table('roulette_prizes').post(supabaseMock.networkError());
    await submit();
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({ title: 'Error al guardar premio', tone: 'error' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a prize', () => {
  it('leaves its own old probability out of the sum', async () => {
    supabaseMock.table('roulette_prizes').patch(({ body }) => ({
      ...DISCOUNT_10,
      ...(body as object),
    }));
    // 30 + 45,5 + 12 + 12,5 = 100 %: the edited prize may go up to 57,5 %, not 45,5 % + 0
    const full = [...STORED, prize({ id: 'p-25', probability: 12.5 })];
    const { user, dialog, field, submit, onClose, requests, writes } = setup(DISCOUNT_10, full);

    expect(field(/^Nombre/)).toHaveValue('10% de descuento');
    expect(field(/^Descuento/)).toHaveValue('10');
    expect(field(/^Probabilidad/)).toHaveValue('45,5');
    expect(within(dialog).getByRole('radio', { name: 'Etiqueta de descuento' })).toBeChecked();
    await sumKnown(dialog, '45,5 %');

    await user.clear(field(/^Probabilidad/));
    await user.type(field(/^Probabilidad/), '45,6');
    await submit();
    expect(
      await within(dialog).findByText('La suma de probabilidades no puede exceder 100%'),
    ).toBeInTheDocument();
    expect(writes('PATCH')).toHaveLength(0);

    await user.clear(field(/^Probabilidad/));
    await user.type(field(/^Probabilidad/), '45,5');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${DISCOUNT_10.id}` });
    expect(writes('PATCH')[0]?.body).toEqual({
      icon: '🏷️',
      name: '10% de descuento',
      description: null,
      type: 'discount',
      value: 10,
      probability: 45.5,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Premio guardado correctamente', tone: 'success' }]);
  });

  it('makes a product prize stored before choose another type, keeping its icon', async () => {
    const { user, dialog, submit } = setup(SNACK, [...STORED, SNACK]);
    const type = within(dialog).getByRole('combobox', { name: /^Tipo/ });
    expect(type).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Ícono actual' })).toBeChecked();
    await submit();
    expect(await within(dialog).findByText('Elige el tipo de premio')).toBeInTheDocument();
    await user.selectOptions(type, 'discount');
    expect(within(dialog).queryByText('Elige el tipo de premio')).toBeNull();
  });

  it('shows its change history', async () => {
    const { findHistory } = setup(POINTS_50, STORED, { probability: { before: 25, after: 30 } });
    const history = await findHistory();
    expect(history).toHaveTextContent('Probabilidad: 25 % → 30 %');
  });
});
