import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuthModal } from '@bonis/design-system/bus';
import { renderWithProviders, resetBus, supabaseMock } from '@bonis/test-utils';
import AuthModalsWidget from '../../../widgets/auth-modals';

beforeEach(() => {
  resetBus(null);
  // the register dialog reads whether registrations are open: no row, so the defaults (open)
  supabaseMock.table('app_settings').get([]);
});

const dialog = () => screen.getByRole('dialog');

function renderModals(modal: AuthModal = 'login', onClose = vi.fn()) {
  return {
    ...renderWithProviders(<AuthModalsWidget modal={modal} onClose={onClose} />, {
      userOptions: { delay: null },
    }),
    onClose,
  };
}

describe('AuthModals', () => {
  it.each([
    ['login', 'Iniciar sesión'],
    ['register', 'Crear cuenta'],
    ['forgot-password', 'Recuperar contraseña'],
    ['phone-login', 'Ingresar con teléfono'],
  ] as const)('opens the %s dialog, named "%s"', (modal, title) => {
    renderModals(modal);
    expect(screen.getByRole('dialog', { name: title })).toHaveAttribute('aria-modal', 'true');
  });

  it('puts focus in the first field when it opens', () => {
    renderModals();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('switches between the four dialogs and focuses the new first field', async () => {
    const { user } = renderModals();

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ya tengo cuenta - Iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('dialog', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));

    await user.click(screen.getByRole('button', { name: 'Ingresar con teléfono' }));
    expect(screen.getByRole('dialog', { name: 'Ingresar con teléfono' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Número de celular/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('keeps the email typed in one dialog for the next', async () => {
    const { user } = renderModals();
    await user.type(screen.getByLabelText(/^Email/), 'ana@correo.co');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@correo.co');
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@correo.co');
  });

  it('follows the modal prop when the shell asks for another dialog', () => {
    const { rerender } = renderModals();
    rerender(<AuthModalsWidget modal="register" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
  });

  it('asks to close on Escape, on a click outside and with the close button', async () => {
    const { onClose, user } = renderModals();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close on a click inside the dialog', async () => {
    const { onClose, user } = renderModals();
    await user.click(dialog());
    expect(onClose).not.toHaveBeenCalled();
  });
});
