import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Basics/TextField',
  component: TextField,
  args: {
    'aria-label': 'Nombre',
    placeholder: 'Ej.: Ana Gómez',
    size: 'md',
    invalid: false,
    disabled: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'search'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, 'Ana Gómez');
    await expect(input).toHaveValue('Ana Gómez');
  },
};

export const WithValue: Story = { args: { defaultValue: 'Ana Gómez' } };
export const Invalid: Story = { args: { invalid: true, defaultValue: 'ana@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'No editable' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana@correo.co' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Contraseña', placeholder: undefined },
};
