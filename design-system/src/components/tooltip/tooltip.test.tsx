import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from '../overlay/fake-timers';
import { Tooltip } from './tooltip';

afterEach(teardownFakeTimers);

const setup = setupFakeTimers;
const tooltipElement = () => screen.getByRole('tooltip', { hidden: true });

function renderTooltip(placement?: 'top' | 'bottom') {
  return render(
    <>
      <Tooltip content="Ganas 1 punto por cada $ 1.000" placement={placement}>
        <button type="button">Puntos</button>
      </Tooltip>
      <button type="button">Otro</button>
    </>,
  );
}

describe('Tooltip', () => {
  it('describes its trigger, even while hidden', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Puntos' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip.textContent).toBe('Ganas 1 punto por cada $ 1.000');
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
    expect(tooltip).toHaveAttribute('data-placement', 'top');
  });

  it('shows after a short delay on hover and hides on leave', async () => {
    const user = setup();
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Puntos' }));
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(tooltipElement()).toHaveAttribute('data-state', 'open');
    await user.unhover(screen.getByRole('button', { name: 'Puntos' }));
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
  });

  it('does not show if the pointer leaves before the delay', async () => {
    const user = setup();
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Puntos' }));
    await user.unhover(screen.getByRole('button', { name: 'Puntos' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = setup();
    renderTooltip('bottom');
    await user.tab();
    expect(tooltipElement()).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Otro' })).toHaveFocus();
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
  });

  it('hides on Escape, keeping focus on the trigger', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    expect(tooltipElement()).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Puntos' })).toHaveFocus();
  });

  it("keeps the trigger's own description", () => {
    render(
      <Tooltip content="Más información" id="tip">
        <button type="button" aria-describedby="precio">
          Info
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAttribute(
      'aria-describedby',
      'precio tip',
    );
  });

  it('stays while its trigger has keyboard focus, even when the pointer passes over and leaves', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Puntos' }));
    await user.unhover(screen.getByRole('button', { name: 'Puntos' }));
    expect(tooltipElement()).toHaveAttribute('data-state', 'open');
  });

  it('stays while hovered after focus leaves, and hides when the pointer leaves too', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Puntos' }));
    await user.tab();
    expect(tooltipElement()).toHaveAttribute('data-state', 'open');
    await user.unhover(screen.getByRole('button', { name: 'Puntos' }));
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
  });

  it('does not take the focus of a click for keyboard focus', async () => {
    const user = setup();
    renderTooltip();
    await user.click(screen.getByRole('button', { name: 'Puntos' }));
    await user.unhover(screen.getByRole('button', { name: 'Puntos' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: 'Puntos' })).toHaveFocus();
    expect(tooltipElement()).toHaveAttribute('data-state', 'closed');
  });

  it('keeps the Escape that hides it from reaching a dialog around it', async () => {
    const user = setup();
    renderTooltip();
    const seen: boolean[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') seen.push(event.defaultPrevented);
    };
    window.addEventListener('keydown', onKeyDown);
    try {
      await user.tab();
      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');
    } finally {
      window.removeEventListener('keydown', onKeyDown);
    }
    // the first Escape hid the tooltip; the second, with nothing to hide, is the dialog's
    expect(seen).toEqual([true, false]);
  });
});
