import type { ComponentPropsWithRef } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Link } from './link';

/** Stands in for a router's Link in Storybook. */
function RouterLink({ to, ...rest }: { to: string } & ComponentPropsWithRef<'a'>) {
  return <a href={`#${to}`} {...rest} />;
}

const meta = {
  title: 'Basics/Link',
  component: Link,
  args: { href: '/policies', children: 'Políticas de envío', variant: 'default', external: false },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'subtle'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  render: (args) => (
    <p>
      Consulta nuestras <Link {...args} /> antes de comprar.
    </p>
  ),
};

export const Subtle: Story = {
  args: { variant: 'subtle' },
  render: (args) => (
    <p>
      Consulta nuestras <Link {...args} /> antes de comprar.
    </p>
  ),
};

export const External: Story = {
  args: { href: 'https://wa.me/573001234567', external: true, children: 'Escríbenos por WhatsApp' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /abre en una pestaña nueva/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const AsRouterLink: Story = {
  render: () => (
    <Link component={RouterLink} to="/dogs">
      Ver productos para perros
    </Link>
  ),
};
