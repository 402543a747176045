import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, defaultImageMessages, validateImages } from './validate-images';

const image = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

const options = (current: number, maxFiles = 5, maxSizeBytes = 5 * BYTES_PER_MB) => ({
  current,
  maxFiles,
  maxSizeBytes,
  messages: defaultImageMessages(maxFiles, maxSizeBytes),
});

describe('defaultImageMessages', () => {
  it('carries the spec texts for the limits given', () => {
    const messages = defaultImageMessages(5, 5 * BYTES_PER_MB);
    expect(messages.tooMany).toEqual({
      title: 'Límite de imágenes',
      message: 'Máximo 5 imágenes por producto',
    });
    expect(messages.limitReached.title).toBe('Límite alcanzado');
    expect(messages.tooLarge).toEqual({
      title: 'Archivo muy grande',
      message: 'La imagen no debe superar 5MB',
    });
    expect(messages.notImage.message).toBe('El archivo debe ser una imagen');
  });
});

describe('validateImages', () => {
  it('accepts images within the limits', () => {
    const files = [image('a.png'), image('b.jpg', 10, 'image/jpeg')];
    expect(validateImages(files, options(0))).toEqual({ accepted: files, errors: [] });
  });

  it('refuses a file that is not an image', () => {
    const pdf = image('factura.pdf', 10, 'application/pdf');
    const { accepted, errors } = validateImages([pdf], options(0));
    expect(accepted).toEqual([]);
    expect(errors).toEqual([
      {
        code: 'not-image',
        title: 'Archivo no válido',
        message: 'El archivo debe ser una imagen',
        file: pdf,
      },
    ]);
  });

  it('refuses an image over the size limit and keeps the others', () => {
    const big = image('grande.png', 5 * BYTES_PER_MB + 1);
    const small = image('pequeña.png', 5 * BYTES_PER_MB);
    const { accepted, errors } = validateImages([big, small], options(0));
    expect(accepted).toEqual([small]);
    expect(errors.map((e) => [e.code, e.title, e.message, e.file])).toEqual([
      ['too-large', 'Archivo muy grande', 'La imagen no debe superar 5MB', big],
    ]);
  });

  it('accepts up to the count limit and refuses the rest with one error', () => {
    const files = [image('1.png'), image('2.png'), image('3.png')];
    const { accepted, errors } = validateImages(files, options(3));
    expect(accepted).toEqual(files.slice(0, 2));
    expect(errors).toEqual([
      { code: 'too-many', title: 'Límite de imágenes', message: 'Máximo 5 imágenes por producto' },
    ]);
  });
});
