import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { ProductCard, type ProductCardProduct } from '../product-card';
import { ProductGrid, type ProductGridProps } from './product-grid';

const photo = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${fill}"/><circle cx="50" cy="55" r="26" fill="#ffffff" opacity="0.7"/></svg>`,
  )}`;

const products: ProductCardProduct[] = [
  {
    id: '1',
    name: 'Alimento Premium Adulto 15 kg',
    price: 161415,
    discountPercentage: 15,
    brand: 'Happy Flash',
    category: 'Perros',
    image: photo('#f5a266'),
    stockQuantity: 24,
  },
  {
    id: '2',
    name: 'Arena aglomerante 10 kg',
    price: 45900,
    brand: 'Farmapet',
    category: 'Gatos',
    image: photo('#5fd3c6'),
    stockQuantity: 4,
  },
  {
    id: '3',
    name: 'Collar reflectivo',
    price: 25000,
    category: 'Accesorios',
    image: null,
    stockQuantity: 0,
  },
  {
    id: '4',
    name: 'Bebedero fuente 2 L',
    price: 99900,
    featured: true,
    brand: 'AquaPet',
    category: 'Gatos',
    image: photo('#8cc1ff'),
    stockQuantity: 13,
  },
  {
    id: '5',
    name: 'Juguete mordedor de caucho',
    price: 15900,
    isNew: true,
    category: 'Perros',
    image: photo('#c9a6ff'),
    stockQuantity: 58,
  },
  {
    id: '6',
    name: 'Cama ortopédica talla L',
    price: 210000,
    discountPercentage: 20,
    category: 'Accesorios',
    image: photo('#6fd48d'),
    stockQuantity: 7,
  },
];

type GridProps = ProductGridProps<ProductCardProduct>;

function Grid(props: GridProps) {
  return <ProductGrid<ProductCardProduct> {...props} />;
}

const meta = {
  title: 'Commerce/ProductGrid',
  component: Grid,
  args: {
    items: products,
    getItemKey: (product: ProductCardProduct) => product.id,
    renderItem: (product: ProductCardProduct) => (
      <ProductCard
        product={product}
        href={`/product/${product.id}`}
        onAddToCart={() => {}}
        onToggleFavorite={() => {}}
      />
    ),
    label: 'Productos',
    loading: false,
    skeletonCount: 8,
  },
  argTypes: {
    items: { control: false },
    renderItem: { control: false },
    getItemKey: { control: false },
    empty: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Productos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay productos disponibles')).toBeVisible();
  },
};

export const CustomEmpty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        title="No se encontraron productos"
        description="Prueba con otra búsqueda o categoría."
      />
    ),
  },
};

export const Phone: Story = {
  name: 'Phone (320 px, one column)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
