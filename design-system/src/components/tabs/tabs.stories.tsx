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
