import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { argsOf, provideFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { deferred } from '../../../testing/deferred';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import type * as presetModule from '../lib/preset-avatars';
import { AvatarEditor } from './avatar-editor';

// Drawing on a canvas needs a real browser (the e2e test draws one); here it yields a PNG blob.
vi.mock('../lib/preset-avatars', async (importOriginal) => ({
  ...(await importOriginal<typeof presetModule>()),
  renderPresetPng: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

const MB = 1024 * 1024;
const OLD = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/user-1/old.png';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let failProfile: boolean;

beforeEach(() => {
  failProfile = false;
  fake = provideFakeSupabase({
    user_profiles: () =>
      failProfile ? { error: { message: 'permission denied', code: '42501' } } : { data: null },
  });
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
});
afterEach(() => bus.stop());

function openEditor() {
  renderWidget(<AvatarEditor userId="user-1" name="Ana Gómez" avatarUrl={OLD} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar foto' }));
  return screen.getByRole('dialog', { name: 'Foto de perfil' });
}

/** The arguments of the first upload. */
function uploadCall(): unknown[] {
  const call = fake.storage.upload.mock.calls[0];
  if (!call) throw new Error('nothing was uploaded');
  return call;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Elegir una foto'), { target: { files: [file] } });

describe('AvatarEditor', () => {
  it("refuses a 3 MB image with 'La imagen debe ser menor a 2MB' and uploads nothing", () => {
    openEditor();
    choose(new File([new Uint8Array(3 * MB)], 'grande.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('La imagen debe ser menor a 2MB');
    expect(fake.storage.upload).not.toHaveBeenCalled();
  });

  it("refuses a PDF with 'El archivo debe ser una imagen'", () => {
    openEditor();
    choose(new File(['%PDF-1.7'], 'documento.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('El archivo debe ser una imagen');
    expect(fake.storage.upload).not.toHaveBeenCalled();
  });

  it("uploads into the user's folder, saves the public URL, shows progress, then removes the old file", async () => {
    const upload = deferred<{ data: unknown; error: null }>();
    fake.storage.upload.mockImplementationOnce(() => upload.promise);
    openEditor();
    const file = new File([new Uint8Array(1000)], 'foto.jpg', { type: 'image/jpeg' });
    choose(file);

    const progress = await screen.findByRole('progressbar', { name: 'Actualizando tu foto' });
    expect(progress.getAttribute('aria-valuetext')).toBe('Subiendo la imagen (paso 1 de 2)');
    const [bucket, path, body, options] = uploadCall();
    expect(bucket).toBe('avatars');
    expect(path).toMatch(/^user-1\/[0-9a-f-]{36}\.jpg$/);
    expect(body).toBe(file);
    expect(options).toMatchObject({ upsert: true, contentType: 'image/jpeg' });

    upload.resolve({ data: { path }, error: null });
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Foto de perfil actualizada', tone: 'success' }]),
    );
    const saved = argsOf(
      fake.queries.find((q) => q.table === 'user_profiles'),
      'upsert',
    );
    expect(saved?.[0]).toMatchObject({
      id: 'user-1',
      avatar_url: `https://storage.test/avatars/${path}`,
    });
    expect(fake.storage.remove).toHaveBeenCalledWith('avatars', ['user-1/old.png']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the bucket's refusal in Spanish and keeps the dialog open", async () => {
    fake.storage.upload.mockResolvedValueOnce({
      data: null,
      error: {
        status: 413,
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      },
    });
    openEditor();
    choose(new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('La imagen debe ser menor a 2MB'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fake.queries.filter((q) => q.table === 'user_profiles')).toHaveLength(0);
  });

  it("says 'No se pudo actualizar el avatar' when the profile can't be saved, and removes the new file", async () => {
    failProfile = true;
    openEditor();
    choose(new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No se pudo actualizar el avatar'),
    );
    const [, path] = uploadCall();
    expect(fake.storage.remove).toHaveBeenCalledWith('avatars', [path]);
    expect(fake.storage.remove).not.toHaveBeenCalledWith('avatars', ['user-1/old.png']);
  });

  it("offers six drawn avatars; choosing one uploads it as a PNG and toasts 'Avatar actualizado'", async () => {
    openEditor();
    const presets = screen.getAllByRole('button', { name: /^(Perro|Gato) / });
    expect(presets).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Gato negro' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Avatar actualizado', tone: 'success' }]),
    );
    const [, path, body] = uploadCall();
    expect(path).toMatch(/^user-1\/.+\.png$/);
    expect((body as Blob).type).toBe('image/png');
  });
});
