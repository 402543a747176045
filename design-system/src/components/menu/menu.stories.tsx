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

/**
 * The APG menu button, keyboard only, in real Chromium: Enter, Space and ArrowDown open on the
 * first item, ArrowUp on the last; the arrows wrap, Home/End, typeahead (accents ignored, repeated
 * letters cycle); Enter activates, closes and gives focus back; Escape closes with focus on the
 * trigger; Tab closes and moves on from the trigger.
 */
export const KeyboardJourney: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Menu {...args} />
      <button type="button">Después del menú</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Mi cuenta' });
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    const isClosed = async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    };
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await isClosed();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'Mi cuenta' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await expect(item('Mi Perfil')).toHaveFocus();
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(8);
    await expect(canvas.getByRole('separator')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Cerrar Sesión')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Mi Perfil')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Mis Pedidos')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Cerrar Sesión')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Mi Perfil')).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(item('Configuración')).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(item('Cerrar Sesión')).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(item('Mi Perfil')).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(item('Mi Perfil')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await isClosed();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(item('Mi Perfil')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Mi Perfil')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Cerrar Sesión')).toHaveFocus();
    const calls = select.mock.calls.length;
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveBeenCalledTimes(calls + 1);
    await isClosed();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await isClosed();
    await expect(canvas.getByRole('button', { name: 'Después del menú' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
  },
};
