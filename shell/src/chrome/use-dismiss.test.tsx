import { describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDismiss } from './use-dismiss';

function Disclosure({
  open,
  onEscape,
  onOutside,
}: {
  open: boolean;
  onEscape: () => void;
  onOutside: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, ref, { onEscape, onOutside });
  return (
    <>
      <div ref={ref}>
        <button type="button">Dentro</button>
      </div>
      <button type="button">Fuera</button>
    </>
  );
}

function setup(open = true) {
  const onEscape = vi.fn();
  const onOutside = vi.fn();
  const view = render(<Disclosure open={open} onEscape={onEscape} onOutside={onOutside} />);
  return { onEscape, onOutside, view };
}

describe('useDismiss', () => {
  it('dismisses on Escape and takes the key', () => {
    const { onEscape } = setup();
    const notCancelled = fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(notCancelled).toBe(false);
  });

  it('leaves an Escape another widget already handled, and other keys', () => {
    const { onEscape } = setup();
    const button = screen.getByRole('button', { name: 'Dentro' });
    button.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(button, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('dismisses on a press outside its element, not on one inside', () => {
    const { onOutside } = setup();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Dentro' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fuera' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('hears an outside press even when its target stops it from bubbling', () => {
    const { onOutside } = setup();
    const outside = screen.getByRole('button', { name: 'Fuera' });
    outside.addEventListener('pointerdown', (event) => event.stopPropagation());
    fireEvent.pointerDown(outside);
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('does nothing while closed, and stops listening once closed', () => {
    const { onEscape, onOutside, view } = setup(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fuera' }));
    view.rerender(<Disclosure open onEscape={onEscape} onOutside={onOutside} />);
    view.rerender(<Disclosure open={false} onEscape={onEscape} onOutside={onOutside} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fuera' }));
    expect(onEscape).not.toHaveBeenCalled();
    expect(onOutside).not.toHaveBeenCalled();
  });
});
