import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button (not a submit) by default', () => {
    render(<Button>Agregar al carrito</Button>);
    const button = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Pagar</Button>);
    expect(screen.getByRole('button', { name: 'Pagar' })).toHaveAttribute('type', 'submit');
  });

  it('runs onClick from the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
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
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toBeDisabled();
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
    expect(button).toHaveAttribute('data-variant', 'secondary');
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
    expect(button).toHaveAttribute('aria-describedby', 'x');
    expect(button).toHaveAttribute('data-size', 'lg');
  });
});
