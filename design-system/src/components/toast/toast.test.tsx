import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from '../overlay/fake-timers';
import { ToastProvider, useToast } from './toast';
import { toast } from './toast-store';
import { Modal } from '../modal';

let user: ReturnType<typeof setupFakeTimers>;
beforeEach(() => {
  user = setupFakeTimers();
});
afterEach(() => {
  act(() => toast.dismiss());
  teardownFakeTimers();
});

describe('Toast', () => {
  it('has an empty polite live region before any toast appears', () => {
    render(<ToastProvider />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.textContent).toBe('');
  });

  it('shows a success toast in the polite region from the imperative toast()', () => {
    render(<ToastProvider />);
    act(() => {
      toast({
        title: 'Eliminado',
        description: 'Producto eliminado del carrito',
        tone: 'success',
      });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Eliminado');
    expect(status).toHaveTextContent('Producto eliminado del carrito');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('announces errors assertively with role alert', () => {
    render(<ToastProvider />);
    act(() => {
      toast.error('Error', { description: 'No se pudo cargar el carrito' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el carrito');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows one toast at a time: a new one replaces the current', () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: '¡Agregado!', tone: 'success' });
      toast({ title: 'Código enviado' });
    });
    expect(screen.queryByText('¡Agregado!')).not.toBeInTheDocument();
    expect(screen.getByText('Código enviado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(1);
  });

  it('hides itself after 4 seconds by default', () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'Email enviado' });
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Email enviado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Email enviado')).not.toBeInTheDocument();
  });

  it('honours a custom duration and a duration of 0 that keeps it open', () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'Rápido', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Rápido')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Fijo', duration: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Fijo')).toBeInTheDocument();
  });

  it('pauses the countdown while hovered and resumes with the time left', async () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: '¡Bienvenido!' });
    });
    act(() => vi.advanceTimersByTime(3000));
    await user.hover(screen.getByText('¡Bienvenido!'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('¡Bienvenido!')).toBeInTheDocument();
    await user.unhover(screen.getByText('¡Bienvenido!'));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('¡Bienvenido!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('¡Bienvenido!')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside it', async () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'Código enviado' });
    });
    act(() => screen.getByRole('button', { name: 'Cerrar notificación' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Código enviado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Código enviado')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'Eliminado de favoritos', tone: 'success' });
    });
    await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Eliminado de favoritos')).not.toBeInTheDocument();
  });

  it('dismisses by id only while that toast is still the current one', () => {
    render(<ToastProvider />);
    let first = '';
    act(() => {
      first = toast({ title: 'Primero' });
      toast({ title: 'Segundo' });
    });
    act(() => toast.dismiss(first));
    expect(screen.getByText('Segundo')).toBeInTheDocument();
  });

  it('gives components the same toast through useToast()', async () => {
    function AddToCart() {
      const { toast: show } = useToast();
      return (
        <button type="button" onClick={() => show({ title: '¡Agregado!', tone: 'success' })}>
          Agregar
        </button>
      );
    }
    render(
      <ToastProvider>
        <AddToCart />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('status')).toHaveTextContent('¡Agregado!');
  });

  it('shows a toast requested before the provider mounted', () => {
    act(() => {
      toast.warning('Sin conexión');
    });
    render(<ToastProvider />);
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');
  });
  describe('action', () => {
    it('shows the action as a button; clicking it runs onClick and closes the toast', async () => {
      const onClick = vi.fn();
      render(<ToastProvider />);
      act(() => {
        toast({
          title: 'Eliminado',
          description: 'Collar antipulgas',
          tone: 'success',
          duration: 5000,
          action: { label: 'Deshacer', onClick },
        });
      });
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Collar antipulgas');
      await user.click(screen.getByRole('button', { name: 'Deshacer' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Collar antipulgas')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    });

    it('is offered by the tone shortcuts too', async () => {
      const onClick = vi.fn();
      render(<ToastProvider />);
      act(() => {
        toast.error('No se pudo eliminar', { action: { label: 'Reintentar', onClick } });
      });
      await user.click(
        within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }),
      );
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert').textContent).toBe('');
    });

    it('does not run onClick when the toast times out or is closed', async () => {
      const onClick = vi.fn();
      render(<ToastProvider />);
      act(() => {
        toast({ title: 'Eliminado', duration: 5000, action: { label: 'Deshacer', onClick } });
      });
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
      act(() => {
        toast({ title: 'Eliminado', action: { label: 'Deshacer', onClick } });
      });
      await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
      expect(onClick).not.toHaveBeenCalled();
    });

    it('keeps a toast without an action free of extra buttons', () => {
      render(<ToastProvider />);
      act(() => {
        toast({ title: 'Código enviado' });
      });
      expect(screen.getAllByRole('button')).toHaveLength(1);
    });
  });

  it('lives inside an open modal dialog, which makes the rest of the page inert, and back on the page after', () => {
    const { rerender } = render(
      <>
        <ToastProvider />
        <Modal open onClose={() => {}} title="Canjear bono">
          <p>Contenido</p>
        </Modal>
      </>,
    );
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    // No toast: no empty live region inside the dialog next to its own alerts.
    expect(within(dialog as HTMLElement).queryByRole('status')).toBeNull();
    expect(within(dialog as HTMLElement).queryByRole('alert')).toBeNull();
    act(() => {
      toast({ title: '¡Bono adquirido!', tone: 'success' });
    });
    // The region mounts empty, then the toast lands in it a frame later (announced).
    const status = within(dialog as HTMLElement).getByRole('status');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(20));
    expect(status).toHaveTextContent('¡Bono adquirido!');
    expect(within(dialog as HTMLElement).queryByRole('alert')).toBeNull();
    act(() => {
      toast.error('No se pudo canjear');
    });
    act(() => vi.advanceTimersByTime(20));
    expect(within(dialog as HTMLElement).getByRole('alert')).toHaveTextContent(
      'No se pudo canjear',
    );
    expect(within(dialog as HTMLElement).queryByRole('status')).toBeNull();
    rerender(
      <>
        <ToastProvider />
        <Modal open={false} onClose={() => {}} title="Canjear bono">
          <p>Contenido</p>
        </Modal>
      </>,
    );
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo canjear');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
