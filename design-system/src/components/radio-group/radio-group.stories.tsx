import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Basics/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Método de envío',
    options: [
      { value: 'estandar', label: 'Estándar', hint: '3 a 5 días hábiles · $ 12.000' },
      { value: 'express', label: 'Express', hint: '24 horas · $ 25.000' },
      { value: 'tienda', label: 'Recoger en tienda', hint: 'Gratis' },
    ],
    defaultValue: 'estandar',
    orientation: 'vertical',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Estándar' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express');
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Tipo de mascota',
    orientation: 'horizontal',
    defaultValue: undefined,
    options: [
      { value: 'perros', label: 'Perros' },
      { value: 'gatos', label: 'Gatos' },
      { value: 'aves', label: 'Aves' },
      { value: 'peces', label: 'Peces' },
    ],
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Selecciona un método de envío' },
};

export const WithHint: Story = { args: { hint: 'Los tiempos cuentan desde la confirmación.' } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'estandar', label: 'Estándar' },
      { value: 'express', label: 'Express (no disponible en tu ciudad)', disabled: true },
    ],
  },
};
