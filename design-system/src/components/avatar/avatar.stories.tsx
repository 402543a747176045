import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

// a small inline photo stand-in, so the story needs no network
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f6c89f"/><circle cx="32" cy="26" r="12" fill="#7a3208"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#7a3208"/></svg>',
  );

const meta = {
  title: 'Basics/Avatar',
  component: Avatar,
  args: { name: 'Ana Gómez', size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPhoto: Story = { args: { src: PHOTO } };

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana Gómez' })).toHaveTextContent(
      'AG',
    );
  },
};

export const BrokenPhoto: Story = {
  args: { src: '/no-existe.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AG')).toBeVisible();
  },
};

export const WithoutName: Story = { args: { name: undefined } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
