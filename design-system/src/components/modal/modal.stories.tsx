import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir diálogo</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    title: 'Iniciar sesión',
    description: 'Ingresa con tu email y contraseña.',
    size: 'md',
    children: (
      <p>
        Al iniciar sesión acumulas puntos Boñis en cada compra y puedes canjearlos en la tienda de
        bonos.
      </p>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Entrar</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const Small: Story = { args: { open: true, size: 'sm' } };

export const Large: Story = { args: { open: true, size: 'lg', title: 'Tienda de Bonos' } };

export const WithoutDescription: Story = { args: { open: true, description: undefined } };

export const Persistent: Story = {
  args: { open: true, closeOnEscape: false, closeOnBackdropClick: false, title: 'Pago en proceso' },
};

export const OpensTrapsAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(body.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Entrar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
