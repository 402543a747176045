import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type HarnessProps = Partial<Omit<ConfirmDialogProps, 'open'>>;

function Harness({ onClose, onConfirm = () => {}, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar banner
      </button>
      <ConfirmDialog
        title="Eliminar banner"
        message="¿Estás seguro de eliminar este banner?"
        {...props}
        open={open}
        onConfirm={onConfirm}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Eliminar banner' }));
  return user;
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with its message as description and focus on Cancelar', async () => {
    await openDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar banner' });
    expect(dialog).toHaveAccessibleDescription('¿Estás seguro de eliminar este banner?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('cancels without confirming and gives focus back', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const user = await openDialog({ onConfirm, onClose });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar banner' })).toHaveFocus();
  });

  it('confirms and closes at once when onConfirm is synchronous', async () => {
    const onConfirm = vi.fn();
    const user = await openDialog({ onConfirm, confirmLabel: 'Eliminar', tone: 'danger' });
    const confirm = screen.getByRole('button', { name: 'Eliminar' });
    expect(confirm).toHaveAttribute('data-variant', 'danger');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows loading while the promise is pending and closes when it resolves', async () => {
    const work = deferred();
    const user = await openDialog({ onConfirm: () => work.promise });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    work.resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and shows the error when the promise rejects', async () => {
    const user = await openDialog({
      onConfirm: () => Promise.reject(new Error('No se pudo eliminar el banner')),
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo eliminar el banner');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute('aria-busy');
  });

  it('falls back to a generic Spanish error and clears it when opened again', async () => {
    const user = await openDialog({ onConfirm: () => Promise.reject('boom') });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo completar la acción. Inténtalo de nuevo.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar banner' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
