import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Basics/Switch',
  component: Switch,
  args: {
    label: 'Producto activo',
    defaultChecked: false,
    disabled: false,
    invalid: false,
    labelPosition: 'start',
    onCheckedChange: fn(),
  },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Producto activo' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Off: Story = { args: { defaultChecked: false } };
export const LabelAfter: Story = {
  args: { labelPosition: 'end', label: 'Recibir ofertas por correo' },
};
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
