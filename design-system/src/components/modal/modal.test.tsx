import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { vars } from '../../tokens';
import { cssRules, cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { Modal, type ModalProps } from './modal';

function Harness(
  props: Partial<Omit<ModalProps, 'open' | 'onClose' | 'title'>> & { onClose?: () => void },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        {...props}
        open={open}
        title="Iniciar sesión"
        description="Ingresa con tu email"
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Email <input type="email" />
        </label>
        <button type="button">Entrar</button>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return user;
}

// Tab staying inside, the page behind inert, the page scroll held and focus given back by the
// browser are the platform's: checked in real Chromium by the stories' play functions.
describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its description', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Iniciar sesión' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Ingresa con tu email');
    expect(dialog.closest('#root, body > div:not([data-testid])')).toBeNull();
  });

  it('moves focus to the first focusable element, the close button', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('focuses the element given as initial focus', async () => {
    function WithInitialFocus() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Buscar" initialFocusRef={input}>
          <input ref={input} aria-label="Buscar productos" />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dims the page behind it once, with the theme’s semi-transparent overlay colour', async () => {
    await openModal();
    const backdrop = screen.getByTestId('modal-backdrop');
    const own = cssRulesOf(backdrop, '').filter((rule) => !/[ :>]/.test(rule.selector));
    // a custom property of the theme: rgba(…, 0.55) in light, rgba(0, 0, 0, 0.65) in dark
    expect(declared(own, 'background')).toBe(vars.color.overlay);
    // the browser's own ::backdrop stays clear, so the page is not dimmed twice
    const dialog = screen.getByRole('dialog');
    const native = cssRules().filter((rule) =>
      Array.from(dialog.classList).some((name) => rule.selector === `.${name}::backdrop`),
    );
    expect(declared(native, 'background')).toBe('transparent');
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = await openModal();
    await user.click(screen.getByText('Ingresa con tu email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore Escape and backdrop clicks', async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose, closeOnEscape: false, closeOnBackdropClick: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks to close on a close request (cancel) and keeps the dialog open until the owner closes it', async () => {
    const onClose = vi.fn();
    await openModal({ onClose });
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape that a widget inside already handled', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onClose={onClose} title="Filtros">
        <input
          aria-label="Buscar"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Modal>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Buscar' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets only the top dialog react to Escape when two are stacked', async () => {
    const outerClose = vi.fn();
    const user = userEvent.setup();
    function Stacked() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Editar categoría">
          <button type="button" onClick={() => setConfirming(true)}>
            Descartar
          </button>
          <Modal open={confirming} onClose={() => setConfirming(false)} title="¿Descartar cambios?">
            <button type="button">Sí</button>
          </Modal>
        </Modal>
      );
    }
    render(<Stacked />);
    const discard = screen.getByRole('button', { name: 'Descartar' });
    await user.click(discard);
    const inner = screen.getByRole('dialog', { name: '¿Descartar cambios?' });
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '¿Descartar cambios?' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(discard).toHaveFocus();
  });

  it('marks its size as a data attribute', async () => {
    await openModal({ size: 'lg' });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'lg');
  });
});
