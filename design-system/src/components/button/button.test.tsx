import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** The button's live region: polite, atomic, with no role of its own. */
const liveRegion = () => document.querySelector('[data-button-status]') as HTMLElement;

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

  it('while loading is busy and aria-disabled, ignores clicks and keeps its label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toBeEnabled();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('announces Cargando… in a live region outside the button while loading', () => {
    const { rerender } = render(<Button loading={false}>Guardar</Button>);
    // the region is there, empty, before the button loads, so the change is announced
    const status = liveRegion();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).not.toHaveAttribute('role');
    expect(status).toBeEmptyDOMElement();
    rerender(<Button loading>Guardar</Button>);
    expect(liveRegion()).toBe(status);
    expect(status).toHaveTextContent(/^Cargando…$/);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).not.toContainElement(status);
    rerender(<Button loading={false}>Guardar</Button>);
    expect(status).toBeEmptyDOMElement();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('adds no live region to a button without the loading prop', () => {
    render(<Button>Ver más</Button>);
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('keeps focus on a submit button that turns loading after a keyboard submit, and submits once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    function Form() {
      const [pending, setPending] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event.nativeEvent as SubmitEvent);
            setPending(true);
          }}
        >
          <label>
            Correo
            <input name="email" />
          </label>
          <Button type="submit" loading={pending}>
            Entrar
          </Button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@correo.co');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Cargando…');
    // while loading, neither the button nor Enter in a field submits again
    await user.keyboard('{Enter}');
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Correo' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays disabled, not just aria-disabled, when disabled while loading', () => {
    render(
      <Button loading disabled>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
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
