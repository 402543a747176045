import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('Switch', () => {
  it('is a switch named by its label, off by default', () => {
    render(<Switch label="Modo oscuro" />);
    expect(switchNamed('Modo oscuro')).not.toBeChecked();
  });

  it('toggles on click, and on a click of its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Notificaciones" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Notificaciones' }));
    expect(switchNamed('Notificaciones')).toBeChecked();
    await user.click(screen.getByText('Notificaciones'));
    expect(switchNamed('Notificaciones')).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Switch label="Producto activo" defaultChecked />);
    await user.tab();
    await user.keyboard(' ');
    expect(switchNamed('Producto activo')).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(switchNamed('Producto activo')).toBeChecked();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(false);
      return <Switch label="Destacado" checked={on} onCheckedChange={setOn} />;
    }
    render(<Controlled />);
    await user.click(screen.getByRole('switch', { name: 'Destacado' }));
    expect(switchNamed('Destacado')).toBeChecked();
  });

  it('stays put when controlled and the parent does not change it', async () => {
    const user = userEvent.setup();
    render(<Switch label="Fijo" checked={false} />);
    await user.click(screen.getByRole('switch', { name: 'Fijo' }));
    expect(switchNamed('Fijo')).not.toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch label="Bloqueado" disabled />);
    await user.click(screen.getByRole('switch', { name: 'Bloqueado' }));
    expect(switchNamed('Bloqueado')).not.toBeChecked();
  });

  it('sends its value in a form while on', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Switch label="Boletín" name="newsletter" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('newsletter')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Boletín' }));
    expect(new FormData(form).get('newsletter')).toBe('on');
  });

  it('marks an invalid value and forwards ref to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Switch ref={ref} label="Acepto" invalid />);
    const control = screen.getByRole('switch', { name: 'Acepto' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(control);
  });
});
