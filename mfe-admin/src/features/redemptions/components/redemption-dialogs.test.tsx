import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  STAFF_SESSION,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { BOLSAS, KONG, SNACK } from '../testing/redemption-fixtures';
import { RedemptionsPage, redemptionsResource } from './redemptions-page';

const resource = redemptionsResource({ onDeliver: () => undefined, onCancel: () => undefined });

/** The queue as a staff member sees it, the dialogs included. */
function renderQueue() {
  const list = setupResourceList({
    resource,
    page: <RedemptionsPage />,
    route: '/admin/canjes',
    rows: [KONG, SNACK],
    session: STAFF_SESSION,
  });
  const open = async (action: string, reward: string) => {
    await list.user.click(await screen.findByRole('button', { name: `${action} ${reward}` }));
    return screen.getByRole('dialog');
  };
  return { ...list, open };
}

describe("'Marcar entregado'", () => {
  it('sends the note with the redemption, says so, closes and reads the queue again', async () => {
    supabaseMock.rpc('admin_deliver_redemption', ({ body }) => ({
      ...KONG,
      status: 'delivered',
      delivered_at: '2026-12-07T15:00:00Z',
      note: body.p_note,
    }));
    const { user, open, reads, requests } = renderQueue();
    const dialog = await open('Marcar entregado', 'Kong Classic');
    expect(dialog).toHaveAccessibleName('Marcar canje como entregado');
    expect(dialog).toHaveAccessibleDescription(/Kong Classic para Ana Gómez/);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Nota para el cliente/ }),
      '  Entregado en la tienda de Chapinero ',
    );
    const before = reads.length;
    await user.click(within(dialog).getByRole('button', { name: 'Marcar entregado' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(supabaseMock.rpcCalls('admin_deliver_redemption')).toEqual([
      { p_redemption_id: 'red-kong', p_note: 'Entregado en la tienda de Chapinero' },
    ]);
    expect(requests.toasts).toEqual([
      {
        title: 'Canje marcado como entregado',
        description: 'Kong Classic para Ana Gómez',
        tone: 'success',
      },
    ]);
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
  });

  it('sends no note when none is written', async () => {
    supabaseMock.rpc('admin_deliver_redemption', () => ({ ...SNACK, status: 'delivered' }));
    const { user, open } = renderQueue();
    const dialog = await open('Marcar entregado', 'Snack sorpresa');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar entregado' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_deliver_redemption')).toEqual([
        { p_redemption_id: 'red-snack' },
      ]),
    );
  });

  it('refuses a note over 500 characters under the field, without calling the database', async () => {
    const { user, open } = renderQueue();
    const dialog = await open('Marcar entregado', 'Kong Classic');
    const note = within(dialog).getByRole('textbox', { name: /Nota para el cliente/ });
    await user.click(note);
    await user.paste('a'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar entregado' }));
    expect(await within(dialog).findByText('La nota admite hasta 500 caracteres')).toBeVisible();
    expect(note).toBeInvalid();
    expect(supabaseMock.rpcCalls('admin_deliver_redemption')).toHaveLength(0);
  });

  it("shows the database's refusal and stays open with the note", async () => {
    supabaseMock.rpc('admin_deliver_redemption', () =>
      supabaseMock.error({ code: 'P0002', message: 'El canje ya no existe' }),
    );
    const { user, open, requests } = renderQueue();
    const dialog = await open('Marcar entregado', 'Kong Classic');
    const note = within(dialog).getByRole('textbox', { name: /Nota para el cliente/ });
    await user.type(note, 'Listo');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar entregado' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'El canje ya no existe', tone: 'error' }]),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(note).toHaveValue('Listo');
  });

  it("says 'No se pudo marcar el canje como entregado' when the request fails", async () => {
    supabaseMock.rpc('admin_deliver_redemption', () => supabaseMock.networkError());
    const { user, open, requests } = renderQueue();
    const dialog = await open('Marcar entregado', 'Kong Classic');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar entregado' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo marcar el canje como entregado', tone: 'error' },
      ]),
    );
  });

  it("closes on 'Volver' without calling the database", async () => {
    const { user, open } = renderQueue();
    const dialog = await open('Marcar entregado', 'Kong Classic');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_deliver_redemption')).toHaveLength(0);
  });
});

