import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from './testing/fake-timers';
import { act, render, screen } from '@testing-library/react';
import { ListToolbar } from './list-toolbar';

let user: ReturnType<typeof setupFakeTimers>;
beforeEach(() => {
  user = setupFakeTimers();
});
afterEach(() => {
  teardownFakeTimers();
});

/** The toolbar with its search committed to state, as the URL would hold it. */
function Harness({ onSearch, initial = '' }: { onSearch: (q: string) => void; initial?: string }) {
  const [q, setQ] = useState(initial);
  return (
    <>
      <ListToolbar
        search={{
          value: q,
          onChange: (next) => {
            onSearch(next);
            setQ(next);
          },
          label: 'Buscar productos',
          placeholder: 'Nombre o marca',
        }}
        filters={
          <label>
            Estado
            <select>
              <option>Todos</option>
            </select>
          </label>
        }
        actions={<button type="button">Nuevo producto</button>}
      />
      <button type="button" onClick={() => setQ('')}>
        Limpiar
      </button>
    </>
  );
}

describe('ListToolbar', () => {
  it('shows the labelled search, the filters and the actions', () => {
    render(<Harness onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveAttribute(
      'placeholder',
      'Nombre o marca',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it('searches 300 ms after the last key, once', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'collar');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('collar');
    expect(screen.getByRole('searchbox')).toHaveValue('collar');
  });

  it('searches at once on Enter', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'arena{Enter}');
    expect(onSearch).toHaveBeenCalledWith('arena');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search changed elsewhere (a reset, Back)', async () => {
    render(<Harness onSearch={vi.fn()} initial="cama" />);
    expect(screen.getByRole('searchbox')).toHaveValue('cama');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
