import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Basics/Progress',
  component: Progress,
  args: {
    label: 'Puntos para el próximo nivel',
    value: 750,
    max: 1000,
    showValue: true,
    hideLabel: false,
    variant: 'brand',
    size: 'md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['brand', 'success', 'member'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Puntos para el próximo nivel',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '750');
  },
};

export const Determinate: Story = {};
export const WithValueText: Story = {
  args: { value: 3, max: 10, valueText: '3 de 10 compras', label: 'Compras este mes' },
};
export const Success: Story = { args: { variant: 'success', value: 100, max: 100 } };
export const Member: Story = { args: { variant: 'member', label: 'Beneficios de socio' } };
export const Small: Story = { args: { size: 'sm' } };
export const Indeterminate: Story = {
  args: { value: undefined, label: 'Procesando pago' },
};
export const HiddenLabel: Story = { args: { hideLabel: true } };
