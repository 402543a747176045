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
});
