import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button (not a submit) by default', () => {
    render(<Button>Agregar al carrito</Button>);
    const button = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-variant')).toBe('primary');
    expect(button.getAttribute('data-size')).toBe('md');
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Pagar</Button>);
    expect(screen.getByRole('button', { name: 'Pagar' }).getAttribute('type')).toBe('submit');
  });

  it('runs onClick from the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Guardar' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is busy and disabled but keeps its label for screen readers', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('loading');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Guardar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its icons out of the accessible name', () => {
    render(
      <Button iconStart={<svg data-testid="icono" />} iconEnd="→" variant="secondary">
        Ver más
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ver más' });
    expect(button.getAttribute('data-variant')).toBe('secondary');
  });

  it('forwards ref, className and other attributes to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="mio" aria-describedby="x" size="lg" variant="danger">
        Eliminar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(ref.current).toBe(button);
    expect(button.classList.contains('mio')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('x');
    expect(button.getAttribute('data-size')).toBe('lg');
  });
});
