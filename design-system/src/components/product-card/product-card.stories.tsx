import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './product-card';
import type { ProductCardProduct } from './product-badges';

/** A product photo stand-in drawn inline, so stories need no network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fde8d7"/><circle cx="50" cy="55" r="28" fill="#f5a266"/><rect x="30" y="20" width="40" height="14" rx="7" fill="#b14a0f"/></svg>',
)}`;

const product: ProductCardProduct = {
  id: 'p1',
  name: 'Alimento Premium Adulto Raza Mediana 15 kg',
  price: 161415,
  discountPercentage: 15,
  memberPrice: 145274,
  brand: 'Happy Flash',
  category: 'Perros',
  image: photo,
  stockQuantity: 24,
  featured: false,
  isNew: false,
};

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    product,
    href: '/product/p1',
    showMemberPrice: false,
    isFavorite: false,
    addingToCart: false,
    onAddToCart: fn(),
    onToggleFavorite: fn(),
  },
  argTypes: { renderLink: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OnSale: Story = { args: { product } };

export const Popular: Story = {
  args: { product: { ...product, featured: true } },
};

export const New: Story = {
  args: { product: { ...product, discountPercentage: 0, isNew: true, price: 189900 } },
};

export const LowStock: Story = {
  name: 'Pocas unidades',
  args: { product: { ...product, stockQuantity: 3 } },
};

export const OutOfStock: Story = {
  args: { product: { ...product, stockQuantity: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Agotado' })).toBeDisabled();
  },
};

export const MemberPrice: Story = { args: { showMemberPrice: true } };

/**
 * The image at two widths, as the storefront offers a product's photo (Supabase Storage's image
 * transformation): the browser takes the one the card's width and the screen's density need.
 */
export const ResponsiveImage: Story = {
  name: 'Image at several widths (srcset)',
  args: {
    imageSrcSet: `${photo} 360w, ${photo} 720w`,
    imageSizes: '280px',
    eagerImage: true,
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: product.name });
    await expect(image).toHaveAttribute('sizes', '280px');
    await expect(image.getAttribute('srcset')).toMatch(/ 360w, .* 720w$/);
  },
};

export const NoImage: Story = {
  name: 'Without image (paw placeholder)',
  args: { product: { ...product, image: null, brand: null, category: null } },
};

/** A name longer than two lines: clamped with an ellipsis, whole in the name and the title. */
export const LongName: Story = {
  args: {
    product: {
      ...product,
      name: 'Concentrado Premium para Perros Adultos de Raza Mediana y Grande Sabor Pollo, Arroz y Vegetales 15 kg',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: args.product.name });
    await expect(heading).toHaveAttribute('title', args.product.name);
    // two lines of 1.3 line height: the rest is clamped, not wrapped onto more lines
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const BrokenImage: Story = {
  args: { product: { ...product, image: 'data:image/png;base64,broken' } },
};

export const Favorite: Story = {
  args: { isFavorite: true },
};

export const AddingToCart: Story = { args: { addingToCart: true } };

export const Interactions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al carrito' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(product);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar a favoritos' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(product, true);
  },
};
