import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * A disclosure (APG), keyboard only, in real Chromium: Enter and Space toggle it with focus kept
 * on the trigger, its content follows in the Tab order, Escape closes it with focus back on the
 * trigger, focus leaving it closes it. Opened by hover while focus is elsewhere, Escape closes
 * it and leaves focus where it was (WCAG 1.4.13).
 */
export const KeyboardJourney: Story = {
  args: { openOnHover: true, hoverDelay: 100 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Dropdown {...args} />
      <button type="button">Seguir comprando</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Carrito, 3 productos' });
    const after = canvas.getByRole('button', { name: 'Seguir comprando' });
    const expanded = (value: boolean) =>
      expect(trigger).toHaveAttribute('aria-expanded', String(value));
    await expect(trigger).not.toHaveAttribute('aria-haspopup');
    await expanded(false);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expanded(true);
    const panel = canvas.getByRole('group', { name: 'Carrito, 3 productos' });
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expanded(false);
    await userEvent.keyboard(' ');
    await expanded(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ver carrito' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expanded(false);
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(after).toHaveFocus();
    await expanded(false);

    await userEvent.hover(trigger);
    await waitFor(() => expanded(true));
    await userEvent.keyboard('{Escape}');
    await expanded(false);
    await expect(after).toHaveFocus();
    await userEvent.unhover(trigger);
  },
};
