import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Basics/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Comentario',
    placeholder: 'Cuéntanos sobre tu mascota',
    maxLength: 500,
    invalid: false,
    disabled: false,
    resize: 'vertical',
  },
  argTypes: { resize: { control: 'inline-radio', options: ['none', 'vertical', 'both'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentario' }), 'Muy bueno');
    await expect(canvas.getByText(/^9\/500/)).toBeVisible();
  },
};

export const WithoutCounter: Story = { args: { maxLength: undefined } };
export const AtTheLimit: Story = { args: { maxLength: 20, defaultValue: 'Veinte caracteres ok' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'No editable' } };
