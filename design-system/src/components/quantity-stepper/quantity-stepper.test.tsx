import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper, resolveQuantity, type QuantityStepperProps } from './quantity-stepper';

function Controlled(props: Omit<QuantityStepperProps, 'value'> & { initial?: number }) {
  const { initial = 1, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Cantidad' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Disminuir cantidad' });
const plus = () => screen.getByRole('button', { name: 'Aumentar cantidad' });

describe('resolveQuantity', () => {
  it('falls back to the minimum for a value that is not a number', () => {
    expect(resolveQuantity('abc', 4, 1, 10)).toBe(1);
    expect(resolveQuantity('', 4, 1, 10)).toBe(1);
    expect(resolveQuantity('2.5', 4, 1, 10)).toBe(1);
  });

  it('ignores a value below the minimum', () => {
    expect(resolveQuantity('0', 4, 1, 10)).toBe(4);
    expect(resolveQuantity('-3', 4, 1)).toBe(4);
  });

  it('clamps to the maximum and accepts values in range', () => {
    expect(resolveQuantity('25', 4, 1, 10)).toBe(10);
    expect(resolveQuantity(' 7 ', 4, 1, 10)).toBe(7);
    expect(resolveQuantity('250', 4, 1)).toBe(250);
  });
});

describe('QuantityStepper', () => {
  it('names its controls in Spanish and exposes the value as a spinbutton', () => {
    render(<QuantityStepper defaultValue={3} max={10} />);
    expect(input()).toHaveValue('3');
    expect(input()).toHaveAttribute('aria-valuenow', '3');
    expect(input()).toHaveAttribute('aria-valuemin', '1');
    expect(input()).toHaveAttribute('aria-valuemax', '10');
    expect(minus()).toBeInTheDocument();
    expect(plus()).toBeInTheDocument();
  });

  it('steps up and down with the buttons and reports each value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await user.click(plus());
    expect(input()).toHaveValue('3');
    await user.click(minus());
    await user.click(minus());
    expect(input()).toHaveValue('1');
    expect(onChange.mock.calls).toEqual([[3], [2], [1]]);
  });

  it('does not go below the minimum and marks the decrease button as unavailable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={1} onChange={onChange} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus());
    expect(input()).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops at the maximum', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={9} max={10} />);
    await user.click(plus());
    expect(input()).toHaveValue('10');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus());
    expect(input()).toHaveValue('10');
  });

  it('brings a value above the maximum down to the maximum in one step, and marks it invalid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={12} max={8} onChange={onChange} />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');

    await user.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(8);
    input().focus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('steps with ArrowUp and ArrowDown and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={5} max={10} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('7');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('6');
    await user.keyboard('{End}');
    expect(input()).toHaveValue('10');
    await user.keyboard('{Home}');
    expect(input()).toHaveValue('1');
  });

  it('reaches the buttons with Tab and activates them with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={2} />);
    await user.tab();
    expect(minus()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('1');
    await user.tab();
    await user.tab();
    expect(plus()).toHaveFocus();
    await user.keyboard(' ');
    expect(input()).toHaveValue('2');
  });

  it('commits a typed quantity on Enter and clamps it to the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={1} max={10} onChange={onChange} />);
    await user.tripleClick(input());
    await user.keyboard('25{Enter}');
    expect(input()).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('falls back to the minimum when the typed value is not a number', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={4} />);
    await user.tripleClick(input());
    await user.keyboard('abc');
    await user.tab();
    expect(input()).toHaveValue('1');
  });

  it('ignores a typed value below the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={4} onChange={onChange} />);
    await user.tripleClick(input());
    await user.keyboard('0');
    await user.tab();
    expect(input()).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('restores the value when typing is cancelled with Escape', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={4} />);
    await user.tripleClick(input());
    await user.keyboard('8{Escape}');
    expect(input()).toHaveValue('4');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper defaultValue={2} disabled onChange={onChange} />);
    expect(input()).toBeDisabled();
    expect(plus()).toBeDisabled();
    await user.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works uncontrolled from a default value', async () => {
    const user = userEvent.setup();
    render(<QuantityStepper defaultValue={2} />);
    await user.click(plus());
    expect(input()).toHaveValue('3');
  });
});
