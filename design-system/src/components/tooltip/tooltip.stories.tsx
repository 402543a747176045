import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Basics/Tooltip',
  component: Tooltip,
  args: {
    content: 'Ganas 1 punto por cada $ 1.000 de compra',
    placement: 'top',
    delay: 200,
    children: <Button variant="secondary">¿Cómo gano puntos?</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 24px', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Top: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '¿Cómo gano puntos?' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const OnAnIconButton: Story = {
  args: {
    content: 'Se guarda en tu lista de favoritos',
    children: (
      <IconButton label="Agregar a favoritos" variant="secondary">
        ♥
      </IconButton>
    ),
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed'),
    );
  },
};
