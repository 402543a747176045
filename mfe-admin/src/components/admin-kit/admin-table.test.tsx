import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTable, type AdminTableProps } from './admin-table';
import type { AdminColumn } from './types';

interface Product {
  id: string;
  name: string;
  price: number;
}

const ROWS: Product[] = [
  { id: 'p1', name: 'Collar', price: 25000 },
  { id: 'p2', name: 'Arena', price: 18000 },
  { id: 'p3', name: 'Cama', price: 99000 },
];

const COLUMNS: AdminColumn<Product>[] = [
  { key: 'name', header: 'Nombre', cell: (row) => row.name, sortable: true },
  { key: 'price', header: 'Precio', cell: (row) => `$ ${row.price}`, sortable: true, align: 'end' },
  { key: 'id', header: 'Código', cell: (row) => row.id },
];

function props(overrides: Partial<AdminTableProps<Product>> = {}): AdminTableProps<Product> {
  return {
    caption: 'Productos',
    columns: COLUMNS,
    rows: ROWS,
    total: 57,
    loading: false,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.name,
    page: 1,
    pageSize: 20,
    onPageChange: vi.fn(),
    sort: { key: 'name', direction: 'asc' },
    onSortChange: vi.fn(),
    emptyMessage: 'No hay productos',
    ...overrides,
  };
}

/** Selection kept in state, as a list screen keeps it. */
function Selectable({ onChange }: { onChange: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AdminTable
      {...props({ selectable: true })}
      selectedIds={selected}
      onSelectedIdsChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Productos' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('AdminTable', () => {
  it('renders the page rows with the column cells in a named, scrollable region', () => {
    render(<AdminTable {...props()} />);
    expect(screen.getByRole('region', { name: 'Productos' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nombre', 'Precio', 'Código']);
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      'Collar$ 25000p1',
      'Arena$ 18000p2',
      'Cama$ 99000p3',
    ]);
  });

  it('marks the sorted column and asks for the other direction or a new column', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<AdminTable {...props({ onSortChange })} />);
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Precio' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(within(table()).queryByRole('button', { name: 'Código' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Precio' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });
  });

  it("shows 'Mostrando 21–40 de 57' and asks for the chosen page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<AdminTable {...props({ page: 2, onPageChange })} />);
    expect(screen.getByText('Mostrando 21–40 de 57')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    await user.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pages).getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('writes large counts with es-CO grouping and clips the last page', () => {
    render(<AdminTable {...props({ page: 62, pageSize: 20, total: 1234 })} />);
    expect(screen.getByText('Mostrando 1.221–1.234 de 1.234')).toBeInTheDocument();
  });

  it("offers 'Filas por página' (10, 20, 50, 100) when the list can change it", async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    const onPageChange = vi.fn();
    render(<AdminTable {...props({ onPageSizeChange, onPageChange })} />);
    const select = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('selects rows one by one and all of the page from the header checkbox', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Arena' }));
    expect(onChange).toHaveBeenLastCalledWith(['p2']);
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['p1', 'p2', 'p3']));
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Cama' })).toBeChecked();

    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Collar' })).not.toBeChecked();
  });

  it("opens a row from its 'Ver detalle' button", async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    render(<AdminTable {...props({ onRowOpen })} />);
    await user.click(screen.getByRole('button', { name: 'Ver detalle de Cama' }));
    expect(onRowOpen).toHaveBeenCalledWith(ROWS[2]);
  });

  it('shows skeleton rows while loading, and the empty message when there are none', () => {
    const { rerender } = render(<AdminTable {...props({ loading: true, rows: [], total: 0 })} />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No hay productos')).toBeNull();

    rerender(<AdminTable {...props({ rows: [], total: 0 })} />);
    expect(screen.getByText('No hay productos')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });

  it("shows the error with 'Reintentar' instead of the table", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<AdminTable {...props({ error: 'Error al cargar productos', onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar productos');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for the last page when the page is past the end', () => {
    const onPageChange = vi.fn();
    render(<AdminTable {...props({ page: 9, total: 57, onPageChange })} />);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
