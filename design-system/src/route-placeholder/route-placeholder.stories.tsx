import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RoutePlaceholder } from './route-placeholder';

const meta = {
  title: 'Components/RoutePlaceholder',
  component: RoutePlaceholder,
  args: {
    remote: 'mfe-catalog',
    route: '/product/:id',
    title: 'Producto',
    release: '0.1.0',
  },
} satisfies Meta<typeof RoutePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AdminRoute: Story = {
  args: { remote: 'mfe-admin', route: '/admin/dashboard', title: 'Panel de administración' },
};
