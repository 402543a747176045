import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './badge';

const variants = [
  'nuevo',
  'oferta',
  'popular',
  'agotado',
  'pocas-unidades',
  'activo',
  'inactivo',
  'neutral',
  'info',
  'member',
] as const;

const tones = [
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
] as const satisfies readonly BadgeTone[];

const extraLabels: Partial<Record<(typeof variants)[number], string>> = {
  neutral: 'Neutral',
  info: 'Info',
  member: 'Socio',
};

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { variant: 'nuevo', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: variants },
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Nuevo: Story = { args: { variant: 'nuevo' } };
export const Oferta: Story = { args: { variant: 'oferta' } };
export const OfertaConDescuento: Story = {
  args: { variant: 'oferta', children: '-20%' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20%')).toBeVisible();
  },
};
export const Popular: Story = { args: { variant: 'popular' } };
export const Agotado: Story = { args: { variant: 'agotado' } };
export const PocasUnidades: Story = { args: { variant: 'pocas-unidades' } };
export const Activo: Story = { args: { variant: 'activo' } };
export const Inactivo: Story = { args: { variant: 'inactivo' } };
export const Neutral: Story = { args: { variant: 'neutral', children: '12' } };
export const Info: Story = { args: { variant: 'info', children: 'Envío gratis' } };
export const Member: Story = { args: { variant: 'member', children: 'Precio socio' } };

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {extraLabels[variant]}
        </Badge>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { variant: 'oferta', size: 'sm', children: '-15%' } };

/**
 * Statuses (orders, payments, redemptions, gifts) use a tone, not a shop badge: a neutral,
 * info, success, warning or danger pill with the status's label as its text.
 */
const toneIsShown: Story['play'] = async ({ canvasElement, args }) => {
  const label = String(args.children);
  await expect(within(canvasElement).getByText(label)).toHaveAttribute('data-tone', args.tone);
};

export const ToneNeutral: Story = {
  args: { tone: 'neutral', children: 'Reembolsado', size: 'sm' },
  play: toneIsShown,
};
export const ToneInfo: Story = {
  args: { tone: 'info', children: 'Enviado', size: 'sm' },
  play: toneIsShown,
};
export const ToneSuccess: Story = {
  args: { tone: 'success', children: 'Pagado', size: 'sm' },
  play: toneIsShown,
};
export const ToneWarning: Story = {
  args: { tone: 'warning', children: 'Pago pendiente', size: 'sm' },
  play: toneIsShown,
};
export const ToneDanger: Story = {
  args: { tone: 'danger', children: 'Cancelado', size: 'sm' },
  play: toneIsShown,
};

const toneLabels: Record<BadgeTone, string> = {
  neutral: 'Reembolsado',
  info: 'Enviado',
  success: 'Entregado',
  warning: 'Pendiente',
  danger: 'Cancelado',
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {toneLabels[tone]}
        </Badge>
      ))}
    </div>
  ),
};
