import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCOP, formatNumber } from '../../formatters';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface ProductRow {
  id: string;
  name: string;
  category: string;
  stock: number;
  price: number;
  active: boolean;
}

const rows: ProductRow[] = [
  {
    id: '1',
    name: 'Alimento Premium Adulto 15 kg',
    category: 'Perros',
    stock: 24,
    price: 189900,
    active: true,
  },
  {
    id: '2',
    name: 'Arena aglomerante 10 kg',
    category: 'Gatos',
    stock: 4,
    price: 45900,
    active: true,
  },
  {
    id: '3',
    name: 'Collar reflectivo',
    category: 'Accesorios',
    stock: 0,
    price: 25000,
    active: false,
  },
  {
    id: '4',
    name: 'Bebedero fuente 2 L',
    category: 'Gatos',
    stock: 13,
    price: 99900,
    active: true,
  },
  { id: '5', name: 'Juguete mordedor', category: 'Perros', stock: 58, price: 15900, active: true },
];

const columns: DataTableColumn<ProductRow>[] = [
  { key: 'name', header: 'Producto', sortable: true },
  { key: 'category', header: 'Categoría', sortable: true },
  {
    key: 'stock',
    header: 'Stock',
    sortable: true,
    align: 'end',
    width: '96px',
    render: (row) => formatNumber(row.stock),
  },
  {
    key: 'price',
    header: 'Precio',
    sortable: true,
    align: 'end',
    width: '128px',
    render: (row) => formatCOP(row.price),
  },
  {
    key: 'active',
    header: 'Estado',
    render: (row) => (row.active ? 'Activo' : 'Inactivo'),
  },
];

type ProductTableProps = DataTableProps<ProductRow>;

/** DataTable is generic; the stories pin it to product rows. */
function ProductTable(props: ProductTableProps) {
  return <DataTable<ProductRow> {...props} />;
}

const meta = {
  title: 'Commerce/DataTable',
  component: ProductTable,
  args: {
    caption: 'Productos',
    captionHidden: false,
    columns,
    rows,
    getRowId: (row: ProductRow) => row.id,
    loading: false,
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
  },
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SortedByPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('button', { name: 'Precio' });
    await userEvent.click(price);
    await expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    price.focus();
    await userEvent.keyboard('{Enter}');
    await expect(price.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'desc' });
  },
};

export const Controlled: Story = {
  args: { sort: { key: 'stock', direction: 'asc' } },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Productos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay datos para mostrar')).toBeVisible();
  },
};

export const CustomEmptyMessage: Story = {
  args: { rows: [], caption: 'Banners del Home', emptyMessage: 'No hay banners configurados' },
};

export const HiddenCaption: Story = { args: { captionHidden: true } };

export const SmallScreen: Story = {
  name: 'Small screen (scrolls sideways)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
