import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Commerce/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Inicio', href: '/' },
      { label: 'Perros', href: '/dogs' },
      { label: 'Alimento Premium Adulto 15 kg' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();
    await expect(canvas.getByText('Alimento Premium Adulto 15 kg')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Inicio', href: '/' }, { label: 'Gatos' }] },
};

export const LongName: Story = {
  args: {
    items: [
      { label: 'Inicio', href: '/' },
      { label: 'Accesorios', href: '/accessories' },
      { label: 'Cama ortopédica impermeable para perros grandes con funda lavable, talla XL' },
    ],
  },
};

export const WithRouterLink: Story = {
  name: 'With a custom link renderer',
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#${href}`} {...rest}>
        {children}
      </a>
    ),
  },
};
