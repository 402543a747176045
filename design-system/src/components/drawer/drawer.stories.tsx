import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Drawer, type DrawerProps } from './drawer';

const NAV = [
  ['Perros', '/dogs'],
  ['Gatos', '/cats'],
  ['Accesorios', '/accessories'],
  ['Membresía', '/membership'],
  ['Ofertas', '/deals'],
  ['Políticas', '/policies'],
] as const;

function DrawerDemo(args: DrawerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Abrir menú
      </Button>
      <Drawer
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
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    open: false,
    onClose: fn(),
    title: 'Menú',
    side: 'left',
    children: (
      <nav aria-label="Principal">
        <ul role="list" style={{ display: 'grid', gap: 12 }}>
          {NAV.map(([label, href]) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
    footer: (
      <Button variant="secondary" fullWidth>
        Cerrar Sesión
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenLeft: Story = { args: { open: true } };

export const OpenRight: Story = { args: { open: true, side: 'right', title: 'Filtros' } };

/**
 * Keyboard only, in real Chromium: Enter opens, the drawer is modal (top layer; every focusable
 * element of the page behind refuses focus, so Tab can only cycle inside; the page does not
 * scroll), Escape closes and the browser gives focus back to the opener.
 */
export const KeyboardJourney: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Abrir menú' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Menú' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await expect(body.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('link', { name: 'Perros' })).toHaveFocus();
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
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { open: true },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Menú' });
    await userEvent.click(body.getByRole('heading', { name: 'Menú' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    // what a real click beside the panel lands on
    const outside = document.elementFromPoint(dialog.getBoundingClientRect().right - 4, 4);
    await expect(outside).toBe(body.getByTestId('drawer-backdrop'));
    await userEvent.click(outside as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
