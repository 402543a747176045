import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const cities = [
  { value: 'bogota', label: 'Bogotá' },
  { value: 'medellin', label: 'Medellín' },
  { value: 'cali', label: 'Cali', disabled: true },
];

describe('Select', () => {
  it('starts on the placeholder and lets the shopper choose an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        aria-label="Ciudad"
        options={cities}
        placeholder="Selecciona una ciudad"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Ciudad' }) as HTMLSelectElement;
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Selecciona una ciudad' })).toBeInTheDocument();
    await user.selectOptions(select, 'medellin');
    expect(select).toHaveValue('medellin');
    expect(onChange).toHaveBeenCalledWith('medellin');
  });

  it('renders disabled options as disabled', () => {
    render(<Select aria-label="Ciudad" options={cities} />);
    const cali = screen.getByRole('option', { name: 'Cali' }) as HTMLOptionElement;
    expect(cali).toBeDisabled();
  });

  it('accepts <option> children and a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [sort, setSort] = useState('price-asc');
      return (
        <>
          <Select aria-label="Ordenar por" value={sort} onChange={(e) => setSort(e.target.value)}>
            <option value="price-asc">Precio: menor a mayor</option>
            <option value="price-desc">Precio: mayor a menor</option>
          </Select>
          <p>orden {sort}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'price-desc');
    expect(screen.getByText('orden price-desc')).toBeInTheDocument();
  });

  it('keeps an uncontrolled default value over the placeholder', () => {
    render(
      <Select aria-label="Ciudad" options={cities} placeholder="Elige" defaultValue="bogota" />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('bogota');
  });

  it('marks an invalid value and forwards ref to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} aria-label="Ciudad" options={cities} invalid />);
    const select = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(select);
  });
});
