import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { supabaseMock, type TableRequest } from '@bonis/test-utils';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { SubscriptionRow } from '../api/get-subscriptions';
import { NewsletterPage, subscriptions } from './newsletter-page';

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

/** The cards' counts (HEAD requests): the given ones, else those of the rows. */
const countReads = (counts?: Counts) => ({
  match: (request: TableRequest) => request.method === 'HEAD',
  reply: ({ filters }: TableRequest, rows: readonly SubscriptionRow[]) => {
    const { total, active, unsubscribed, used } = counts ?? {
      total: rows.length,
      active: rows.filter((row) => row.status === 'active').length,
      unsubscribed: rows.filter((row) => row.status === 'unsubscribed').length,
      used: rows.filter((row) => row.used_discount).length,
    };
    const count =
      filters.status === 'eq.active'
        ? active
        : filters.status === 'eq.unsubscribed'
          ? unsubscribed
          : filters.used_discount === 'eq.true'
            ? used
            : total;
    return { rows: [], count };
  },
});

const list = {
  resource: subscriptions,
  page: <NewsletterPage />,
  route: '/admin/newsletter',
  rows: [ANA, LUIS, SOFIA],
  otherReads: countReads(),
};

const patches = () =>
  supabaseMock.requests.filter(
    (r) => r.method === 'PATCH' && r.path === '/rest/v1/newsletter_subscriptions',
  );
const card = (label: string) => screen.getByRole('group', { name: label });

describeResourceList('the subscriptions list', {
  ...list,
  // the spec's order: newest first
  order: 'created_at.desc,id.asc',
  queries: {
    // e-mails are stored lowercased
    'q=ANA_': { filters: { email: 'ilike.%ana\\_%' } },
    'status=unsubscribed': { filters: { status: 'eq.unsubscribed' } },
  },
});

describe('the newsletter cards', () => {
  it('count every, active and unsubscribed subscription, and the conversion used ÷ total', async () => {
    const requests: TableRequest[] = [];
    const counts = countReads({ total: 8, active: 6, unsubscribed: 2, used: 3 });
    setupResourceList({
      ...list,
      otherReads: {
        ...counts,
        reply: (request, rows) => (requests.push(request), counts.reply(request, rows)),
      },
    });
    await waitFor(() => expect(card('Total de suscriptores')).toHaveTextContent('8'));
    expect(card('Activos')).toHaveTextContent('6');
    expect(card('Dados de baja')).toHaveTextContent('2');
    // 3 of 8 used their discount
    expect(card('Conversión')).toHaveTextContent('37,5 %');
    expect(card('Conversión')).toHaveTextContent('3 usaron su descuento');
    expect(requests).toHaveLength(4);
    expect(requests.every((read) => read.count === 'exact')).toBe(true);
  });

  it('show a 0 % conversion without subscribers, and nothing to export', async () => {
    setupResourceList({ ...list, rows: [] });
    await waitFor(() => expect(card('Conversión')).toHaveTextContent('0 %'));
    expect(screen.getByRole('button', { name: 'Exportar activos (CSV)' })).toBeDisabled();
  });
});

describe('the subscriptions list', () => {
  it('shows each subscription: email, date, status, code and whether it was used', async () => {
    const { findRow } = setupResourceList(list);
    const ana = await findRow('ana@correo.co');
    expect(ana).toHaveTextContent('20/11/2026');
    expect(ana).toHaveTextContent('Activo');
    expect(ana).toHaveTextContent('WELCOMEAB12CD');
    expect(ana).toHaveTextContent('Sí');
    const luis = await findRow('luis@correo.co');
    expect(luis).toHaveTextContent('Dado de baja');
    expect(luis).toHaveTextContent('No');
  });
});

describe('unsubscribing and resubscribing', () => {
  it("updates the status by id, toasts 'Suscripción cancelada' and reads the cards again", async () => {
    supabaseMock.table('newsletter_subscriptions').patch([{ id: ANA.id }]);
    const heads: TableRequest[] = [];
    const { user, requests, findRow } = setupResourceList({
      ...list,
      otherReads: {
        ...list.otherReads,
        reply: (request, rows) => (heads.push(request), list.otherReads.reply(request, rows)),
      },
    });
    await findRow('ana@correo.co');
    await waitFor(() => expect(heads).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Dar de baja ana@correo.co' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ status: 'unsubscribed' });
    expect(patches()[0]?.query).toMatchObject({ id: `eq.${ANA.id}`, select: 'id' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Suscripción cancelada', description: 'ana@correo.co', tone: 'success' },
      ]),
    );
    await waitFor(() => expect(heads).toHaveLength(8));
  });

  it("reactivates an unsubscribed address with 'Suscripción reactivada'", async () => {
    supabaseMock.table('newsletter_subscriptions').patch([{ id: LUIS.id }]);
    const { user, requests } = setupResourceList(list);
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
    const { user, requests } = setupResourceList(list);
    await user.click(await screen.findByRole('button', { name: 'Dar de baja ana@correo.co' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Error al actualizar la suscripción', tone: 'error' },
      ]),
    );
  });
});

describe('the CSV export', () => {
  it('downloads the active subscribers of the search only, whatever the status filter', async () => {
    const { findRow, exportCsv, reads, setRows } = setupResourceList({
      ...list,
      route: '/admin/newsletter?status=unsubscribed&q=correo',
    });
    await findRow('ana@correo.co');
    // what the database answers for active subscribers
    setRows([ANA, SOFIA]);

    const lines = await exportCsv();
    expect(reads.at(-1)?.query).toMatchObject({
      status: 'eq.active',
      email: 'ilike.%correo%',
      order: 'created_at.desc,id.asc',
    });
    expect(reads.slice(0, -1).every((read) => read.filters.status === 'eq.unsubscribed')).toBe(
      true,
    );
    expect(lines).toEqual([
      'E-mail;Fecha de suscripción;Código de descuento;Descuento usado',
      'ana@correo.co;20/11/2026;WELCOMEAB12CD;Sí',
      // a leading '=' is kept as text, never a formula
      "'=sofia@correo.co;01/10/2026;;No",
      '',
    ]);
  });
});
