import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkBar } from './bulk-bar';

describe('BulkBar', () => {
  it('is not shown while nothing is selected', () => {
    render(
      <BulkBar count={0} onClear={vi.fn()} actions={[{ label: 'Eliminar', onClick: vi.fn() }]} />,
    );
    expect(screen.queryByRole('region', { name: 'Acciones con la selección' })).toBeNull();
  });

  it("says how many are selected and runs its actions and 'Quitar selección'", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onActivate = vi.fn();
    const onClear = vi.fn();
    render(
      <BulkBar
        count={3}
        onClear={onClear}
        actions={[
          { label: 'Activar', onClick: onActivate },
          { label: 'Eliminar', onClick: onDelete, tone: 'danger' },
        ]}
      />,
    );
    const bar = within(screen.getByRole('region', { name: 'Acciones con la selección' }));
    expect(bar.getByText('3 seleccionados')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Activar' }));
    await user.click(bar.getByRole('button', { name: 'Eliminar' }));
    await user.click(bar.getByRole('button', { name: 'Quitar selección' }));
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(bar.getByRole('button', { name: 'Eliminar' })).toHaveAttribute('data-variant', 'danger');
  });

  it('uses the singular for one row', () => {
    render(<BulkBar count={1} onClear={vi.fn()} actions={[]} />);
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
  });
});
