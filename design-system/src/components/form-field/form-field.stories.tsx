import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../select';
import { TextField } from '../text-field';
import { Textarea } from '../textarea';
import { FormField } from './form-field';

const meta = {
  title: 'Basics/FormField',
  component: FormField,
  args: {
    label: 'Teléfono',
    hint: '10 dígitos, sin espacios',
    required: false,
    children: <TextField type="tel" placeholder="300 123 4567" />,
  },
  argTypes: { children: { control: false }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(input, '3001234567');
    await expect(input).toHaveAccessibleDescription('10 dígitos, sin espacios');
  },
};

export const Required: Story = {
  args: { label: 'Nombre', hint: undefined, required: true, children: <TextField /> },
};

export const WithError: Story = {
  args: { error: 'Ingresa un teléfono válido de 10 dígitos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ingresa un teléfono válido');
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Ciudad',
    hint: undefined,
    required: true,
    children: (
      <Select
        placeholder="Selecciona una ciudad"
        options={[
          { value: 'bogota', label: 'Bogotá' },
          { value: 'medellin', label: 'Medellín' },
        ]}
      />
    ),
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Reseña',
    hint: 'Cuéntanos qué te pareció el producto',
    children: <Textarea maxLength={500} />,
  },
};
