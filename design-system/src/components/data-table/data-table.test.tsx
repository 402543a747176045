import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';

interface Product {
  id: string;
  name: string;
  stock: number;
  price: number;
}

const rows: Product[] = [
  { id: 'a', name: 'Collar', stock: 12, price: 25000 },
  { id: 'b', name: 'Arena', stock: 3, price: 18000 },
  { id: 'c', name: 'Bebedero', stock: 40, price: 32000 },
];

const columns: DataTableColumn<Product>[] = [
  { key: 'name', header: 'Nombre', sortable: true },
  { key: 'stock', header: 'Stock', sortable: true, align: 'end' },
  {
    key: 'price',
    header: 'Precio',
    render: (row) => `$ ${row.price}`,
    sortable: true,
    sortValue: (row) => row.price,
  },
  {
    key: 'actions',
    header: 'Acciones',
    render: (row) => <button type="button">Editar {row.name}</button>,
  },
];

const bodyNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows a table captioned and named, with a header row and one row per item', () => {
    render(<DataTable caption="Productos" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Productos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Stock', 'Precio', 'Acciones']);
    expect(bodyNames()).toEqual(['Collar', 'Arena', 'Bebedero']);
    expect(screen.getByRole('cell', { name: '$ 25000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Arena' })).toBeInTheDocument();
  });

  it('puts the table in a focusable scroll region named by the caption', () => {
    render(
      <DataTable
        caption="Pedidos"
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Pedidos' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Pedidos' })).toBeInTheDocument();
  });

  it('marks sortable headers with aria-sort none and leaves the others without', () => {
    render(<DataTable caption="Productos" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const [name, , , actions] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(actions).not.toHaveAttribute('aria-sort');
    expect(within(actions as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts by a column on click, ascending then descending', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Productos" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const button = screen.getByRole('button', { name: 'Nombre' });
    await user.click(button);
    expect(bodyNames()).toEqual(['Arena', 'Bebedero', 'Collar']);
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(button);
    expect(bodyNames()).toEqual(['Collar', 'Bebedero', 'Arena']);
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts with Enter and Space on the header button', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Productos" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    screen.getByRole('button', { name: 'Precio' }).focus();
    await user.keyboard('{Enter}');
    expect(bodyNames()).toEqual(['Arena', 'Collar', 'Bebedero']);
    await user.keyboard(' ');
    expect(bodyNames()).toEqual(['Bebedero', 'Collar', 'Arena']);
    const stock = screen.getByRole('button', { name: 'Stock' });
    stock.focus();
    await user.keyboard('{Enter}');
    expect(bodyNames()).toEqual(['Arena', 'Collar', 'Bebedero']);
    expect(screen.getByRole('button', { name: 'Precio' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('leaves sorting to the caller when controlled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Productos"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        sort={{ key: 'stock', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Stock' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'stock', direction: 'asc' });
    // rows stay in the order given: the caller sorts (e.g. on the server)
    expect(bodyNames()).toEqual(['Collar', 'Arena', 'Bebedero']);
  });

  it('shows skeleton rows and marks itself busy while loading', () => {
    render(
      <DataTable
        caption="Productos"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        loading
        loadingRows={3}
      />,
    );
    const table = screen.getByRole('table', { name: 'Productos' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.queryByText('No hay datos para mostrar')).not.toBeInTheDocument();
  });

  it('says there is nothing to show when there are no rows', () => {
    const { rerender } = render(
      <DataTable caption="Productos" columns={columns} rows={[]} getRowId={(r) => r.id} />,
    );
    const cell = screen.getByRole('cell', { name: 'No hay datos para mostrar' });
    expect(cell).toHaveAttribute('colspan', '4');
    rerender(
      <DataTable
        caption="Productos"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        emptyMessage="No hay banners configurados"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No hay banners configurados' })).toBeInTheDocument();
  });

  it('sets column widths through a colgroup', () => {
    const { container } = render(
      <DataTable
        caption="Productos"
        columns={[{ key: 'name', header: 'Nombre', width: '40%' }]}
        rows={rows}
        getRowId={(r) => r.id}
      />,
    );
    expect(container.querySelector('col')).toHaveAttribute(
      'style',
      expect.stringContaining('width: 40%'),
    );
  });
});
