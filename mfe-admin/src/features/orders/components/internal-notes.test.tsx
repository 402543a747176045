import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { InternalNotes } from './internal-notes';

const NOTES = [
  {
    id: 'note-2',
    body: 'El cliente pidió que timbren dos veces.\nNo dejar con el vecino.',
    author_name: 'Laura Ríos',
    created_at: '2026-11-22T01:40:00+00:00',
  },
  {
    id: 'note-1',
    body: 'Confirmado por WhatsApp',
    author_name: 'Admin Boñis',
    created_at: '2026-11-21T20:15:00+00:00',
  },
];

function renderNotes(notes: object[] = NOTES) {
  signInOnBus({ userId: 'staff-1', isAdmin: false, role: 'staff' });
  let rows = notes;
  supabaseMock
    .table('internal_notes')
    .get(() => rows)
    .post(({ body }) => {
      const sent = body as { order_id: string; body: string };
      rows = [
        {
          id: `note-${rows.length + 1}`,
          body: sent.body,
          author_name: 'Laura Ríos',
          created_at: '2026-11-22T14:00:00+00:00',
        },
        ...rows,
      ];
    });
  const toasts = recordBusRequests().toasts;
  return { ...renderWithProviders(<InternalNotes orderId="order-1" />), toasts };
}

const notesPart = () => screen.getByRole('region', { name: 'Notas internas' });
const inserts = () =>
  supabaseMock.requests.filter(
    (request) => request.method === 'POST' && request.path === '/rest/v1/internal_notes',
  );

describe("an order's internal notes", () => {
  it("reads this order's notes, newest first, and shows who wrote each, when, and the text", async () => {
    renderNotes();
    const list = await screen.findByRole('list', { name: 'Notas del pedido' });
    const read = supabaseMock.requests.find(
      (request) => request.path === '/rest/v1/internal_notes',
    );
    expect(read?.query).toMatchObject({
      order_id: 'eq.order-1',
      order: 'created_at.desc,id.desc',
    });

    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Laura Ríos');
    expect(newest).toHaveTextContent('21 de nov de 2026, 8:40 p. m.');
    expect(newest).toHaveTextContent('No dejar con el vecino.');
    expect(oldest).toHaveTextContent('Admin Boñis');
    expect(oldest).toHaveTextContent('Confirmado por WhatsApp');
    expect(within(notesPart()).getByText(/el cliente nunca las ve/)).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderNotes([]);
    expect(await screen.findByText('Todavía no hay notas en este pedido')).toBeInTheDocument();
  });

  it('adds a note: sends the order and the trimmed text only, says so and shows it', async () => {
    const { user, toasts } = renderNotes();
    await screen.findByRole('list', { name: 'Notas del pedido' });
    const field = screen.getByRole('textbox', { name: 'Nueva nota' });
    await user.type(field, '  Empacar con papel de regalo  ');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));

    await waitFor(() => expect(inserts()).toHaveLength(1));
    expect(inserts()[0]?.body).toEqual({
      order_id: 'order-1',
      body: 'Empacar con papel de regalo',
    });
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Nota agregada', tone: 'success' }));
    const list = screen.getByRole('list', { name: 'Notas del pedido' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Empacar con papel de regalo',
      ),
    );
    expect(field).toHaveValue('');
  });

  it('refuses an empty note without sending it', async () => {
    const { user } = renderNotes();
    await screen.findByRole('list', { name: 'Notas del pedido' });
    await user.type(screen.getByRole('textbox', { name: 'Nueva nota' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByText('Escribe la nota')).toBeInTheDocument();
    expect(inserts()).toEqual([]);
  });

  it("says so when the note can't be saved, and keeps the text", async () => {
    const { user } = renderNotes();
    supabaseMock.table('internal_notes').post(() =>
      supabaseMock.error({
        code: '42501',
        message: 'new row violates row-level security policy',
      }),
    );
    await screen.findByRole('list', { name: 'Notas del pedido' });
    const field = screen.getByRole('textbox', { name: 'Nueva nota' });
    await user.type(field, 'Llamar antes');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await within(notesPart()).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar la nota',
    );
    expect(field).toHaveValue('Llamar antes');
  });

  it("says so when the notes can't be read, and retries", async () => {
    signInOnBus({ userId: 'admin-1', isAdmin: true, role: 'admin' });
    supabaseMock
      .table('internal_notes')
      .get(() => supabaseMock.error({ code: '500', message: 'boom', status: 500 }));
    const { user } = renderWithProviders(<InternalNotes orderId="order-1" />);
    expect(await screen.findByText('No se pudieron cargar las notas')).toBeInTheDocument();
    supabaseMock.table('internal_notes').get(NOTES);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Confirmado por WhatsApp')).toBeInTheDocument();
  });
});
