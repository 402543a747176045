import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
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

let bus: ReturnType<typeof recordBusRequests>;
let failSave: boolean;
/** the saves (upserts of user_profiles) the card sent */
let saved: TableRequest[];

beforeEach(() => {
  failSave = false;
  saved = [];
  supabaseMock.table('user_profiles').post((request) => {
    saved.push(request);
    return failSave
      ? supabaseMock.error({ code: '23514', message: 'violates check constraint' })
      : undefined;
  });
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}( \\(obligatorio\\))?$`) });

function renderCard(shown: Profile = profile) {
  const view = renderWithProviders(<PersonalInfoCard userId="user-1" profile={shown} />, {
    userOptions: { delay: null },
  });
  const { user } = view;
  const edit = () => user.click(screen.getByRole('button', { name: 'Editar' }));
  const retype = async (name: string, value: string) => {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  const saves = () => saved;
  return { ...view, edit, retype, save, saves };
}

describe('PersonalInfoCard', () => {
  it('shows the saved values read-only, the phone with +57', () => {
    renderCard();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('+57 300 123 4567')).toBeInTheDocument();
    expect(screen.getByText('Luna')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says what is missing instead of showing blanks', () => {
    renderCard({ ...profile, phone: '', petName: '' });
    expect(screen.getAllByText('Sin registrar')).toHaveLength(2);
  });

  it('saves the trimmed fields with an upsert of the own row, toasts and leaves edit mode', async () => {
    const { edit, retype, save, saves } = renderCard();
    await edit();
    await waitFor(() => expect(field('Nombre')).toHaveFocus());
    expect(field('Teléfono')).toHaveValue('3001234567');
    await retype('Nombre de tu mascota', ' Max ');
    await retype('Teléfono', '311 222 3344');
    await save();
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Perfil actualizado correctamente', tone: 'success' }]),
    );
    const [upsert] = saves();
    // an upsert of the shopper's own row
    expect(upsert?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(upsert?.userId).toBe('user-1');
    expect(upsert?.body).toMatchObject({
      id: 'user-1',
      first_name: 'Ana',
      last_name: 'Gómez',
      phone: '3112223344',
      pet_name: 'Max',
    });
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus());
  });

  it('checks the fields before saving, one at a time: names required, ten-digit phone', async () => {
    const { edit, retype, save, saves } = renderCard();
    await edit();
    await retype('Nombre', '  ');
    await retype('Apellido', '');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ingresa tu nombre$/);
    expect(field('Nombre')).toBeInvalid();
    expect(field('Nombre')).toHaveFocus();
    expect(field('Apellido')).not.toHaveAttribute('aria-invalid');

    await retype('Nombre', 'Ana');
    await save();
    await waitFor(() =>
      expect(field('Apellido')).toHaveAccessibleDescription('Ingresa tu apellido'),
    );
    expect(field('Apellido')).toHaveFocus();

    await retype('Apellido', 'Gómez');
    await retype('Teléfono', '300 12');
    await save();
    await waitFor(() =>
      expect(field('Teléfono')).toHaveAccessibleDescription(
        '10 dígitos, sin el +57 El teléfono debe tener 10 dígitos',
      ),
    );
    expect(saves()).toHaveLength(0);
  });

  it('stops the names at 100 characters, the most the database accepts', async () => {
    const { edit, retype, save, saves } = renderCard();
    await edit();
    await retype('Nombre de tu mascota', 'x'.repeat(105));
    expect(field('Nombre de tu mascota')).toHaveValue('x'.repeat(100));
    for (const name of ['Nombre', 'Apellido', 'Nombre de tu mascota']) {
      expect(field(name)).toHaveAttribute('maxlength', '100');
    }
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({ pet_name: 'x'.repeat(100) });
  });

  it('keeps letters out of the phone as they are typed', async () => {
    const { edit, retype } = renderCard();
    await edit();
    await retype('Teléfono', '300abc1234567999');
    expect(field('Teléfono')).toHaveValue('3001234567');
  });

  it('keeps what was typed and stays editing when saving fails', async () => {
    failSave = true;
    const { edit, retype, save } = renderCard();
    await edit();
    await retype('Nombre de tu mascota', 'Max');
    await save();
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al actualizar el perfil', tone: 'error' }]),
    );
    expect(field('Nombre de tu mascota')).toHaveValue('Max');
  });

  it('Cancelar puts the saved values back', async () => {
    const { edit, retype, user } = renderCard();
    await edit();
    await retype('Nombre', 'Otra');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Ana')).toBeInTheDocument();
    await edit();
    expect(field('Nombre')).toHaveValue('Ana');
  });
});
