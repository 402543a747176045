import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const CATEGORIES = [
  {
    value: 'todos',
    label: 'Todos',
    text: 'Todos los bonos disponibles para canjear con tus puntos.',
  },
  { value: 'deportes', label: 'Deportes', text: 'Bonos para apuestas deportivas.' },
  { value: 'casino', label: 'Casino', text: 'Giros gratis y bonos de casino.' },
  { value: 'vip', label: 'VIP', text: 'Bonos exclusivos para miembros VIP.' },
] as const;

const meta = {
  title: 'Overlays/Tabs',
  component: Tabs,
  args: { defaultValue: 'todos', onValueChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Categorías de bonos">
        {CATEGORIES.map((category) => (
          <Tab key={category.value} value={category.value}>
            {category.label}
          </Tab>
        ))}
      </TabList>
      {CATEGORIES.map((category) => (
        <TabPanel key={category.value} value={category.value}>
          <p>{category.text}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'casino' } };

export const Fitted: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="membresias">
      <TabList aria-label="Regala Boñis" fitted>
        <Tab value="membresias">Membresías</Tab>
        <Tab value="cupones">Cupones</Tab>
      </TabList>
      <TabPanel value="membresias">
        <p>Elige una membresía para regalar.</p>
      </TabPanel>
      <TabPanel value="cupones">
        <p>Elige un cupón para regalar.</p>
      </TabPanel>
    </Tabs>
  ),
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Categorías de bonos">
        <Tab value="todos">Todos</Tab>
        <Tab value="vip" disabled>
          VIP
        </Tab>
        <Tab value="casino">Casino</Tab>
      </TabList>
      <TabPanel value="todos">
        <p>Todos los bonos.</p>
      </TabPanel>
      <TabPanel value="vip">
        <p>Bonos VIP.</p>
      </TabPanel>
      <TabPanel value="casino">
        <p>Bonos de casino.</p>
      </TabPanel>
    </Tabs>
  ),
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Todos' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Deportes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Bonos para apuestas deportivas.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'VIP' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('vip');
  },
};

/**
 * The APG tabs pattern (automatic activation), keyboard only, in real Chromium: Tab enters on the
 * selected tab (roving tabindex), the arrows move and select with wrapping, Home/End, each tab
 * controls its panel and the panel is labelled by its tab; Tab moves on to the panel (focusable,
 * its text has no focusable element) and Shift+Tab comes back to the selected tab.
 */
export const KeyboardJourney: Story = {
  args: { defaultValue: 'casino' },
  render: (args) => (
    <>
      <button type="button">Antes de las pestañas</button>
      <Tabs {...args}>
        <TabList aria-label="Categorías de bonos">
          {CATEGORIES.map((category) => (
            <Tab key={category.value} value={category.value}>
              {category.label}
            </Tab>
          ))}
        </TabList>
        {CATEGORIES.map((category) => (
          <TabPanel key={category.value} value={category.value}>
            <p>{category.text}</p>
          </TabPanel>
        ))}
      </Tabs>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const selected = async (name: string) => {
      await expect(tab(name)).toHaveFocus();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toHaveAttribute('tabindex', '0');
      const panel = canvas.getByRole('tabpanel', { name });
      await expect(tab(name)).toHaveAttribute('aria-controls', panel.id);
      await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1);
    };
    await expect(canvas.getByRole('tablist', { name: 'Categorías de bonos' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    canvas.getByRole('button', { name: 'Antes de las pestañas' }).focus();
    await userEvent.tab();
    await selected('Casino');
    await userEvent.keyboard('{ArrowRight}');
    await selected('VIP');
    await userEvent.keyboard('{ArrowRight}');
    await selected('Todos');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('todos');
    await userEvent.keyboard('{ArrowLeft}');
    await selected('VIP');
    await userEvent.keyboard('{Home}');
    await selected('Todos');
    await userEvent.keyboard('{End}');
    await selected('VIP');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Bonos exclusivos para miembros VIP.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'VIP' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await selected('VIP');
  },
};

/**
 * A selected tab that is disabled (or a value no tab has) still leaves the tab list reachable:
 * the first enabled tab takes the Tab stop, and the arrows skip the disabled tab.
 */
export const SelectedTabDisabled: Story = {
  args: { defaultValue: 'vip' },
  render: (args) => (
    <>
      <button type="button">Antes de las pestañas</button>
      <Tabs {...args}>
        <TabList aria-label="Categorías de bonos">
          <Tab value="todos">Todos</Tab>
          <Tab value="vip" disabled>
            VIP
          </Tab>
          <Tab value="casino">Casino</Tab>
        </TabList>
        <TabPanel value="todos">
          <p>Todos los bonos.</p>
        </TabPanel>
        <TabPanel value="vip">
          <p>Bonos VIP.</p>
        </TabPanel>
        <TabPanel value="casino">
          <p>Bonos de casino.</p>
        </TabPanel>
      </Tabs>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Antes de las pestañas' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Todos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Casino' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Casino' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
