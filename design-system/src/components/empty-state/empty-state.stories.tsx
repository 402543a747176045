import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { EmptyState } from './empty-state';

function PawIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <ellipse cx="6" cy="9" rx="2" ry="2.6" />
      <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="14" cy="5.5" rx="2" ry="2.6" />
      <ellipse cx="18" cy="9" rx="2" ry="2.6" />
      <path d="M12 10.5c-3 0-6 4.2-6 6.8 0 1.8 1.4 2.7 3 2.7 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.6 0 3-.9 3-2.7 0-2.6-3-6.8-6-6.8z" />
    </svg>
  );
}

const meta = {
  title: 'Commerce/EmptyState',
  component: EmptyState,
  args: {
    title: 'No hay productos disponibles',
    description: 'Vuelve pronto: estamos reponiendo el catálogo.',
    icon: <PawIcon />,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingAs: { control: 'select', options: ['h2', 'h3', 'h4', 'p'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  args: {
    title: 'Tu carrito está vacío',
    description: 'Agrega productos para verlos aquí.',
    icon: '🛒',
    action: <a href="#/">Seguir comprando</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Seguir comprando' })).toBeVisible();
  },
};

export const NoFavourites: Story = {
  args: { title: 'Aún no tienes favoritos', description: undefined, icon: '❤️' },
};

export const NoResults: Story = {
  args: {
    title: 'No se encontraron productos',
    description: 'Prueba con otra búsqueda o categoría.',
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'No hay banners configurados', description: undefined },
};
