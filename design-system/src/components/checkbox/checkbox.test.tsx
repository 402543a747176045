import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from a click on its label, uncontrolled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Recordarme" />);
    const box = screen.getByRole('checkbox', { name: 'Recordarme' }) as HTMLInputElement;
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Recordarme'));
    expect(box).toBeChecked();
  });

  it('toggles with Space from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Acepto los términos" onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(
      (screen.getByRole('checkbox', { name: 'Acepto los términos' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox
            label="Envío gratis"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <p>{checked ? 'sí' : 'no'}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Envío gratis' }));
    expect(screen.getByText('no')).toBeInTheDocument();
  });

  it('is described by its hint and marks an invalid value', () => {
    render(<Checkbox label="Acepto" hint="Debes aceptar para continuar" invalid />);
    const box = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(box).toHaveAccessibleDescription('Debes aceptar para continuar');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the mixed state and still forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Todos" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Todos' }) as HTMLInputElement;
    expect(ref.current).toBe(box);
    expect(box.indeterminate).toBe(true);
  });

  it('uses the id it is given', () => {
    render(<Checkbox id="terms" label="Términos" />);
    expect(screen.getByRole('checkbox', { name: 'Términos' }).id).toBe('terms');
  });
});
