import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Basics/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(abre en una pestaña nueva)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      Este párrafo tiene un texto oculto al final: <VisuallyHidden {...args} />
    </p>
  ),
};

export const InsideAnIconButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden>Cerrar</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};
