import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: 25500, discountPercentage: 15, memberPrice: 22950, showMember: false, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    discountPercentage: { control: { type: 'number', min: 0, max: 99 } },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Regular: Story = {
  args: { price: 25000, discountPercentage: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Precio anterior')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { price: 25500, discountPercentage: 15 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Precio anterior')).toBeInTheDocument();
    await expect(canvas.getByText(/Ahorras/)).toBeInTheDocument();
  },
};

export const WithMemberPrice: Story = {
  args: { price: 30000, discountPercentage: 0, memberPrice: 27000, showMember: true },
};

export const MembershipPlan: Story = {
  name: 'Membership plan (explicit original)',
  args: { price: 299900, originalPrice: 358800, discountPercentage: 0, size: 'lg' },
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg', showMember: true } };

/**
 * A server-rendered card keeps the member line's room while nobody is known to be signed in,
 * so the member price filling in after hydration moves nothing.
 */
export const ReservedMemberLine: Story = {
  args: { price: 30000, discountPercentage: 0, memberPrice: 27000, reserveMemberLine: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Precio socio')).toBeNull();
    await expect(canvasElement.querySelector('[data-variant="member-placeholder"]')).not.toBeNull();
  },
};
