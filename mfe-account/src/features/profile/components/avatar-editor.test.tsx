import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
// Storage is not part of supabaseMock: the test answers its two endpoints with its own handlers
import { http, HttpResponse } from 'msw';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  server,
  signInOnBus,
  supabaseMock,
  SUPABASE_TEST_URL,
  type TableRequest,
} from '@bonis/test-utils';
import type * as presetModule from '../lib/preset-avatars';
import { AvatarEditor } from './avatar-editor';

// Drawing on a canvas needs a real browser (the e2e test draws one); here it yields a PNG blob.
vi.mock('../lib/preset-avatars', async (importOriginal) => ({
  ...(await importOriginal<typeof presetModule>()),
  renderPresetPng: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

const MB = 1024 * 1024;
const STORAGE = `${SUPABASE_TEST_URL}/storage/v1/object`;
const OLD = `${STORAGE}/public/avatars/user-1/old.png`;

interface Upload {
  path: string;
  contentType: string | null;
  upsert: string | null;
  body: Blob;
}

let bus: ReturnType<typeof recordBusRequests>;
let failProfile: boolean;
let uploads: Upload[];
/** the paths of every removal, in order */
let removals: string[][];
let saves: TableRequest[];
/** how the bucket answers an upload (undefined: it stores the file) */
let uploadAnswer: () => Promise<Response | undefined> | Response | undefined;

beforeEach(() => {
  failProfile = false;
  uploads = [];
  removals = [];
  saves = [];
  uploadAnswer = () => undefined;
  server.use(
    http.post(`${STORAGE}/avatars/*`, async ({ request, params }) => {
      const path = `${String(params[0])}`;
      // storage-js sends the file as multipart form data
      const form = await request.formData();
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      uploads.push({
        path,
        contentType: file?.type ?? null,
        upsert: request.headers.get('x-upsert'),
        body: file ?? new Blob(),
      });
      return (await uploadAnswer()) ?? HttpResponse.json({ Key: `avatars/${path}` });
    }),
    http.delete(`${STORAGE}/avatars`, async ({ request }) => {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      removals.push(prefixes);
      return HttpResponse.json([]);
    }),
  );
  supabaseMock.table('user_profiles').post((request) => {
    saves.push(request);
    return failProfile
      ? supabaseMock.error({ code: '42501', message: 'permission denied' })
      : undefined;
  });
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

async function openEditor() {
  const view = renderWithProviders(
    <AvatarEditor userId="user-1" name="Ana Gómez" avatarUrl={OLD} />,
  );
  await view.user.click(screen.getByRole('button', { name: 'Cambiar foto' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Foto de perfil' }) };
}

/** The first upload (fails the test when there is none). */
function firstUpload(): Upload {
  const upload = uploads[0];
  if (!upload) throw new Error('nothing was uploaded');
  return upload;
}

// `user.upload` checks the input's `accept`, which would stop the PDF before the component's
// own check: the files are given as the browser's change event gives them.
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Elegir una foto'), { target: { files: [file] } });

describe('AvatarEditor', () => {
  it("refuses a 3 MB image with 'La imagen debe ser menor a 2MB' and uploads nothing", async () => {
    await openEditor();
    choose(new File([new Uint8Array(3 * MB)], 'grande.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^La imagen debe ser menor a 2MB$/);
    expect(uploads).toEqual([]);
  });

  it("refuses a PDF with 'El archivo debe ser una imagen'", async () => {
    await openEditor();
    choose(new File(['%PDF-1.7'], 'documento.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^El archivo debe ser una imagen$/);
    expect(uploads).toEqual([]);
  });

  it("uploads into the user's folder, saves the public URL, shows progress, then removes the old file", async () => {
    const gate = deferred<undefined>();
    uploadAnswer = async () => {
      await gate.promise;
      return undefined;
    };
    await openEditor();
    const file = new File([new Uint8Array(1000)], 'foto.jpg', { type: 'image/jpeg' });
    choose(file);

    const progress = await screen.findByRole('progressbar', { name: 'Actualizando tu foto' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Subiendo la imagen (paso 1 de 2)');
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = firstUpload();
    expect(upload.path).toMatch(/^user-1\/[0-9a-f-]{36}\.jpg$/);
    expect(upload.body.size).toBe(1000);
    expect(upload.contentType).toBe('image/jpeg');
    expect(upload.upsert).toBe('true');

    gate.resolve(undefined);
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Foto de perfil actualizada', tone: 'success' }]),
    );
    expect(saves[0]?.body).toMatchObject({
      id: 'user-1',
      avatar_url: `${STORAGE}/public/avatars/${upload.path}`,
    });
    await waitFor(() => expect(removals).toEqual([['user-1/old.png']]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the bucket's refusal in Spanish and keeps the dialog open", async () => {
    uploadAnswer = () =>
      HttpResponse.json(
        {
          statusCode: '413',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        },
        { status: 413 },
      );
    await openEditor();
    choose(new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^La imagen debe ser menor a 2MB$/),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("says 'No se pudo actualizar el avatar' when the profile can't be saved, and removes the new file", async () => {
    failProfile = true;
    await openEditor();
    choose(new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^No se pudo actualizar el avatar$/),
    );
    expect(removals).toEqual([[firstUpload().path]]);
  });

  it("offers six drawn avatars; choosing one uploads it as a PNG and toasts 'Avatar actualizado'", async () => {
    const { user } = await openEditor();
    const presets = screen.getAllByRole('button', { name: /^(Perro|Gato) / });
    expect(presets).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Gato negro' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Avatar actualizado', tone: 'success' }]),
    );
    const upload = firstUpload();
    expect(upload.path).toMatch(/^user-1\/.+\.png$/);
    expect(upload.contentType).toBe('image/png');
  });
});
