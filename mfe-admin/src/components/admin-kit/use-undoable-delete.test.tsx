import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from './testing/fake-timers';
import { act, render, screen, within } from '@testing-library/react';
import { deferred } from '@bonis/test-utils';
import { ToastProvider, toast } from '@bonis/design-system';
import { useUndoableDelete, type UseUndoableDeleteOptions } from './use-undoable-delete';

const PRODUCTS = [
  { id: 'p1', name: 'Collar' },
  { id: 'p2', name: 'Arena' },
];

function ProductList(options: UseUndoableDeleteOptions<string>) {
  const { remove, hiddenIds } = useUndoableDelete(options);
  return (
    <ul aria-label="Productos">
      {PRODUCTS.filter((product) => !hiddenIds.includes(product.id)).map((product) => (
        <li key={product.id}>
          {product.name}
          <button type="button" onClick={() => remove([product.id], product.name)}>
            Eliminar {product.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

let user: ReturnType<typeof setupFakeTimers>;
let commit: ReturnType<typeof vi.fn<(ids: string[]) => Promise<void>>>;

function renderList(overrides: Partial<UseUndoableDeleteOptions<string>> = {}) {
  const options = {
    commit,
    successMessage: 'Producto eliminado correctamente',
    errorMessage: 'Error al eliminar producto',
    ...overrides,
  };
  const result = render(
    <ToastProvider>
      <ProductList {...options} />
    </ToastProvider>,
  );
  return { ...result, options };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Productos' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

/** Lets the commit's promise chain run (fake timers don't run microtasks by themselves). */
const settle = () => act(async () => {});

beforeEach(() => {
  user = setupFakeTimers();
  commit = vi.fn<(ids: string[]) => Promise<void>>(() => Promise.resolve());
});
afterEach(() => {
  act(() => toast.dismiss());
  teardownFakeTimers();
});

describe('useUndoableDelete', () => {
  it("hides the row at once, offers 'Deshacer' for 5 s, then commits", async () => {
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));

    expect(listed()).toEqual(['Arena']);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Eliminado');
    expect(status).toHaveTextContent('Collar');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith(['p1']);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Producto eliminado correctamente');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  it("puts the row back and sends nothing when 'Deshacer' is clicked", async () => {
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));
    act(() => vi.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(listed()).toEqual(['Collar', 'Arena']);
    act(() => vi.advanceTimersByTime(60_000));
    await settle();
    expect(commit).not.toHaveBeenCalled();
  });

  it("brings the rows back with the database's Spanish message when the commit fails", async () => {
    commit.mockRejectedValueOnce({
      code: 'P0001',
      message: 'No se puede eliminar: el producto está en pedidos abiertos',
    });
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    expect(listed()).toEqual(['Arena']);

    act(() => vi.advanceTimersByTime(5000));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se puede eliminar: el producto está en pedidos abiertos',
    );
    expect(listed()).toEqual(['Collar', 'Arena']);
  });

  it('uses its own error message when the server gives none', async () => {
    commit.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));
    act(() => vi.advanceTimersByTime(5000));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al eliminar producto');
    expect(listed()).toEqual(['Collar', 'Arena']);
  });

  it('commits at once when the screen unmounts', async () => {
    const { unmount } = renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    expect(commit).toHaveBeenCalledWith(['p1']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('commits at once when the page is hidden (pagehide)', async () => {
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(commit).toHaveBeenCalledWith(['p2']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows hidden until onSettled (the list read again) has finished', async () => {
    const refetch = deferred();
    const onSettled = vi.fn(() => refetch.promise);
    renderList({ onSettled });
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    act(() => vi.advanceTimersByTime(5000));
    await settle();
    expect(onSettled).toHaveBeenCalledWith(['p1'], undefined);
    expect(listed()).toEqual(['Arena']);
    await act(async () => refetch.resolve());
    // the fake list still holds the row: it shows again once the hook lets it go
    expect(listed()).toEqual(['Collar', 'Arena']);
  });

  it('keeps separate deletes apart: each commits its own rows on its own clock', async () => {
    renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));
    expect(listed()).toEqual([]);

    act(() => vi.advanceTimersByTime(3000));
    expect(commit).toHaveBeenLastCalledWith(['p1']);
    await settle();
    // the second delete's 'Deshacer' stays on screen
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(commit).toHaveBeenLastCalledWith(['p2']);
  });
});
