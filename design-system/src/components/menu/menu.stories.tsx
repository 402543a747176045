import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu } from './menu';

const select = fn();
const navigate = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    trigger: 'Mi cuenta',
    align: 'start',
    onOpenChange: fn(),
    items: [
      { label: 'Mi Perfil', href: '/profile', onSelect: navigate },
      { label: 'Mis Pedidos', href: '/orders', onSelect: navigate },
      { label: 'Mis Favoritos', href: '/favorites', onSelect: navigate },
      { label: 'Tienda de Bonos', onSelect: select },
      { label: 'Mis Puntos', href: '/premios', onSelect: navigate },
      { label: 'Mi Membresía', href: '/membership', onSelect: navigate },
      { label: 'Configuración', href: '/profile?tab=settings', onSelect: navigate },
      { type: 'separator' },
      { label: 'Cerrar Sesión', tone: 'danger', onSelect: select },
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const AlignedToTheEnd: Story = {
  args: { defaultOpen: true, align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithDisabledItem: Story = {
  args: {
    defaultOpen: true,
    items: [
      { label: 'Mi Perfil', href: '/profile', onSelect: navigate },
      { label: 'Mi Membresía', disabled: true },
    ],
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Mi cuenta' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Mi Perfil' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await userEvent.keyboard('t');
    await expect(canvas.getByRole('menuitem', { name: 'Tienda de Bonos' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
