import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const plans = [
  { value: 'regular', label: 'Regular' },
  { value: 'mensual', label: 'Mensual', hint: '$ 19.900 al mes' },
  { value: 'anual', label: 'Anual' },
];

const checkedOf = (name: string) =>
  (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('RadioGroup', () => {
  it('is a group named by its legend', () => {
    render(<RadioGroup legend="Plan" options={plans} />);
    expect(screen.getByRole('group', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('selects uncontrolled from a default value and a click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Plan"
        options={plans}
        defaultValue="regular"
        onValueChange={onValueChange}
      />,
    );
    expect(checkedOf('Regular')).toBe(true);
    await user.click(screen.getByText('Anual'));
    expect(checkedOf('Anual')).toBe(true);
    expect(checkedOf('Regular')).toBe(false);
    expect(onValueChange).toHaveBeenCalledWith('anual');
  });

  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<RadioGroup legend="Plan" options={plans} defaultValue="regular" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Regular' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(checkedOf('Mensual')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Mensual' })).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [plan, setPlan] = useState('mensual');
      return (
        <>
          <RadioGroup legend="Plan" options={plans} value={plan} onValueChange={setPlan} />
          <p>plan {plan}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(checkedOf('Mensual')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getByText('plan anual')).toBeInTheDocument();
    expect(checkedOf('Anual')).toBe(true);
  });

  it('shows its error, describes the group with it and marks the radios invalid', () => {
    render(
      <RadioGroup legend="Plan" options={plans} required error="Selecciona un plan" hint="Elige" />,
    );
    const group = screen.getByRole('group', { name: 'Plan (obligatorio)' });
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Elige',
      'Selecciona un plan',
    ]);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toBeRequired();
    }
  });

  it('describes an option with its hint', () => {
    render(<RadioGroup legend="Plan" options={plans} />);
    const radio = screen.getByRole('radio', { name: 'Mensual' });
    expect(radio).toHaveAccessibleDescription('$ 19.900 al mes');
  });
});
