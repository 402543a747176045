import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AuthModal } from '@bonis/design-system/bus';
import { provideFakeSupabase } from '../../../testing/fake-supabase';
import { resetBus } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import AuthModalsWidget from '../../../widgets/auth-modals';

beforeEach(() => {
  provideFakeSupabase();
  resetBus(null);
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');

describe('AuthModals', () => {
  it.each([
    ['login', 'Iniciar sesión'],
    ['register', 'Crear cuenta'],
    ['forgot-password', 'Recuperar contraseña'],
    ['phone-login', 'Ingresar con teléfono'],
  ] as const)('opens the %s dialog, named "%s"', (modal, title) => {
    renderWidget(<AuthModalsWidget modal={modal} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: title }).getAttribute('aria-modal')).toBe('true');
  });

  it('puts focus in the first field when it opens', () => {
    renderWidget(<AuthModalsWidget modal="login" onClose={() => {}} />);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });

  it('switches between the four dialogs and focuses the new first field', () => {
    renderWidget(<AuthModalsWidget modal="login" onClose={() => {}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/));

    fireEvent.click(screen.getByRole('button', { name: 'Ya tengo cuenta - Iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('dialog', { name: 'Recuperar contraseña' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));

    fireEvent.click(screen.getByRole('button', { name: 'Ingresar con teléfono' }));
    expect(screen.getByRole('dialog', { name: 'Ingresar con teléfono' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Número de celular/));
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('keeps the email typed in one dialog for the next', () => {
    renderWidget(<AuthModalsWidget modal="login" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@correo.co' } });
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@correo.co');
  });

  it('follows the modal prop when the shell asks for another dialog', () => {
    const { rerender } = renderWidget(<AuthModalsWidget modal="login" onClose={() => {}} />);
    rerender(<AuthModalsWidget modal={'register' satisfies AuthModal} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Crear cuenta' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/));
  });

  it('asks to close on Escape, on a click outside and with the close button', () => {
    const onClose = vi.fn();
    renderWidget(<AuthModalsWidget modal="login" onClose={onClose} />);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    const backdrop = screen.getByTestId('modal-backdrop');
    act(() => {
      fireEvent.mouseDown(backdrop);
      fireEvent.click(backdrop);
    });
    expect(onClose).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close on a click inside the dialog', () => {
    const onClose = vi.fn();
    renderWidget(<AuthModalsWidget modal="login" onClose={onClose} />);
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(onClose).not.toHaveBeenCalled();
  });
});
