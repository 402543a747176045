import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from '../overlay/fake-timers';
import { Dropdown, type DropdownProps } from './dropdown';

afterEach(() => teardownFakeTimers());

function renderCart(props: Partial<DropdownProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <>
      <Dropdown trigger="Carrito" onOpenChange={onOpenChange} {...props}>
        {({ close }) => (
          <>
            <ul aria-label="Productos en el carrito">
              <li>Concentrado 2 kg</li>
            </ul>
            <a href="/cart" onClick={(event) => (event.preventDefault(), close())}>
              Ver carrito
            </a>
          </>
        )}
      </Dropdown>
      <button type="button">Fuera</button>
    </>,
  );
  return onOpenChange;
}

const trigger = () => screen.getByRole('button', { name: 'Carrito' });
const panel = () => screen.queryByRole('group', { name: 'Carrito' });

describe('Dropdown', () => {
  it('opens and closes from its trigger, reporting each change', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderCart();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-controls', panel()?.id);
    expect(screen.getByRole('list', { name: 'Productos en el carrito' })).toBeInTheDocument();
    await user.click(trigger());
    expect(panel()).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps its content in the Tab order (not a menu)', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveFocus();
  });

  it('closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(trigger());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(trigger());
    await user.click(document.body);
    expect(panel()).not.toBeInTheDocument();
    await user.click(trigger());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
  });

  it('lets the content close it', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Ver carrito' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('opens on hover after the delay and closes when the pointer leaves', async () => {
    const user = setupFakeTimers();
    const onOpenChange = renderCart({ openOnHover: true, hoverDelay: 200 });
    await user.hover(trigger());
    act(() => vi.advanceTimersByTime(150));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(panel()).toBeInTheDocument();
    await user.unhover(trigger());
    act(() => vi.advanceTimersByTime(200));
    expect(panel()).not.toBeInTheDocument();
  });

  it('stays open after the pointer leaves once it was clicked', async () => {
    const user = setupFakeTimers();
    renderCart({ openOnHover: true });
    await user.hover(trigger());
    act(() => vi.advanceTimersByTime(150));
    await user.click(trigger());
    await user.unhover(trigger());
    act(() => vi.advanceTimersByTime(1000));
    expect(panel()).toBeInTheDocument();
  });

  it('follows a controlled open value', () => {
    renderCart({ open: true });
    expect(panel()).toBeInTheDocument();
  });

  it('closes a hover-opened panel on Escape and leaves focus where it was', async () => {
    const user = setupFakeTimers();
    renderCart({ openOnHover: true, hoverDelay: 100 });
    screen.getByRole('button', { name: 'Fuera' }).focus();
    await user.hover(trigger());
    act(() => vi.advanceTimersByTime(100));
    expect(panel()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
  });
});
