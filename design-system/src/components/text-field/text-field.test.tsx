import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('works uncontrolled from a default value', async () => {
    const user = userEvent.setup();
    render(<TextField aria-label="Nombre" defaultValue="Ana" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    await user.type(input, ' Gómez');
    expect(input).toHaveValue('Ana Gómez');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          aria-label="Teléfono"
          type="tel"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value.replace(/\D/g, ''));
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' }) as HTMLInputElement;
    await user.type(input, '30a0');
    expect(input).toHaveValue('300');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks an invalid value with aria-invalid', () => {
    render(<TextField aria-label="Correo" invalid />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-state', 'invalid');
  });

  it('is not marked invalid by default', () => {
    render(<TextField aria-label="Correo" />);
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });

  it('forwards ref, id and className to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} id="email" className="x" aria-label="Correo" size="lg" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(ref.current).toBe(input);
    expect(input.id).toBe('email');
    expect(input.classList.contains('x')).toBe(true);
    expect(input).toHaveAttribute('data-size', 'lg');
  });
});
