import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dropdown } from './dropdown';

const ITEMS = ['Concentrado para perro adulto 2 kg', 'Arena para gato 10 kg', 'Pelota de caucho'];

const meta = {
  title: 'Overlays/Dropdown',
  component: Dropdown,
  args: {
    trigger: 'Carrito (3)',
    triggerLabel: 'Carrito, 3 productos',
    align: 'start',
    onOpenChange: fn(),
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 12, padding: 8 }}>
        <ul role="list" style={{ display: 'grid', gap: 8 }}>
          {ITEMS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <a href="/cart" onClick={(event) => (event.preventDefault(), close())}>
          Ver carrito
        </a>
      </div>
    ),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpensOnHover: Story = { args: { openOnHover: true, hoverDelay: 150 } };

export const WithChevron: Story = {
  args: { trigger: 'Favoritos', triggerLabel: undefined, showChevron: true, defaultOpen: true },
};

export const ClickAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Carrito, 3 productos' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ver carrito' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
