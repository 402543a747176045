import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, supabaseMock } from '@bonis/test-utils';
import { ToastProvider, toast } from '@bonis/design-system';
import {
  RESTORE_ERROR,
  UNDO_TOAST_MS,
  useUndoableDelete,
  type UseUndoableDeleteOptions,
} from './use-undoable-delete';

const PRODUCTS = [
  { id: 'p1', name: 'Collar' },
  { id: 'p2', name: 'Arena' },
];

function ProductList(options: UseUndoableDeleteOptions) {
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
      <li>
        Todos
        <button type="button" onClick={() => remove(['p1', 'p2'], '2 productos')}>
          Eliminar todos
        </button>
      </li>
    </ul>
  );
}

function renderList(overrides: Partial<UseUndoableDeleteOptions> = {}) {
  const options: UseUndoableDeleteOptions = {
    table: 'products',
    errorMessage: 'Error al eliminar producto',
    ...overrides,
  };
  const user = userEvent.setup();
  const result = render(
    <ToastProvider>
      <ProductList {...options} />
    </ToastProvider>,
  );
  return { ...result, user, options };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Productos' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent)
    .filter((name) => name !== 'Todos');

/** The database deletes (or restores) every id it is given and says how many. */
const answerAll =
  () =>
  ({ body }: { body: Record<string, unknown> }) =>
    Array.isArray(body.p_ids) ? body.p_ids.length : 0;

const deletes = () => supabaseMock.rpcCalls('admin_delete');
const restores = () => supabaseMock.rpcCalls('admin_restore');

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('useUndoableDelete', () => {
  it("deletes at once through admin_delete, then says 'Eliminado' with 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', answerAll());
    const { user } = renderList();

    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));

    await waitFor(() => expect(deletes()).toEqual([{ p_table: 'products', p_ids: ['p1'] }]));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('Collar');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(restores()).toHaveLength(0);
  });

  it("hides the row while the database answers, and doesn't say 'Eliminado' before", async () => {
    const answer = deferred<number>();
    supabaseMock.rpc('admin_delete', () => answer.promise);
    const { user } = renderList();

    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));

    expect(listed()).toEqual(['Collar']);
    expect(screen.queryByText('Eliminado')).toBeNull();
    await act(async () => answer.resolve(1));
    expect(await screen.findByText('Eliminado')).toBeInTheDocument();
  });

  it("brings the rows back with admin_restore when 'Deshacer' is clicked", async () => {
    supabaseMock.rpc('admin_delete', answerAll());
    supabaseMock.rpc('admin_restore', answerAll());
    const onSettled = vi.fn(() => Promise.resolve());
    const { user } = renderList({ onSettled });
    await user.click(screen.getByRole('button', { name: 'Eliminar todos' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));

    await waitFor(() => expect(restores()).toEqual([{ p_table: 'products', p_ids: ['p1', 'p2'] }]));
    // the list is read again after the restore too
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(2));
    expect(onSettled).toHaveBeenLastCalledWith(['p1', 'p2'], undefined);
    expect(await screen.findByText('Restaurado')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
  });

  it("says why when 'Deshacer' fails", async () => {
    supabaseMock.rpc('admin_delete', answerAll());
    supabaseMock.rpc('admin_restore', () => supabaseMock.networkError());
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(RESTORE_ERROR));
    expect(alert).toHaveTextContent('Collar');
  });

  it("shows the database's refusal, brings the rows back and never says 'Eliminado'", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: el producto está en pedidos abiertos',
      }),
    );
    const onSettled = vi.fn();
    const { user } = renderList({ onSettled });

    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('No se puede eliminar: el producto está en pedidos abiertos'),
    );
    expect(listed()).toEqual(['Collar', 'Arena']);
    expect(screen.queryByText('Eliminado')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(onSettled).toHaveBeenCalledWith(['p1'], expect.objectContaining({ code: 'P0001' }));
  });

  it('shows a Spanish 42501 refusal too (deleting your own account)', async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({ code: '42501', message: 'No puedes eliminar tu propia cuenta' }),
    );
    const { user } = renderList({
      table: 'user_profiles',
      errorMessage: 'Error al eliminar usuario',
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('No puedes eliminar tu propia cuenta'));
    expect(deletes()).toEqual([{ p_table: 'user_profiles', p_ids: ['p2'] }]);
    expect(listed()).toEqual(['Collar', 'Arena']);
  });

  it('uses its own error message when the server gives none', async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = renderList();

    await user.click(screen.getByRole('button', { name: 'Eliminar Arena' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error al eliminar producto'));
    expect(listed()).toEqual(['Collar', 'Arena']);
    expect(screen.queryByText('Eliminado')).toBeNull();
  });

  it('treats fewer rows deleted than asked as a failure', async () => {
    supabaseMock.rpc('admin_delete', () => 0);
    const { user } = renderList();

    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error al eliminar producto'));
    expect(screen.queryByText('Eliminado')).toBeNull();
  });

  it('keeps deleted rows hidden until onSettled (the list read again) has finished', async () => {
    supabaseMock.rpc('admin_delete', answerAll());
    const refetch = deferred();
    const onSettled = vi.fn(() => refetch.promise);
    const { user } = renderList({ onSettled });

    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(['p1'], undefined));

    expect(listed()).toEqual(['Arena']);
    await act(async () => refetch.resolve());
    // the fake list still holds the row: it shows again once the hook lets it go
    expect(listed()).toEqual(['Collar', 'Arena']);
  });

  it('sends nothing more when the page is hidden or the screen unmounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('admin_delete', answerAll());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = render(
      <ToastProvider>
        <ProductList table="products" errorMessage="Error al eliminar producto" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    await screen.findByText('Eliminado');
    const sent = supabaseMock.requests.length;

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    // whatever a timer would have sent by now
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(supabaseMock.requests).toHaveLength(sent);
    expect(deletes()).toHaveLength(1);
    expect(restores()).toHaveLength(0);
  });

  it(`offers 'Deshacer' for ${UNDO_TOAST_MS / 1000} s`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('admin_delete', answerAll());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ProductList table="products" errorMessage="Error al eliminar producto" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Collar' }));
    expect(await screen.findByRole('button', { name: 'Deshacer' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(UNDO_TOAST_MS + 500));

    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(restores()).toHaveLength(0);
  });
});
