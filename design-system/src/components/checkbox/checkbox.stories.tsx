import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Basics/Checkbox',
  component: Checkbox,
  args: { label: 'Recordarme', disabled: false, invalid: false, indeterminate: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: {
    label: 'Quiero recibir ofertas por correo',
    hint: 'Máximo un correo por semana.',
  },
};
export const Invalid: Story = {
  args: { label: 'Acepto los términos y condiciones', invalid: true, required: true },
};
export const Indeterminate: Story = { args: { label: 'Seleccionar todos', indeterminate: true } };
export const Disabled: Story = { args: { disabled: true, label: 'No disponible' } };
