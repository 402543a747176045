import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import type { SessionSummary } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import {
  ADMIN_SESSION,
  STAFF_SESSION,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { readOnlyNotice } from '../../../lib/permissions';
import type { BannerRow } from '../api/get-banners';
import { bannerRow, mockStorage } from '../testing/banner-fixtures';
import { BannersPage } from './banners-page';

const PERROS = bannerRow();
const SIN_TITULO = bannerRow({
  id: 'banner-sin-titulo',
  title: '  ',
  description: 'Envío gratis en compras grandes.',
  image_url: 'https://cdn.bonis.co/envio.png',
  cta_text: null,
  cta_link: null,
  is_active: true,
  updated_at: '2026-11-24T15:00:00+00:00',
});
const GATOS = bannerRow({
  id: 'banner-gatos',
  title: 'Mes de los gatos',
  description: 'Rascadores, arena y alimento.',
  image_url: 'banners/gatos.svg',
  cta_text: 'Ver productos para gatos',
  cta_link: '/cats',
  is_active: false,
  updated_at: '2026-09-25T15:00:00+00:00',
});

interface Setup {
  rows?: BannerRow[];
  failFirstRead?: boolean;
  /** who is signed in (default an admin) */
  session?: Partial<SessionSummary>;
}

function setup({
  rows = [PERROS, SIN_TITULO, GATOS],
  failFirstRead = false,
  session = ADMIN_SESSION,
}: Setup = {}) {
  signInOnBus(session);
  const reads: TableRequest[] = [];
  supabaseMock.table('banner_settings').get((request) => {
    if (request.method === 'HEAD') return { rows: [], count: 0 };
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return rows;
  });
  supabaseMock.table('audit_log').get([]);
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <BannersPage />
      <Toaster />
    </>,
    { route: '/admin/banners' },
  );
  return { ...view, reads, toasts: requests.toasts };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/banner_settings');

const card = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  toast.dismiss();
});

describe('the banners list', () => {
  it('shows every banner, most recently updated first, with its image, title or "Banner N", description and badge', async () => {
    const { reads } = setup();
    const list = await screen.findByRole('list', { name: 'Banners' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '¡Todo para consentir a tu peludo!',
      'Banner 2',
      'Mes de los gatos',
    ]);
    expect(reads[0]?.order).toBe('updated_at.desc,id.asc');

    const perros = await card('¡Todo para consentir a tu peludo!');
    expect(perros).toHaveTextContent(
      'Alimento, snacks, juguetes y farmacia de las mejores marcas.',
    );
    expect(perros).toHaveTextContent('Visible');
    expect(perros).toHaveTextContent('En el Home ahora');
    expect(perros).toHaveTextContent('Comprar para perros → /dogs');
    expect(perros.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/public/product-images/banners/hero.svg'),
    );

    const sinTitulo = await card('Banner 2');
    expect(sinTitulo).toHaveTextContent('Visible');
    expect(sinTitulo).not.toHaveTextContent('En el Home ahora');
    expect(sinTitulo.querySelector('img')).toHaveAttribute('src', 'https://cdn.bonis.co/envio.png');

    const gatos = await card('Mes de los gatos');
    expect(gatos).toHaveTextContent('Oculto');
    expect(
      within(gatos).getByRole('button', { name: 'Mostrar Mes de los gatos' }),
    ).toBeInTheDocument();
  });

  it("says 'No hay banners configurados' when there are none", async () => {
    const { user } = setup({ rows: [] });
    expect(
      await screen.findByRole('heading', { name: 'No hay banners configurados' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear el primer banner' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo banner' })).toBeInTheDocument();
  });

  it("says 'No se pudieron cargar los banners' and reads again on 'Reintentar'", async () => {
    const { user, toasts, reads } = setup({ failFirstRead: true });
    expect(
      await screen.findByRole('heading', { name: 'No se pudieron cargar los banners' }),
    ).toBeInTheDocument();
    expect(toasts).toEqual([
      { title: 'No se pudieron cargar los banners', description: undefined, tone: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await card('Mes de los gatos')).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('reads the list again when a banner changes elsewhere', async () => {
    const { reads } = setup();
    await card('Mes de los gatos');
    await supabaseMock.realtime.subscribed('banner_settings');
    supabaseMock.realtime.push({
      table: 'banner_settings',
      eventType: 'UPDATE',
      new: { ...GATOS, is_active: true },
    });
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("opens 'Nuevo banner' and 'Editar' in the dialog", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Nuevo banner' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo banner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Editar Banner 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar banner' });
    expect(within(dialog).getByRole('textbox', { name: /^Descripción/ })).toHaveValue(
      'Envío gratis en compras grandes.',
    );
  });
});

describe('showing and hiding a banner', () => {
  it("hides a visible banner with 'Banner desactivado'", async () => {
    supabaseMock.table('banner_settings').patch([{ id: PERROS.id }]);
    const { user, toasts } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Ocultar ¡Todo para consentir a tu peludo!' }),
    );
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: false });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: `eq.${PERROS.id}` });
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Banner desactivado',
          description: 'Ya no se muestra en el Home',
          tone: 'success',
        },
      ]),
    );
  });

  it("shows a hidden banner with 'Banner activado'", async () => {
    supabaseMock.table('banner_settings').patch([{ id: GATOS.id }]);
    const { user, toasts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Mes de los gatos' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Banner activado',
          description: 'Ahora es el banner que muestra el Home',
          tone: 'success',
        },
      ]),
    );
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: true });
  });

  it("says 'No se pudo actualizar el estado del banner' when the change fails or changes nothing", async () => {
    supabaseMock.table('banner_settings').patch([]);
    const { user, toasts } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mostrar Mes de los gatos' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'No se pudo actualizar el estado del banner',
          description: undefined,
          tone: 'error',
        },
      ]),
    );
  });
});

