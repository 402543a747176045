import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuEntry } from './menu';

function renderMenu(items?: MenuEntry[]) {
  const onSelect = vi.fn();
  const onLink = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onOpenChange = vi.fn();
  render(
    <>
      <Menu
        trigger="Mi cuenta"
        onOpenChange={onOpenChange}
        items={
          items ?? [
            { label: 'Mi Perfil', href: '/profile', onSelect: onLink },
            { label: 'Mis Pedidos', href: '/orders', onSelect: onLink },
            { label: 'Tienda de Bonos', onSelect },
            { type: 'separator' },
            { label: 'Cerrar Sesión', tone: 'danger', onSelect },
          ]
        }
      />
      <button type="button">Después</button>
    </>,
  );
  return { onSelect, onLink, onOpenChange, user: userEvent.setup() };
}

const trigger = () => screen.getByRole('button', { name: 'Mi cuenta' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('wires the trigger to a hidden menu', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with focus on the first item', async () => {
    const { user, onOpenChange } = renderMenu();
    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: 'Mi cuenta' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(item('Mi Perfil')).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('opens with ArrowUp on the last item and ArrowDown on the first', async () => {
    const { user } = renderMenu();
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar Sesión')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(item('Mi Perfil')).toHaveFocus();
  });

  it('moves focus with the arrows (wrapping), Home and End', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    expect(item('Mis Pedidos')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Cerrar Sesión')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Mi Perfil')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Cerrar Sesión')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Mi Perfil')).toHaveFocus();
  });

  it('moves to the next item starting with a typed letter, ignoring accents', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.keyboard('t');
    expect(item('Tienda de Bonos')).toHaveFocus();
    await user.keyboard('m');
    expect(item('Mi Perfil')).toHaveFocus();
    await user.keyboard('m');
    expect(item('Mis Pedidos')).toHaveFocus();
  });

  it('activates a button item with Enter, closes and returns focus to the trigger', async () => {
    const { user, onSelect } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('activates items with Space, links included', async () => {
    const { user, onSelect, onLink } = renderMenu();
    await user.click(trigger());
    await user.keyboard(' ');
    expect(onLink).toHaveBeenCalledTimes(1);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('renders href items as links', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    expect(item('Mi Perfil').tagName).toBe('A');
    expect(item('Mi Perfil')).toHaveAttribute('href', '/profile');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, onOpenChange } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Tab and moves on past the trigger', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles closed on a second click of the trigger', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not run a disabled item', async () => {
    const onSelect = vi.fn();
    const { user } = renderMenu([
      { label: 'Mi Membresía', disabled: true, onSelect },
      { label: 'Configuración', onSelect: vi.fn() },
    ]);
    await user.click(trigger());
    expect(item('Mi Membresía')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
