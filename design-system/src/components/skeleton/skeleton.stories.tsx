import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Basics/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 240, height: 120 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const node = canvasElement.querySelector('[data-shape]');
    await expect(node).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Text: Story = { args: { shape: 'text', width: '80%', height: undefined } };
export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle', width: undefined, height: 48 } };

export const Paragraph: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <SkeletonText lines={4} />
    </div>
  ),
};

/** What a product card looks like while the catalogue loads. */
export const ProductCard: Story = {
  render: () => (
    <div style={{ width: 240, display: 'grid', gap: 8 }} aria-busy="true">
      <Skeleton shape="rect" height={180} />
      <Skeleton shape="text" width="70%" />
      <SkeletonText lines={2} />
      <Skeleton shape="rect" height={40} />
    </div>
  ),
};
