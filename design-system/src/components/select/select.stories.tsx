import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './select';

const cities = [
  { value: 'bogota', label: 'Bogotá' },
  { value: 'medellin', label: 'Medellín' },
  { value: 'cali', label: 'Cali' },
  { value: 'barranquilla', label: 'Barranquilla' },
];

const meta = {
  title: 'Basics/Select',
  component: Select,
  args: {
    'aria-label': 'Ciudad',
    options: cities,
    placeholder: 'Selecciona una ciudad',
    size: 'md',
    invalid: false,
    disabled: false,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Ciudad' });
    await userEvent.selectOptions(select, 'medellin');
    await expect(select).toHaveValue('medellin');
  },
};

export const WithChildren: Story = {
  args: { options: undefined, placeholder: undefined, 'aria-label': 'Ordenar por' },
  render: (args) => (
    <Select {...args}>
      <option value="relevance">Relevancia</option>
      <option value="price-asc">Precio: menor a mayor</option>
      <option value="price-desc">Precio: mayor a menor</option>
    </Select>
  ),
};

export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
