import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from '../select';
import { TextField } from '../text-field';
import { Textarea } from '../textarea';
import { FormField } from './form-field';

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels its control', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Correo electrónico">
        <TextField type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.click(screen.getByText('Correo electrónico'));
    expect(input).toHaveFocus();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps the id the control already has', () => {
    render(
      <FormField label="Teléfono">
        <TextField id="phone" type="tel" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono' }).id).toBe('phone');
  });

  it('describes the control with the hint and the error, and marks it invalid', () => {
    render(
      <FormField label="Teléfono" hint="10 dígitos" error="Ingresa un teléfono válido">
        <TextField type="tel" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(describedTexts(input)).toEqual(['10 dígitos', 'Ingresa un teléfono válido']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert').textContent).toBe('Ingresa un teléfono válido');
  });

  it('announces an error when it appears and clears it when fixed', async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState('');
      const [touched, setTouched] = useState(false);
      return (
        <FormField
          label="Nombre"
          error={touched && value.length < 2 ? 'El nombre es obligatorio' : undefined}
        >
          <TextField
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('El nombre es obligatorio');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' }).hasAttribute('aria-invalid')).toBe(
      false,
    );
  });

  it("marks a required field with '*' read as '(obligatorio)'", () => {
    render(
      <FormField label="Ciudad" required>
        <Select options={[{ value: 'bogota', label: 'Bogotá' }]} placeholder="Elige" />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Ciudad (obligatorio)' });
    expect((select as HTMLSelectElement).required).toBe(true);
  });

  it("keeps the control's own description after its own (a Textarea's counter)", () => {
    render(
      <FormField label="Reseña" hint="Cuéntanos qué te pareció">
        <Textarea maxLength={500} />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Reseña' });
    expect(describedTexts(textarea)).toEqual(['Cuéntanos qué te pareció', '0/500 caracteres']);
  });
});
