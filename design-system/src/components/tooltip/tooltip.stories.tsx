import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Modal } from '../modal';
import { Tooltip, type TooltipProps } from './tooltip';

const meta = {
  title: 'Basics/Tooltip',
  component: Tooltip,
  args: {
    content: 'Ganas 1 punto por cada $ 1.000 de compra',
    placement: 'top',
    delay: 200,
    children: <Button variant="secondary">¿Cómo gano puntos?</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 24px', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Top: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '¿Cómo gano puntos?' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const OnAnIconButton: Story = {
  args: {
    content: 'Se guarda en tu lista de favoritos',
    children: (
      <IconButton label="Agregar a favoritos" variant="secondary">
        ♥
      </IconButton>
    ),
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'closed'),
    );
  },
};

const isOpen = (tooltip: HTMLElement) => expect(tooltip).toHaveAttribute('data-state', 'open');
const isClosed = (tooltip: HTMLElement) => expect(tooltip).toHaveAttribute('data-state', 'closed');

/**
 * The APG tooltip pattern and WCAG 1.4.13, keyboard first, in real Chromium: the trigger is
 * described by the tooltip; focus shows it at once and keeps it while the pointer passes over
 * and leaves; Escape hides it without moving focus; hover shows it after the delay, the pointer
 * can cross the gap onto it (a real hit test) and it stays while hovered; Escape dismisses a
 * hovered one too.
 */
export const KeyboardJourney: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tooltip {...args} />
      <Button variant="secondary">Siguiente</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '¿Cómo gano puntos?' });
    const next = canvas.getByRole('button', { name: 'Siguiente' });
    const tooltip = canvas.getByRole('tooltip', { hidden: true });
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(trigger).toHaveAccessibleDescription('Ganas 1 punto por cada $ 1.000 de compra');
    await isClosed(tooltip);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await isOpen(tooltip);
    await waitFor(() => expect(tooltip).toBeVisible());
    // the focus trigger is still there, so the pointer leaving does not hide it (1.4.13)
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await isOpen(tooltip);
    await userEvent.keyboard('{Escape}');
    await isClosed(tooltip);
    await expect(trigger).toHaveFocus();

    await userEvent.tab();
    await expect(next).toHaveFocus();
    await isClosed(tooltip);
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await isOpen(tooltip);
    await userEvent.tab();
    await isClosed(tooltip);

    await userEvent.hover(trigger);
    await waitFor(() => isOpen(tooltip));
    await waitFor(() => expect(tooltip).toBeVisible());
    // a pointer crossing the gap between trigger and tooltip stays on the tooltip
    const triggerBox = trigger.getBoundingClientRect();
    const tooltipBox = tooltip.getBoundingClientRect();
    const x = triggerBox.left + triggerBox.width / 2;
    for (const y of [(tooltipBox.bottom + triggerBox.top) / 2, tooltipBox.top + 4]) {
      await expect(tooltip.contains(document.elementFromPoint(x, y))).toBe(true);
    }
    await userEvent.hover(tooltip);
    await isOpen(tooltip);
    await userEvent.keyboard('{Escape}');
    await isClosed(tooltip);
    await expect(next).toHaveFocus();
    // dismissed, it lets the pointer through (pointer-events: none) until the next hover
    await expect(getComputedStyle(tooltip).pointerEvents).toBe('none');
    await userEvent.unhover(trigger);
    await isClosed(tooltip);
  },
};

const dialogClosed = fn();

function TooltipInADialog(args: TooltipProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver puntos</Button>
      <Modal
        open={open}
        onClose={() => {
          dialogClosed();
          setOpen(false);
        }}
        title="Tus puntos"
        description="Acumulas puntos con cada compra."
      >
        <Tooltip {...args} />
      </Modal>
    </>
  );
}

/** Escape hides a tooltip inside a dialog and leaves the dialog open; the next Escape closes it. */
export const InsideADialog: Story = {
  render: (args) => <TooltipInADialog {...args} />,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Tus puntos' });
    const trigger = within(dialog).getByRole('button', { name: '¿Cómo gano puntos?' });
    const tooltip = within(dialog).getByRole('tooltip', { hidden: true });
    const closedBefore = dialogClosed.mock.calls.length;
    await waitFor(() => expect(body.getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await isOpen(tooltip);
    await userEvent.keyboard('{Escape}');
    await isClosed(tooltip);
    await expect(trigger).toHaveFocus();
    await expect(dialogClosed).toHaveBeenCalledTimes(closedBefore);
    await expect(body.getByRole('dialog', { name: 'Tus puntos' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialogClosed).toHaveBeenCalledTimes(closedBefore + 1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
