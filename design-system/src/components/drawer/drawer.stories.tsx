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

export const OpensAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(opener);
    await expect(await body.findByRole('dialog', { name: 'Menú' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
