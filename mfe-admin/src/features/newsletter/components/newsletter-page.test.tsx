import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { SubscriptionRow } from '../api/get-subscriptions';
import { NewsletterPage } from './newsletter-page';

const ANA: SubscriptionRow = {
  id: 's-ana',
  email: 'ana@correo.co',
  status: 'active',
  discount_code: 'WELCOMEAB12CD',
  used_discount: true,
  created_at: '2026-11-20T15:00:00Z',
};
const LUIS: SubscriptionRow = {
  id: 's-luis',
  email: 'luis@correo.co',
  status: 'unsubscribed',
  discount_code: 'NEWSLETTERZZ99XX',
  used_discount: false,
  created_at: '2026-11-10T15:00:00Z',
};
const SOFIA: SubscriptionRow = {
  id: 's-sofia',
  email: '=sofia@correo.co',
  status: 'active',
  discount_code: null,
  used_discount: false,
  created_at: '2026-10-01T15:00:00Z',
};

interface Counts {
  total: number;
  active: number;
  unsubscribed: number;
  used: number;
}

function setup({
  route = '/admin/newsletter',
  rows = [ANA, LUIS, SOFIA],
  counts = { total: 8, active: 6, unsubscribed: 2, used: 3 },
  failFirstRead = false,
}: { route?: string; rows?: SubscriptionRow[]; counts?: Counts; failFirstRead?: boolean } = {}) {
  const listReads: TableRequest[] = [];
  const countReads: TableRequest[] = [];
  supabaseMock.table('newsletter_subscriptions').get((request) => {
    if (request.method === 'HEAD') {
      countReads.push(request);
      const { status, used_discount: used } = request.filters;
      const count =
        status === 'eq.active'
          ? counts.active
          : status === 'eq.unsubscribed'
            ? counts.unsubscribed
            : used === 'eq.true'
              ? counts.used
              : counts.total;
      return { rows: [], count };
    }
    listReads.push(request);
    if (failFirstRead && listReads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <NewsletterPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, listReads, countReads, requests };
}

const patches = () =>
  supabaseMock.requests.filter(
    (r) => r.method === 'PATCH' && r.path === '/rest/v1/newsletter_subscriptions',
  );
const findRow = (email: string) =>
  screen.findByRole('row', { name: new RegExp(email.replace(/[.=]/g, '\\$&')) });
const card = (label: string) => screen.getByRole('group', { name: label });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the newsletter cards', () => {
  it('count every, active and unsubscribed subscription, and the conversion used ÷ total', async () => {
    const { countReads } = setup();
    await waitFor(() => expect(card('Total de suscriptores')).toHaveTextContent('8'));
    expect(card('Activos')).toHaveTextContent('6');
    expect(card('Dados de baja')).toHaveTextContent('2');
    // 3 of 8 used their discount
    expect(card('Conversión')).toHaveTextContent('37,5 %');
    expect(card('Conversión')).toHaveTextContent('3 usaron su descuento');
    expect(countReads).toHaveLength(4);
    expect(countReads.every((read) => read.count === 'exact')).toBe(true);
  });

  it('show a 0 % conversion without subscribers', async () => {
    setup({ rows: [], counts: { total: 0, active: 0, unsubscribed: 0, used: 0 } });
    await waitFor(() => expect(card('Conversión')).toHaveTextContent('0 %'));
    expect(await screen.findByText('Aún no hay suscriptores')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar activos (CSV)' })).toBeDisabled();
  });
});

describe('the subscriptions list', () => {
  it('shows each subscription newest first: email, date, status, code and whether it was used', async () => {
    const { listReads } = setup();
    const ana = await findRow('ana@correo.co');
    expect(ana).toHaveTextContent('20/11/2026');
    expect(ana).toHaveTextContent('Activo');
    expect(ana).toHaveTextContent('WELCOMEAB12CD');
    expect(ana).toHaveTextContent('Sí');
    const luis = await findRow('luis@correo.co');
    expect(luis).toHaveTextContent('Dado de baja');
    expect(luis).toHaveTextContent('No');
    expect(listReads[0]?.order).toBe('created_at.desc,id.asc');
  });

  it('searches by e-mail and filters by status, in the URL', async () => {
    const { user, listReads, location } = setup();
    await findRow('ana@correo.co');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por email' }), 'ANA_');
    await waitFor(() => expect(listReads.at(-1)?.filters.email).toBe('ilike.%ana\\_%'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'unsubscribed');
    await waitFor(() => expect(listReads.at(-1)?.filters.status).toBe('eq.unsubscribed'));
    expect(location()).toBe('/admin/newsletter?q=ANA_&status=unsubscribed');
  });

  it("shows 'Error al cargar suscripciones' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    expect(await screen.findByText('Error al cargar suscripciones')).toBeInTheDocument();
    expect(requests.toasts).toEqual([{ title: 'Error al cargar suscripciones', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('ana@correo.co')).toBeInTheDocument();
  });
});

describe('unsubscribing and resubscribing', () => {
  it("updates the status by id, toasts 'Suscripción cancelada' and reads the cards again", async () => {
    supabaseMock.table('newsletter_subscriptions').patch([{ id: ANA.id }]);
    const { user, requests, countReads } = setup();
    await findRow('ana@correo.co');
    await waitFor(() => expect(countReads).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Dar de baja ana@correo.co' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ status: 'unsubscribed' });
    expect(patches()[0]?.query).toMatchObject({ id: `eq.${ANA.id}`, select: 'id' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Suscripción cancelada', description: 'ana@correo.co', tone: 'success' },
      ]),
    );
    await waitFor(() => expect(countReads).toHaveLength(8));
  });

  it("reactivates an unsubscribed address with 'Suscripción reactivada'", async () => {
    supabaseMock.table('newsletter_subscriptions').patch([{ id: LUIS.id }]);
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reactivar luis@correo.co' }));
    await waitFor(() => expect(patches()[0]?.body).toEqual({ status: 'active' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Suscripción reactivada', description: 'luis@correo.co', tone: 'success' },
      ]),
    );
  });

  it('says so when nothing was updated', async () => {
    supabaseMock.table('newsletter_subscriptions').patch([]);
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Dar de baja ana@correo.co' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Error al actualizar la suscripción', tone: 'error' },
      ]),
    );
  });
});

describe('the CSV export', () => {
  it('downloads the active subscribers only, with e-mail, date, code and whether it was used', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:suscriptores';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, listReads } = setup({ route: '/admin/newsletter?status=unsubscribed&q=correo' });
    await findRow('ana@correo.co');
    // what the database answers for active subscribers
    supabaseMock.table('newsletter_subscriptions').get([ANA, SOFIA]);

    await user.click(screen.getByRole('button', { name: 'Exportar activos (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exportRead = supabaseMock.requests
      .filter((r) => r.method === 'GET' && r.path === '/rest/v1/newsletter_subscriptions')
      .at(-1);
    expect(exportRead?.query).toMatchObject({
      status: 'eq.active',
      email: 'ilike.%correo%',
      order: 'created_at.desc,id.asc',
    });
    expect(listReads.every((read) => read.filters.status === 'eq.unsubscribed')).toBe(true);

    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'E-mail;Fecha de suscripción;Código de descuento;Descuento usado',
      'ana@correo.co;20/11/2026;WELCOMEAB12CD;Sí',
      // a leading '=' is kept as text, never a formula
      "'=sofia@correo.co;01/10/2026;;No",
      '',
    ]);
    expect(
      await within(document.body).findByText('Lista de suscriptores exportada correctamente'),
    ).toBeInTheDocument();
  });
});
