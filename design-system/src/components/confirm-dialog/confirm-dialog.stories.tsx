import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function ConfirmDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Eliminar banner
      </Button>
      <ConfirmDialog
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
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Eliminar banner',
    message: '¿Estás seguro de eliminar este banner?',
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const Danger: Story = {
  args: {
    open: true,
    tone: 'danger',
    title: 'Eliminar bono',
    message: '¿Eliminar este bono? Los usuarios que ya lo compraron lo conservarán.',
    confirmLabel: 'Eliminar',
  },
};

export const Loading: Story = {
  args: {
    open: true,
    tone: 'danger',
    confirmLabel: 'Eliminar',
    onConfirm: fn(() => new Promise(() => {})),
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Eliminar' }));
    await expect(body.getByRole('button', { name: 'Eliminar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: {
    open: true,
    tone: 'danger',
    title: 'Eliminar premio',
    message: '¿Eliminar este premio?',
    confirmLabel: 'Eliminar',
    onConfirm: fn(() => Promise.reject(new Error('No se pudo eliminar el premio'))),
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Eliminar' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('No se pudo eliminar el premio');
  },
};

export const FocusStartsOnCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar banner' }));
    await expect(await body.findByRole('alertdialog', { name: 'Eliminar banner' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/**
 * Keyboard only, in real Chromium: Enter opens a modal alertdialog (top layer; the page behind
 * refuses focus), focus starts on Cancelar, Tab reaches Confirmar, Escape closes without
 * confirming and the browser gives focus back to the opener.
 */
export const KeyboardJourney: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Eliminar banner' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Eliminar banner' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(body.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
