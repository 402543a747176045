import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageUploader, type ImageUploaderProps } from './image-uploader';
import { BYTES_PER_MB, type UploaderImage } from './validate-images';

const image = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

function Controlled(props: ImageUploaderProps & { initial?: UploaderImage[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [images, setImages] = useState<UploaderImage[]>(initial);
  return (
    <ImageUploader
      {...rest}
      value={images}
      onChange={(next) => {
        setImages(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Subir imágenes') as HTMLInputElement;
const alert = () => screen.getByRole('alert');
const previews = () => screen.queryAllByRole('img');

let created = 0;
beforeEach(() => {
  created = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++created}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageUploader', () => {
  it('offers a labelled file input that accepts images only', () => {
    render(<ImageUploader />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/*');
    expect(input().multiple).toBe(true);
    expect(input()).toHaveAccessibleDescription(/\S/);
  });

  it('reaches the file input with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ImageUploader />);
    await user.tab();
    expect(input()).toHaveFocus();
  });

  it('adds picked images, previews them through object URLs and reports the list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const files = [image('perro.png'), image('gato.png')];
    await user.upload(input(), files);
    expect(onChange).toHaveBeenLastCalledWith(files);
    expect(previews().map((img) => img.getAttribute('alt'))).toEqual([
      'Imagen 1: perro.png',
      'Imagen 2: gato.png',
    ]);
    expect(previews().map((img) => img.getAttribute('src'))).toEqual([
      'blob:preview-1',
      'blob:preview-2',
    ]);
  });

  it('removes an image with its button and revokes its object URL', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const files = [image('perro.png'), image('gato.png')];
    render(<Controlled onChange={onChange} />);
    await user.upload(input(), files);
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    expect(onChange).toHaveBeenLastCalledWith([files[1]]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('button', { name: 'Quitar imagen 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar imagen 2' })).not.toBeInTheDocument();
  });

  it('revokes every object URL when it unmounts', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled />);
    await user.upload(input(), [image('a.png'), image('b.png')]);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('shows stored images by URL next to new files', () => {
    render(<ImageUploader defaultValue={[{ url: '/img/collar.svg', name: 'collar' }]} />);
    const [img] = previews();
    expect(img).toHaveAttribute('src', '/img/collar.svg');
    expect(img).toHaveAttribute('alt', 'Imagen 1: collar');
  });

  it('refuses a file over the size limit with the spec message and reports it', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const onChange = vi.fn();
    render(<ImageUploader onError={onError} onChange={onChange} />);
    await user.upload(input(), [image('banner.png', 5 * BYTES_PER_MB + 1)]);
    expect(alert()).toHaveTextContent('Archivo muy grande');
    expect(alert()).toHaveTextContent('La imagen no debe superar 5MB');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'too-large' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses a custom size message, as the avatar does', async () => {
    const user = userEvent.setup();
    render(
      <ImageUploader
        maxFiles={1}
        maxSizeBytes={2 * BYTES_PER_MB}
        messages={{ tooLarge: { title: 'Error', message: 'La imagen debe ser menor a 2MB' } }}
      />,
    );
    await user.upload(input(), [image('avatar.png', 3 * BYTES_PER_MB)]);
    expect(alert()).toHaveTextContent('La imagen debe ser menor a 2MB');
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onError = vi.fn();
    render(<ImageUploader onError={onError} />);
    await user.upload(input(), [image('precios.pdf', 100, 'application/pdf')]);
    expect(alert()).toHaveTextContent('El archivo debe ser una imagen');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'not-image' }));
  });

  it('keeps the first five images and refuses the rest with the count message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const files = Array.from({ length: 6 }, (_, i) => image(`${i + 1}.png`));
    await user.upload(input(), files);
    expect(onChange).toHaveBeenLastCalledWith(files.slice(0, 5));
    expect(alert()).toHaveTextContent('Límite de imágenes');
    expect(alert()).toHaveTextContent('Máximo 5 imágenes por producto');
  });

  it('says the limit is reached when the full upload area is clicked, without opening the picker', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const initial = Array.from({ length: 5 }, (_, i) => ({ url: `/img/${i}.svg` }));
    render(<Controlled initial={initial} onError={onError} />);
    const click = vi.fn();
    const listen = (event: Event) => {
      if (event.target === input()) click(event.defaultPrevented);
    };
    // after React's root listener: sees whether the picker's default action was cancelled
    document.addEventListener('click', listen);
    await user.click(screen.getByText('Subir imágenes'));
    document.removeEventListener('click', listen);
    expect(alert()).toHaveTextContent('Límite alcanzado');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'limit-reached' }));
    expect(click).toHaveBeenCalledWith(true);
  });

  it('adds dropped images and shows the dragging state', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const zone = screen.getByText('Subir imágenes').closest('label') as HTMLElement;
    // user-event has no drag and drop of files from the desktop: the browser's drag events
    fireEvent.dragOver(zone, { dataTransfer: { dropEffect: 'none', files: [] } });
    expect(zone).toHaveAttribute('data-state', 'dragging');
    const file = image('arrastrada.png');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(onChange).toHaveBeenLastCalledWith([file]);
  });

  it('replaces the image when it holds one at most', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const first = image('uno.png');
    render(<Controlled initial={[first]} maxFiles={1} onChange={onChange} />);
    expect(input().multiple).toBe(false);
    const second = image('dos.png');
    await user.upload(input(), second);
    expect(onChange).toHaveBeenLastCalledWith([second]);
  });

  it('shows upload progress per image and holds its remove button', () => {
    render(
      <ImageUploader
        defaultValue={[{ url: '/a.svg' }, { url: '/b.svg' }]}
        uploading={[40, null]}
      />,
    );
    const progress = screen.getByRole('progressbar', { name: 'Subiendo imagen 1' });
    expect(progress).toHaveAttribute('value', '40');
    expect(
      screen.queryByRole('progressbar', { name: 'Subiendo imagen 2' }),
    ).not.toBeInTheDocument();
    expect(
      (screen.getByRole('button', { name: 'Quitar imagen 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('clears the errors once an image is removed', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={[{ url: '/a.svg' }]} />);
    await user.upload(input(), [image('grande.png', 6 * BYTES_PER_MB)]);
    expect(within(alert()).getByText(/Archivo muy grande/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    expect(alert().textContent).toBe('');
  });
});
