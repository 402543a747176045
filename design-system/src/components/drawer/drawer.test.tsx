import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { vars } from '../../tokens';
import { cssRules, cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { Drawer, type DrawerProps } from './drawer';

function Harness(props: Partial<Omit<DrawerProps, 'open' | 'title'>>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir menú
      </button>
      <Drawer
        {...props}
        open={open}
        title="Menú"
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <nav aria-label="Principal">
          <a href="/dogs">Perros</a>
          <a href="/cats">Gatos</a>
        </nav>
      </Drawer>
    </>
  );
}

async function openDrawer(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return user;
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its title, on the left by default', async () => {
    await openDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Menú' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-side', 'left');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('slides from the side it is given', async () => {
    await openDrawer({ side: 'right' });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'right');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const onClose = vi.fn();
    const user = await openDrawer({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it('dims the page behind it once, with the theme’s semi-transparent overlay colour', async () => {
    await openDrawer();
    const backdrop = screen.getByTestId('drawer-backdrop');
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

  it('closes on a click on the backdrop and with the close button', async () => {
    const user = await openDrawer();
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can stay open on Escape and backdrop clicks', async () => {
    const onClose = vi.fn();
    const user = await openDrawer({ onClose, closeOnEscape: false, closeOnBackdropClick: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
