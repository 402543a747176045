import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUploader } from './image-uploader';
import { BYTES_PER_MB } from './validate-images';

/** A small inline SVG as a stored image, so stories need no network. */
function swatch(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const stored = [
  { url: swatch('#f5a266'), name: 'collar-frente' },
  { url: swatch('#5fd3c6'), name: 'collar-lado' },
];

const meta = {
  title: 'Commerce/ImageUploader',
  component: ImageUploader,
  args: {
    maxFiles: 5,
    maxSizeBytes: 5 * BYTES_PER_MB,
    label: 'Subir imágenes',
    disabled: false,
    onChange: fn(),
    onError: fn(),
  },
  argTypes: {
    value: { control: false },
    defaultValue: { control: false },
    uploading: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImages: Story = { args: { defaultValue: stored } };

export const Uploading: Story = {
  args: { defaultValue: stored, uploading: [100, 45] },
};

export const AtLimit: Story = {
  name: 'At the limit (click says Límite alcanzado)',
  args: {
    defaultValue: [
      ...stored,
      { url: swatch('#8cc1ff'), name: 'c' },
      { url: swatch('#6fd48d'), name: 'd' },
      { url: swatch('#c9a6ff'), name: 'e' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Subir imágenes'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Límite alcanzado');
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  name: 'Refuses a file over 5MB',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * BYTES_PER_MB + 1)], 'banner.png', {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText('Subir imágenes'), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('La imagen no debe superar 5MB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF'], 'precios.pdf', { type: 'application/pdf' });
    await user.upload(canvas.getByLabelText('Subir imágenes'), pdf);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El archivo debe ser una imagen');
  },
};

export const Avatar: Story = {
  name: 'Avatar (one image, 2MB)',
  args: {
    label: 'Foto de perfil',
    maxFiles: 1,
    maxSizeBytes: 2 * BYTES_PER_MB,
    messages: {
      tooLarge: { title: 'Archivo muy grande', message: 'La imagen debe ser menor a 2MB' },
    },
  },
};

export const Banner: Story = {
  args: {
    label: 'Imagen del banner',
    maxFiles: 1,
    description: 'Recomendado 1920x700 px (2,74:1), máximo 5MB',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: stored } };
