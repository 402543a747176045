import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ToastProvider } from './toast';
import { toast, type ToastOptions } from './toast-store';

/** Shows `initial` on mount (kept open) and offers buttons for each tone. */
function ToastDemo({ initial }: { initial?: ToastOptions }) {
  useEffect(() => {
    if (initial) toast(initial);
    return () => toast.dismiss();
  }, [initial]);
  return (
    <ToastProvider>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          onClick={() =>
            toast({
              title: 'Eliminado',
              description: 'Producto eliminado del carrito',
              tone: 'success',
            })
          }
        >
          Éxito
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast({ title: 'Error', description: 'No se pudo cargar el carrito', tone: 'error' })
          }
        >
          Error
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast({ title: 'Código enviado', tone: 'info' })}
        >
          Información
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast({ title: 'Sin conexión', description: 'Revisa tu internet', tone: 'warning' })
          }
        >
          Advertencia
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.success('Eliminado', {
              description: 'Collar antipulgas',
              duration: 5000,
              action: {
                label: 'Deshacer',
                onClick: () => toast.info('Restaurado', { description: 'Collar antipulgas' }),
              },
            })
          }
        >
          Eliminar con deshacer
        </Button>
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: {
    initial: {
      title: '¡Pago exitoso!',
      description: 'Tu pedido 1024 ha sido confirmado',
      tone: 'success',
      duration: 0,
    },
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    initial: {
      title: 'Error',
      description: 'No se pudo procesar el pago',
      tone: 'error',
      duration: 0,
    },
  },
};

export const Info: Story = {
  args: {
    initial: {
      title: 'Email enviado',
      description: 'Revisa tu bandeja de entrada',
      tone: 'info',
      duration: 0,
    },
  },
};

export const Warning: Story = {
  args: {
    initial: {
      title: 'Sesión por vencer',
      description: 'Vuelve a iniciar sesión',
      tone: 'warning',
      duration: 0,
    },
  },
};

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Éxito' }));
    await expect(await body.findByText('Producto eliminado del carrito')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('No se pudo cargar el carrito');
    await expect(body.queryByText('Producto eliminado del carrito')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Cerrar notificación' }));
    await expect(body.queryByText('No se pudo cargar el carrito')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    initial: {
      title: 'Eliminado',
      description: 'Collar antipulgas',
      tone: 'success',
      duration: 0,
      action: { label: 'Deshacer', onClick: () => undefined },
    },
  },
};

export const UndoAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar con deshacer' }));
    await expect(await body.findByText('Collar antipulgas')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Deshacer' }));
    await expect(await body.findByText('Restaurado')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  },
};
