import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { formatCOP, formatNumber } from '../../formatters';
import { StatCard } from './stat-card';

const meta = {
  title: 'Commerce/StatCard',
  component: StatCard,
  args: {
    label: 'Total de productos',
    value: formatNumber(91),
    icon: '📦',
    tone: 'default',
    loading: false,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'warning'] },
    icon: { control: false },
  },
  decorators: [
    // one card at a dashboard card's width; the Dashboard story lays out its own grid
    (Story, context) =>
      context.parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TrendUp: Story = {
  args: {
    label: 'Ingresos totales',
    value: formatCOP(12_450_000),
    icon: '💰',
    trend: { direction: 'up', label: '+12 % frente al mes anterior' },
  },
};

export const TrendDown: Story = {
  args: {
    label: 'Total de pedidos',
    value: formatNumber(1250),
    icon: '🧾',
    trend: { direction: 'down', label: '-3 % frente al mes anterior' },
  },
};

export const TrendNeutral: Story = {
  args: {
    label: 'Total de usuarios',
    value: formatNumber(87),
    icon: '👥',
    trend: { direction: 'neutral', label: 'Sin cambios' },
  },
};

export const LowStockWarning: Story = {
  args: {
    label: 'Productos con stock bajo',
    value: formatNumber(4),
    icon: '⚠️',
    hint: 'Menos de 10 unidades',
    tone: 'warning',
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Total de productos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Dashboard: Story = {
  name: 'Dashboard (four cards)',
  parameters: { wide: true },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      <StatCard label="Total de productos" value={formatNumber(91)} icon="📦" />
      <StatCard label="Total de pedidos" value={formatNumber(1250)} icon="🧾" />
      <StatCard label="Total de usuarios" value={formatNumber(87)} icon="👥" />
      <StatCard label="Ingresos totales" value={formatCOP(12_450_000)} icon="💰" />
    </div>
  ),
};
