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

/**
 * Keyboard only, in real Chromium: Enter opens, the dialog is modal (top layer; every focusable
 * element of the page behind refuses focus, so Tab can only cycle inside; the page does not
 * scroll), Escape closes and the browser gives focus back to the opener.
 */
export const KeyboardJourney: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Abrir diálogo' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    const close = body.getByRole('button', { name: 'Cerrar' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Entrar' })).toHaveFocus();
    const outside = [...document.querySelectorAll<HTMLElement>('button, a[href], input')].filter(
      (element) => !dialog.contains(element),
    );
    await expect(outside.length).toBeGreaterThan(0);
    for (const element of outside) {
      element.focus();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { open: true },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByText(/acumulas puntos/));
    await expect(args.onClose).not.toHaveBeenCalled();
    // what a real click beside the panel lands on
    const outside = document.elementFromPoint(4, 4);
    await expect(outside).toBe(body.getByTestId('modal-backdrop'));
    // the page behind is dimmed: a semi-transparent overlay colour, in either theme
    await Promise.all((outside as HTMLElement).getAnimations().map((fade) => fade.finished));
    const dim = getComputedStyle(outside as HTMLElement).backgroundColor;
    await expect(dim).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
    await userEvent.click(outside as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