describe('deleting a banner', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user'], name: string) => {
    await user.click(await screen.findByRole('button', { name: `Eliminar ${name}` }));
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Estás seguro de eliminar este banner?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };
  it("asks '¿Estás seguro de eliminar este banner?', deletes it at once through admin_delete and keeps its image for a restore", async () => {
    const storage = mockStorage();
    supabaseMock.rpc('admin_delete', () => {
      supabaseMock
        .table('banner_settings')
        .get((request) =>
          request.method === 'HEAD' ? { rows: [], count: 0 } : [PERROS, SIN_TITULO],
        );
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user, 'Mes de los gatos');

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'banner_settings', p_ids: [GATOS.id] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('Mes de los gatos');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mes de los gatos' })).not.toBeInTheDocument(),
    );
    expect(writes('DELETE')).toHaveLength(0);
    expect(storage.removals).toEqual([]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Mes de los gatos' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await card('Mes de los gatos')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);
  });

  it("brings it back with admin_restore on 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', () => 1);
    supabaseMock.rpc('admin_restore', () => 1);
    const { user } = setup();
    await confirmDelete(user, 'Banner 2');
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'banner_settings', p_ids: [SIN_TITULO.id] },
      ]),
    );
    expect(await card('Banner 2')).toBeInTheDocument();
  });

  it("says 'No se pudo eliminar el banner' and shows it again when the delete fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user, 'Mes de los gatos');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('No se pudo eliminar el banner'),
    );
    expect(await card('Mes de los gatos')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });
});

describe("the banners of staff ('Personal')", () => {
  it('shows every banner with nothing to change, and says the page is read-only', async () => {
    setup({ session: STAFF_SESSION });
    const perros = await card(PERROS.title);
    expect(within(perros).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Nuevo banner' })).not.toBeInTheDocument();
    expect(screen.getByText(readOnlyNotice('staff'))).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Mes de los gatos' })).toBeInTheDocument();
  });

  it('offers no first banner to create when there is none', async () => {
    setup({ session: STAFF_SESSION, rows: [] });
    expect(await screen.findByText('No hay banners configurados')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Crear el primer banner' }),
    ).not.toBeInTheDocument();
  });
});
