import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Basics/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Método de envío',
    options: [
      { value: 'estandar', label: 'Estándar', hint: '3 a 5 días hábiles · $ 12.000' },
      { value: 'express', label: 'Express', hint: '24 horas · $ 25.000' },
      { value: 'tienda', label: 'Recoger en tienda', hint: 'Gratis' },
    ],
    defaultValue: 'estandar',
    orientation: 'vertical',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Estándar' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express');
  },
};

const PETS = [
  { value: 'perros', label: 'Perros' },
  { value: 'gatos', label: 'Gatos' },
  { value: 'aves', label: 'Aves' },
  { value: 'peces', label: 'Peces' },
];

export const Horizontal: Story = {
  args: {
    legend: 'Tipo de mascota',
    orientation: 'horizontal',
    defaultValue: undefined,
    options: PETS,
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Selecciona un método de envío' },
};

export const WithHint: Story = { args: { hint: 'Los tiempos cuentan desde la confirmación.' } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'estandar', label: 'Estándar' },
      { value: 'express', label: 'Express (no disponible en tu ciudad)', disabled: true },
    ],
  },
};

/**
 * The APG radio group, keyboard only: Tab enters on the checked radio, the arrows move and select
 * with wrapping, Shift+Tab comes back to the checked one, and in a group with nothing checked Tab
 * enters on the first radio and Space checks it. These are native radios sharing one `name` in
 * a fieldset named by its legend, so the keys are the browser's own radio behaviour (in play
 * functions, user-event dispatches the same moves: a focused radio, its group by `name`).
 */
export const KeyboardJourney: Story = {
  args: { defaultValue: 'express' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <button type="button">Antes</button>
      <RadioGroup {...args} />
      <RadioGroup legend="Tipo de mascota" options={PETS} orientation="horizontal" />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const group = canvas.getByRole('group', { name: 'Método de envío' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    await expect(radios).toHaveLength(3);
    await expect(new Set(radios.map((element) => element.name)).size).toBe(1);
    await expect(radios.every((element) => element.type === 'radio')).toBe(true);

    canvas.getByRole('button', { name: 'Antes' }).focus();
    await userEvent.tab();
    await expect(radio('Express')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Recoger en tienda')).toHaveFocus();
    await expect(radio('Recoger en tienda')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('Estándar')).toHaveFocus();
    await expect(radio('Estándar')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('estandar');
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('Recoger en tienda')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('Estándar')).toBeChecked();
    await expect(radio('Express')).not.toBeChecked();

    await userEvent.tab();
    await expect(radio('Perros')).toHaveFocus();
    await expect(radio('Perros')).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(radio('Perros')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('Peces')).toBeChecked();
    await userEvent.tab({ shift: true });
    await expect(radio('Estándar')).toHaveFocus();
  },
};
