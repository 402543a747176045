import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import type { BonusRow } from '../api/get-bonuses';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { bonusForm } from './bonus-form-dialog';
import { bonuses } from './bonuses-page';
import { HINCHA } from '../testing/bonus-fixtures';

const SPA: BonusRow = {
  ...HINCHA,
  id: 'b-spa',
  name: 'Kit spa VIP',
  icon: '🛁',
  category: 'vip',
  type: 'product',
  value: 90000,
  points_cost: 5000,
  popular: false,
};

const setup = (row: BonusRow | null = null, history?: AuditChanges) =>
  renderResourceForm({ resource: bonuses, form: bonusForm, row, history });

describe('a new bonus', () => {
  it("starts from the spec's defaults: 🎁, todos, discount, value 0, cost 0, active, not popular", () => {
    const { dialog, field, combobox } = setup();
    const icons = within(dialog).getByRole('group', { name: 'Ícono' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(15);
    expect(within(icons).getByRole('radio', { name: 'Regalo' })).toBeChecked();
    expect(field(/^Ícono personalizado/)).toHaveValue('');
    expect(combobox(/^Categoría/)).toHaveValue('todos');
    expect(combobox(/^Tipo/)).toHaveValue('discount');
    expect(field(/^Descuento/)).toHaveValue('0');
    expect(field(/^Costo en puntos/)).toHaveValue('0');
    expect(within(dialog).getByRole('switch', { name: 'Bono activo' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Popular' })).not.toBeChecked();
  });

  it('offers the four categories and the four types by their Spanish names', () => {
    const { combobox } = setup();
    const labels = (element: HTMLElement) =>
      within(element)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(combobox(/^Categoría/))).toEqual(['Todos', 'Deportes', 'Casino', 'VIP']);
    expect(labels(combobox(/^Tipo/))).toEqual(['Descuento', 'Envío gratis', 'Producto', 'Bono']);
  });

  it('inserts it with the defaults and the name, toasts and closes', async () => {
    supabaseMock.table('bonus_store').post(({ body }) => ({ ...HINCHA, ...(body as object) }));
    const { user, field, submit, onClose, requests, writes } = setup();
    await user.type(field(/^Nombre/), 'Bono de bienvenida');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
      icon: '🎁',
      name: 'Bono de bienvenida',
      description: null,
      category: 'todos',
      type: 'discount',
      value: 0,
      points_cost: 0,
      is_active: true,
      popular: false,
    });
    expect(requests.toasts).toEqual([{ title: 'Bono guardado', tone: 'success' }]);
  });

  it('requires the name', async () => {
    const { dialog, field, submit, writes } = setup();
    await submit();
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveFocus();
    expect(writes('POST')).toHaveLength(0);
  });

  it('saves the chosen icon, or the custom text in its place', async () => {
    supabaseMock.table('bonus_store').post(({ body }) => ({ ...HINCHA, ...(body as object) }));
    const { user, dialog, field, submit, onClose, writes } = setup();
    await user.click(within(dialog).getByRole('radio', { name: 'Corona' }));
    expect(within(dialog).getByRole('radio', { name: 'Corona' })).toBeChecked();

    await user.type(field(/^Ícono personalizado/), '🇨🇴');
    // the custom icon replaces the choice
    expect(within(dialog).getByRole('radio', { name: 'Corona' })).not.toBeChecked();
    await user.type(field(/^Nombre/), 'Bono Colombia');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toMatchObject({ icon: '🇨🇴' });
  });

  it('choosing an icon again clears the custom text', async () => {
    const { user, dialog, field } = setup();
    await user.type(field(/^Ícono personalizado/), 'AB');
    await user.click(within(dialog).getByRole('radio', { name: 'Trébol' }));
    expect(field(/^Ícono personalizado/)).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Trébol' })).toBeChecked();
  });

  it('takes a custom icon of two characters, an emoji counting as one, and no more', async () => {
    supabaseMock.table('bonus_store').post(({ body }) => ({ ...HINCHA, ...(body as object) }));
    const { user, dialog, field, submit, onClose, writes } = setup();
    await user.type(field(/^Nombre/), 'Bono');
    await user.type(field(/^Ícono personalizado/), 'VIP');
    await submit();
    expect(
      await within(dialog).findByText('El ícono personalizado admite hasta 2 caracteres'),
    ).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);

    await user.clear(field(/^Ícono personalizado/));
    // 🏷️ is two code points and 👨‍👩‍👧 five: still two characters
    await user.type(field(/^Ícono personalizado/), '🏷️👨‍👩‍👧');
    expect(
      within(dialog).queryByText('El ícono personalizado admite hasta 2 caracteres'),
    ).toBeNull();
    await user.clear(field(/^Ícono personalizado/));
    await user.type(field(/^Ícono personalizado/), '⭐1');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toMatchObject({ icon: '⭐1' });
  });

  it('keeps value and points cost at 0 or more, and a discount at 100 % or less', async () => {
    const { user, dialog, field, submit, writes } = setup();
    await user.type(field(/^Nombre/), 'Bono');
    await user.clear(field(/^Descuento/));
    await user.type(field(/^Descuento/), '150');
    await user.clear(field(/^Costo en puntos/));
    await user.type(field(/^Costo en puntos/), '-5');
    await submit();
    expect(
      await within(dialog).findByText('El descuento va de 0 a 100 %, con hasta dos decimales'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('El costo es un número entero de puntos, de 0 en adelante'),
    ).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'voucher');
    await user.clear(field(/^Valor del bono/));
    await user.type(field(/^Valor del bono/), '-1');
    expect(
      await within(dialog).findByText('El valor es un número de 0 en adelante'),
    ).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);
  });

  it("toasts the server's message, else 'Error al guardar bono'", async () => {
    supabaseMock
      .table('bonus_store')
      .post(supabaseMock.error({ code: 'P0001', message: 'Bono no permitido' }), { once: true });
    const { user, field, submit, onClose, requests } = setup();
    await user.type(field(/^Nombre/), 'Bono');
    await submit();
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Bono no permitido', tone: 'error' }]),
    );
    supabaseMock.table('bonus_store').post(supabaseMock.networkError());
    await submit();
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({ title: 'Error al guardar bono', tone: 'error' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a bonus', () => {
  it('shows its values, a stored icon outside the 15 as its custom icon, and updates it by id', async () => {
    supabaseMock.table('bonus_store').patch(({ body }) => ({ ...SPA, ...(body as object) }));
    const { user, dialog, field, combobox, submit, onClose, requests, writes } = setup(SPA);
    expect(field(/^Nombre/)).toHaveValue('Kit spa VIP');
    expect(field(/^Ícono personalizado/)).toHaveValue('🛁');
    expect(
      within(within(dialog).getByRole('group', { name: 'Ícono' }))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    expect(combobox(/^Categoría/)).toHaveValue('vip');
    expect(combobox(/^Tipo/)).toHaveValue('product');
    expect(field(/^Valor de referencia/)).toHaveValue('90000');
    expect(field(/^Costo en puntos/)).toHaveValue('5000');

    await user.click(within(dialog).getByRole('switch', { name: 'Popular' }));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${SPA.id}` });
    expect(writes('PATCH')[0]?.body).toMatchObject({ icon: '🛁', popular: true, value: 90000 });
    expect(requests.toasts).toEqual([{ title: 'Bono guardado', tone: 'success' }]);
  });

  it('shows its change history', async () => {
    const { dialog } = setup(HINCHA);
    expect(
      await within(dialog).findByRole('region', { name: 'Historial de cambios' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Balón' })).toBeChecked();
  });
});
