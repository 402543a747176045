import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { argsOf, provideFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import { EMPTY_PROFILE, type Profile } from '../api/get-profile';
import { PersonalInfoCard } from './personal-info-card';

const profile: Profile = {
  ...EMPTY_PROFILE,
  firstName: 'Ana',
  lastName: 'Gómez',
  phone: '+573001234567',
  petName: 'Luna',
  createdAt: '2026-01-15T15:00:00Z',
};

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let failSave: boolean;

beforeEach(() => {
  failSave = false;
  fake = provideFakeSupabase({
    user_profiles: () =>
      failSave
        ? { error: { message: 'violates check constraint', code: '23514' } }
        : { data: null },
  });
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
});
afterEach(() => bus.stop());

const field = (name: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${name}( \\(obligatorio\\))?$`),
  }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

describe('PersonalInfoCard', () => {
  it('shows the saved values read-only, the phone with +57', () => {
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('+57 300 123 4567')).toBeTruthy();
    expect(screen.getByText('Luna')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says what is missing instead of showing blanks', () => {
    renderWidget(
      <PersonalInfoCard userId="user-1" profile={{ ...profile, phone: '', petName: '' }} />,
    );
    expect(screen.getAllByText('Sin registrar')).toHaveLength(2);
  });

  it('saves the trimmed fields with an upsert of the own row, toasts and leaves edit mode', async () => {
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field('Teléfono').value).toBe('3001234567');
    fireEvent.change(field('Nombre de tu mascota'), { target: { value: ' Max ' } });
    fireEvent.change(field('Teléfono'), { target: { value: '311 222 3344' } });
    save();
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Perfil actualizado correctamente', tone: 'success' }]),
    );
    const upsert = argsOf(
      fake.queries.find((q) => q.table === 'user_profiles'),
      'upsert',
    );
    expect(upsert?.[0]).toMatchObject({
      id: 'user-1',
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: '3112223344',
      pet_name: 'Max',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy());
  });

  it('checks the fields before saving: names required, ten-digit phone', () => {
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(field('Nombre'), { target: { value: '  ' } });
    save();
    expect(screen.getByText('Ingresa tu nombre')).toBeTruthy();
    expect(document.activeElement).toBe(field('Nombre'));

    fireEvent.change(field('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(field('Apellido'), { target: { value: '' } });
    save();
    expect(screen.getByText('Ingresa tu apellido')).toBeTruthy();

    fireEvent.change(field('Apellido'), { target: { value: 'Gómez' } });
    fireEvent.change(field('Teléfono'), { target: { value: '300 12' } });
    save();
    expect(screen.getByText('El teléfono debe tener 10 dígitos')).toBeTruthy();
    expect(fake.queries.filter((q) => q.table === 'user_profiles')).toHaveLength(0);
  });

  it('keeps letters out of the phone as they are typed', () => {
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(field('Teléfono'), { target: { value: '300abc1234567999' } });
    expect(field('Teléfono').value).toBe('3001234567');
  });

  it('keeps what was typed and stays editing when saving fails', async () => {
    failSave = true;
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(field('Nombre de tu mascota'), { target: { value: 'Max' } });
    save();
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al actualizar el perfil', tone: 'error' }]),
    );
    expect(field('Nombre de tu mascota').value).toBe('Max');
  });

  it('Cancelar puts the saved values back', () => {
    renderWidget(<PersonalInfoCard userId="user-1" profile={profile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(field('Nombre'), { target: { value: 'Otra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Ana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field('Nombre').value).toBe('Ana');
  });
});
