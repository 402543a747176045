import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  renderResourceForm,
  type AuditChanges,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { TimeRangeRow } from '../api/get-time-ranges';
import { timeRangeForm } from './time-range-form-dialog';
import { timeRanges } from './time-ranges-page';
import { TIME_RANGE_ICONS } from '../schemas/time-range-form';
import { MORNING } from '../testing/time-range-fixtures';

function setup(row: TimeRangeRow | null = null, history?: AuditChanges) {
  const view = renderResourceForm({ resource: timeRanges, form: timeRangeForm, row, history });
  const icons = () => within(view.dialog).getByRole('group', { name: 'Ícono' });
  const icon = (name: string) => within(icons()).getByRole('radio', { name });
  /** the cut-off time input (a time input has no textbox role) */
  const cutOff = () => within(view.dialog).getByLabelText(/^Cierre para entregas de hoy/);
  return { ...view, icons, icon, cutOff };
}

describe('a new time range', () => {
  it('starts with priority 1, the 📦 icon, no cut-off and active', () => {
    const { dialog, field, icon, cutOff } = setup();
    expect(field(/^Prioridad/)).toHaveValue('1');
    expect(icon('Paquete')).toBeChecked();
    expect(cutOff()).toHaveValue('');
    expect(
      within(dialog).getByRole('switch', { name: 'Rango activo (se ofrece en el checkout)' }),
    ).toBeChecked();
  });

  it('offers the seven icons as radios named in Spanish', () => {
    const { icons } = setup();
    const radios = within(icons()).getAllByRole('radio');
    // the schema's test pins the seven icons and their order
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(
      TIME_RANGE_ICONS.map((option) => option.icon),
    );
    expect(radios.map((radio) => radio.getAttribute('aria-invalid'))).toEqual(Array(7).fill(null));
    for (const name of ['Paquete', 'Camión', 'Rayo', 'Luna', 'Sol', 'Reloj', 'Despertador']) {
      expect(within(icons()).getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('requires the range text, the cost and the priority', async () => {
    const { user, dialog, field, writes } = setup();
    await user.clear(field(/^Prioridad/));
    await user.click(within(dialog).getByRole('button', { name: 'Crear rango' }));

    expect(await within(dialog).findByText('El rango horario es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('El costo es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La prioridad es obligatoria')).toBeInTheDocument();
    expect(field(/^Rango horario/)).toHaveFocus();
    expect(field(/^Descripción/)).not.toHaveAttribute('aria-invalid');
    expect(writes('POST')).toHaveLength(0);
  });

  it("inserts it with the defaults, toasts 'Rango horario creado' and closes", async () => {
    supabaseMock.table('shipping_time_ranges').post(({ body }) => ({
      ...MORNING,
      ...(body as object),
      id: 'range-new',
    }));
    const { user, dialog, field, onClose, requests, writes } = setup();
    await user.type(field(/^Rango horario/), '8:00 p. m. - 10:00 p. m.');
    await user.type(field(/^Costo/), '12.000');
    await user.click(within(dialog).getByRole('button', { name: 'Crear rango' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')).toHaveLength(1);
    expect(writes('POST')[0]?.body).toEqual({
      time_range: '8:00 p. m. - 10:00 p. m.',
      description: null,
      cost: 12000,
      priority: 1,
      icon: '📦',
      ends_at: null,
      is_active: true,
    });
    expect(requests.toasts).toEqual([{ title: 'Rango horario creado', tone: 'success' }]);
  });

  it('saves the icon, priority, description and cut-off time chosen', async () => {
    supabaseMock.table('shipping_time_ranges').post(({ body }) => ({
      ...MORNING,
      ...(body as object),
    }));
    const { user, dialog, field, icon, cutOff, onClose, writes } = setup();
    await user.type(field(/^Rango horario/), 'Express 2 horas');
    await user.type(field(/^Descripción/), 'Te lo llevamos en menos de 2 horas');
    await user.type(field(/^Costo/), '15000');
    await user.clear(field(/^Prioridad/));
    await user.type(field(/^Prioridad/), '4');
    await user.click(icon('Rayo'));
    expect(icon('Rayo')).toBeChecked();
    expect(icon('Paquete')).not.toBeChecked();
    await user.type(cutOff(), '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Crear rango' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('POST')[0]?.body).toEqual({
      time_range: 'Express 2 horas',
      description: 'Te lo llevamos en menos de 2 horas',
      cost: 15000,
      priority: 4,
      icon: '⚡',
      ends_at: '18:00',
      is_active: true,
    });
  });

  it('moves between the icons with the arrow keys', async () => {
    const { user, icon } = setup();
    icon('Paquete').focus();
    await user.keyboard('{ArrowRight}');
    expect(icon('Camión')).toBeChecked();
    expect(icon('Camión')).toHaveFocus();
  });

  it("toasts 'No se pudo guardar el rango horario' when the save fails, and stays open", async () => {
    supabaseMock
      .table('shipping_time_ranges')
      .post(supabaseMock.error({ code: '42501', message: 'permission denied for table x' }));
    const { user, dialog, field, onClose, requests } = setup();
    await user.type(field(/^Rango horario/), 'Noche');
    await user.type(field(/^Costo/), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Crear rango' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo guardar el rango horario', tone: 'error' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('editing a time range', () => {
  it("shows its values, updates it by id and toasts 'Rango horario actualizado'", async () => {
    supabaseMock
      .table('shipping_time_ranges')
      .patch(({ body }) => ({ ...MORNING, ...(body as object) }));
    const { user, dialog, field, icon, cutOff, onClose, requests, writes, findHistory } = setup(
      MORNING,
      { icon: { before: '📦', after: '☀️' } },
    );

    expect(field(/^Rango horario/)).toHaveValue('8:00 a. m. - 12:00 m.');
    expect(field(/^Costo/)).toHaveValue('8000');
    expect(field(/^Prioridad/)).toHaveValue('1');
    expect(icon('Sol')).toBeChecked();
    expect(cutOff()).toHaveValue('12:00');
    const history = await findHistory();
    expect(history).toHaveTextContent('Ícono: 📦 → ☀️');

    await user.click(icon('Luna'));
    await user.clear(cutOff());
    await user.click(
      within(dialog).getByRole('switch', { name: 'Rango activo (se ofrece en el checkout)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${MORNING.id}` });
    expect(writes('PATCH')[0]?.body).toEqual({
      time_range: '8:00 a. m. - 12:00 m.',
      description: 'Entrega en la mañana',
      cost: 8000,
      priority: 1,
      icon: '🌙',
      ends_at: null,
      is_active: false,
    });
    expect(requests.toasts).toEqual([{ title: 'Rango horario actualizado', tone: 'success' }]);
  });

  it("shows the database's own message when it refuses the save", async () => {
    supabaseMock
      .table('shipping_time_ranges')
      .patch(supabaseMock.error({ code: 'P0001', message: 'La tienda está en mantenimiento' }));
    const { user, dialog, requests } = setup(MORNING);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'La tienda está en mantenimiento', tone: 'error' },
      ]),
    );
  });
});
