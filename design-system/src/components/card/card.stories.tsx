import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../link';
import { Card } from './card';

const meta = {
  title: 'Basics/Card',
  component: Card,
  args: {
    variant: 'outlined',
    padding: 'md',
    interactive: false,
    children: (
      <>
        <h3>Resumen del pedido</h3>
        <p>3 productos · $ 125.000</p>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'sunken'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    as: { control: 'select', options: ['div', 'article', 'section', 'aside'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Sunken: Story = { args: { variant: 'sunken' } };
export const PaddingNone: Story = { args: { padding: 'none' } };
export const PaddingSmall: Story = { args: { padding: 'sm' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };

export const Interactive: Story = {
  args: {
    as: 'article',
    interactive: true,
    children: (
      <>
        <h3>
          <Link href="#producto">Concentrado para perro adulto 15 kg</Link>
        </h3>
        <p>$ 189.900</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Concentrado para perro adulto 15 kg' }),
    ).toHaveFocus();
  },
};
