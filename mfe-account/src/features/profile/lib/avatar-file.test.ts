import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarFileProblem,
  avatarPath,
  ownAvatarPath,
  uploadRefusal,
} from './avatar-file';

const MB = 1024 * 1024;

describe('avatarFileProblem', () => {
  it('accepts a raster image under 2MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 500 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES - 1 })).toBeNull();
  });

  it("refuses what isn't an image: 'El archivo debe ser una imagen'", () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'El archivo debe ser una imagen',
    );
    expect(avatarFileProblem({ type: '', size: 1000 })).toBe(AVATAR_MESSAGES.notImage);
  });

  it("refuses 2MB and more: 'La imagen debe ser menor a 2MB'", () => {
    expect(avatarFileProblem({ type: 'image/png', size: 3 * MB })).toBe(
      'La imagen debe ser menor a 2MB',
    );
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBe(
      AVATAR_MESSAGES.tooBig,
    );
  });

  it('refuses image formats the bucket does not store (SVG can carry script)', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(AVATAR_MESSAGES.format);
    expect(avatarFileProblem({ type: 'image/bmp', size: 1000 })).toBe(AVATAR_MESSAGES.format);
  });
});

describe('avatarPath', () => {
  it("puts the file in the user's folder with the type's extension", () => {
    expect(avatarPath('user-1', 'image/jpeg', 'abc')).toBe('user-1/abc.jpg');
    expect(avatarPath('user-1', 'image/webp', 'abc')).toBe('user-1/abc.webp');
  });
});

describe('ownAvatarPath', () => {
  const base = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/';

  it("finds the object path of an avatar in the user's own folder", () => {
    expect(ownAvatarPath(`${base}user-1/a.png`, 'user-1')).toBe('user-1/a.png');
  });

  it("never points at another user's file, another bucket or a foreign URL", () => {
    expect(ownAvatarPath(`${base}user-2/a.png`, 'user-1')).toBeNull();
    expect(ownAvatarPath(`${base}user-1/../user-2/a.png`, 'user-1')).toBeNull();
    expect(ownAvatarPath('https://example.com/a.png', 'user-1')).toBeNull();
    expect(ownAvatarPath(null, 'user-1')).toBeNull();
  });
});

describe('uploadRefusal', () => {
  it("tells the bucket's limits in the spec's words, and falls back otherwise", () => {
    expect(
      uploadRefusal({ status: 413, message: 'The object exceeded the maximum allowed size' }),
    ).toBe(AVATAR_MESSAGES.tooBig);
    expect(uploadRefusal({ statusCode: '415', message: 'mime type is not supported' })).toBe(
      AVATAR_MESSAGES.format,
    );
    expect(uploadRefusal(new Error('network'))).toBe('No se pudo subir la imagen');
  });
});
