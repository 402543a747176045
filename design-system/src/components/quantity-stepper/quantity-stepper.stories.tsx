import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { defaultValue: 1, min: 1, max: 10, disabled: false, size: 'md', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ProductPage: Story = {
  name: 'Product page (1 to 10)',
  args: { defaultValue: 9, max: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: 'Aumentar cantidad' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onChange).toHaveBeenCalledWith(10);
  },
};

export const Cart: Story = {
  name: 'Cart (no maximum)',
  args: { defaultValue: 3, max: undefined, size: 'sm' },
};

export const AtMinimum: Story = { args: { defaultValue: 1 } };

/** A cart line holding more than the stock left: marked invalid; − brings it to the stock. */
export const AboveMaximum: Story = {
  name: 'Above the maximum (stock went down)',
  args: { defaultValue: 12, max: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Disminuir cantidad' }));
    await expect(input).toHaveValue('8');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenCalledWith(8);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('6');
  },
};

export const NonNumericFallsBackToMinimum: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('abc{Enter}');
    await expect(input).toHaveValue('1');
  },
};

export const Disabled: Story = { args: { defaultValue: 2, disabled: true } };

export const Small: Story = { args: { size: 'sm' } };
