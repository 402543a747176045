import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ProductGrid } from './product-grid';

interface Item {
  id: string;
  name: string;
}

const items: Item[] = [
  { id: 'a', name: 'Collar' },
  { id: 'b', name: 'Arena' },
  { id: 'c', name: 'Bebedero' },
];

const renderItem = (item: Item) => <article aria-label={item.name}>{item.name}</article>;

describe('ProductGrid', () => {
  it('lists one item per product, named by its label', () => {
    render(
      <ProductGrid
        items={items}
        renderItem={renderItem}
        getItemKey={(i) => i.id}
        label="Productos para perros"
      />,
    );
    const list = screen.getByRole('list', { name: 'Productos para perros' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Collar', 'Arena', 'Bebedero']);
  });

  it('shows eight skeleton cards while loading, busy and announced', () => {
    render(<ProductGrid items={[]} renderItem={renderItem} getItemKey={(i) => i.id} loading />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(list.querySelectorAll('[data-skeleton]')).toHaveLength(8);
    expect(screen.getByText('Cargando productos')).toBeInTheDocument();
  });

  it('shows as many skeleton cards as asked, in place of the items', () => {
    render(
      <ProductGrid
        items={items}
        renderItem={renderItem}
        getItemKey={(i) => i.id}
        loading
        skeletonCount={4}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Collar')).not.toBeInTheDocument();
  });

  it("says 'No hay productos disponibles' when empty", () => {
    render(<ProductGrid items={[]} renderItem={renderItem} getItemKey={(i) => i.id} />);
    expect(
      screen.getByRole('heading', { name: 'No hay productos disponibles' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty slot it is given', () => {
    render(
      <ProductGrid
        items={[]}
        renderItem={renderItem}
        getItemKey={(i) => i.id}
        empty={<p>No se encontraron productos</p>}
      />,
    );
    expect(screen.getByText('No se encontraron productos')).toBeInTheDocument();
  });
});