describe("'Cancelar canje'", () => {
  it('says the points and the unit go back, sends the reason and says how many points came back', async () => {
    supabaseMock.rpc('admin_cancel_redemption', ({ body }) => ({
      ...KONG,
      status: 'cancelled',
      cancelled_at: '2026-12-07T15:00:00Z',
      cancel_reason: body.p_reason,
    }));
    const { user, open, requests } = renderQueue();
    const dialog = await open('Cancelar canje', 'Kong Classic');
    expect(dialog).toHaveAccessibleName('¿Cancelar este canje?');
    expect(dialog).toHaveTextContent(
      'Devolveremos 1.500 puntos a Ana Gómez y la unidad volverá al stock de Kong Classic. Le enviaremos el motivo por correo.',
    );
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toBeRequired();
    await user.type(reason, 'Sin unidades en bodega');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar canje' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(supabaseMock.rpcCalls('admin_cancel_redemption')).toEqual([
      { p_redemption_id: 'red-kong', p_reason: 'Sin unidades en bodega' },
    ]);
    expect(requests.toasts).toEqual([
      {
        title: 'Canje cancelado: devolvimos 1.500 puntos',
        description: 'Kong Classic para Ana Gómez',
        tone: 'success',
      },
    ]);
  });

  it('asks for a reason of 3 to 300 characters before calling the database', async () => {
    const { user, open } = renderQueue();
    const dialog = await open('Cancelar canje', 'Kong Classic');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    const submit = within(dialog).getByRole('button', { name: 'Cancelar canje' });

    await user.click(submit);
    expect(await within(dialog).findByText('Escribe el motivo de la cancelación')).toBeVisible();
    expect(reason).toBeInvalid();

    await user.type(reason, ' no ');
    await user.click(submit);
    expect(
      await within(dialog).findByText('El motivo debe tener al menos 3 caracteres'),
    ).toBeVisible();

    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(301));
    await user.click(submit);
    expect(await within(dialog).findByText('El motivo admite hasta 300 caracteres')).toBeVisible();
    expect(supabaseMock.rpcCalls('admin_cancel_redemption')).toHaveLength(0);
  });

  it("shows the database's refusal and stays open with the reason", async () => {
    supabaseMock.rpc('admin_cancel_redemption', () =>
      supabaseMock.error({ code: 'P0002', message: 'El canje ya no existe' }),
    );
    const { user, open, requests } = renderQueue();
    const dialog = await open('Cancelar canje', 'Snack sorpresa');
    expect(dialog).toHaveTextContent('Devolveremos 300 puntos a Luis Pérez');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Pedido duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar canje' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'El canje ya no existe', tone: 'error' }]),
    );
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue('Pedido duplicado');
  });
});

describe('who may handle redemptions', () => {
  it('gives staff both buttons on pending rows', async () => {
    const { findRow } = renderQueue();
    const kong = await findRow('Kong Classic');
    expect(
      within(kong).getByRole('button', { name: 'Marcar entregado Kong Classic' }),
    ).toBeEnabled();
    expect(within(kong).getByRole('button', { name: 'Cancelar canje Kong Classic' })).toBeEnabled();
  });

  it('gives a handled redemption no buttons', async () => {
    const { findRow } = setupResourceList({
      resource,
      page: <RedemptionsPage />,
      route: '/admin/canjes?status=delivered',
      rows: [BOLSAS, KONG],
    });
    const bolsas = await findRow('Bolsas biodegradables');
    expect(within(bolsas).queryByRole('button')).toBeNull();
  });
});
