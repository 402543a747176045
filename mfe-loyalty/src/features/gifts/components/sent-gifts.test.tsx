import { describe, expect, it, vi } from 'vitest';
import { supabaseMock } from '@bonis/test-utils';
import { screen, within } from '@testing-library/react';
import { GIFT_ID, USER, renderGiftsPage, sentGift, setupGifts } from '../testing/gift-fixtures';

const GIFTS = [
  sentGift({
    id: 'g-pending',
    gift_type: 'membership',
    gift_value: 'anual',
    recipient_name: 'Pedro Ruiz',
    recipient_email: 'pedro@correo.co',
    delivery_date: '2026-12-24',
    gift_code: null,
    status: 'pending',
    payment_status: 'pending',
    delivered_at: null,
  }),
  sentGift({
    id: 'g-scheduled',
    gift_value: 'c50',
    recipient_name: 'Marta Díaz',
    delivery_date: '2026-12-01',
    gift_code: 'GIFT11112222',
    status: 'pending',
    delivered_at: null,
  }),
  sentGift({ id: 'g-sent', gift_code: 'GIFT33334444' }),
  sentGift({
    id: 'g-redeemed',
    gift_value: 'c200',
    gift_code: 'GIFT55556666',
    status: 'redeemed',
    redeemed_at: '2026-11-20T15:00:00+00:00',
  }),
];

describe('Mis regalos enviados', () => {
  it("lists the buyer's gifts, newest first, with where each stands and its code once paid", async () => {
    const { giftReads } = setupGifts({ gifts: GIFTS });
    renderGiftsPage();

    const list = await screen.findByRole('list', { name: 'Regalos enviados' });
    expect(giftReads[0]?.filters).toMatchObject({ buyer_id: `eq.${USER}` });
    expect(giftReads[0]?.order).toBe('created_at.desc,id.desc');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Membresía Anual para Pedro Ruiz',
      expect.stringMatching(/^Cupón \$\s50\.000 para Marta Díaz$/),
      expect.stringMatching(/^Cupón \$\s100\.000 para Laura Gómez$/),
      expect.stringMatching(/^Cupón \$\s200\.000 para Laura Gómez$/),
    ]);

    const [pending, scheduled, sent, redeemed] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(pending).toHaveTextContent('Pendiente de pago');
    expect(pending).toHaveTextContent('Entrega: 24 de diciembre de 2026');
    expect(pending).not.toHaveTextContent('Código');
    expect(
      within(pending).getByRole('link', { name: 'Pagar el regalo para Pedro Ruiz' }),
    ).toHaveAttribute('href', '/payment?gift=g-pending');
    expect(scheduled).toHaveTextContent('Programado');
    expect(scheduled).toHaveTextContent('Código: GIFT11112222');
    expect(within(scheduled).queryByRole('link')).not.toBeInTheDocument();
    expect(sent).toHaveTextContent('Enviado');
    expect(redeemed).toHaveTextContent('Canjeado');
    expect(redeemed).toHaveTextContent('Canjeado el 20 de noviembre de 2026');
  });

  it('says when there are none yet', async () => {
    setupGifts({ gifts: [] });
    renderGiftsPage();

    expect(
      await screen.findByRole('heading', { name: 'Aún no has enviado regalos' }),
    ).toBeInTheDocument();
  });

  it('is not shown to a signed-out visitor', async () => {
    setupGifts({ signedIn: false });
    renderGiftsPage();

    await screen.findByRole('radio', { name: 'Membresía Mensual' });
    expect(screen.queryByRole('region', { name: 'Mis regalos enviados' })).not.toBeInTheDocument();
  });
});

describe('/regalos?enviado=<id>, after paying a gift', () => {
  it("shows that gift's code prominently, read from gift_purchases", async () => {
    const { giftReads } = setupGifts({ gifts: [sentGift()] });
    renderGiftsPage(`/regalos?enviado=${GIFT_ID}`);

    const notice = await screen.findByRole('region', { name: '¡Regalo enviado!' });
    expect(within(notice).getByRole('heading', { name: '¡Regalo enviado!' })).toHaveFocus();
    expect(within(notice).getByText('GIFT48213907')).toBeInTheDocument();
    expect(notice).toHaveTextContent(/Cupón \$\s100\.000 para Laura Gómez/);
    expect(notice).toHaveTextContent('Le enviamos el código a laura@correo.co.');
    expect(
      within(notice).getByRole('button', { name: 'Copiar código GIFT48213907' }),
    ).toBeInTheDocument();
    expect(giftReads.some((read) => read.eq('id') === GIFT_ID)).toBe(true);
  });

  it('says when the code will be emailed for a later delivery date', async () => {
    setupGifts({
      gifts: [sentGift({ status: 'pending', delivery_date: '2026-12-24', delivered_at: null })],
    });
    renderGiftsPage(`/gifts?enviado=${GIFT_ID}`);

    const notice = await screen.findByRole('region', { name: '¡Regalo enviado!' });
    expect(notice).toHaveTextContent(
      'Le enviaremos el código a laura@correo.co el 24 de diciembre de 2026.',
    );
  });

  it('offers to pay a gift that is not paid yet', async () => {
    setupGifts({
      gifts: [sentGift({ gift_code: null, status: 'pending', payment_status: 'pending' })],
    });
    renderGiftsPage(`/regalos?enviado=${GIFT_ID}`);

    expect(
      await screen.findByRole('heading', { name: 'Tu regalo para Laura Gómez aún no está pagado' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Pagar/ })[0]).toHaveAttribute(
      'href',
      `/payment?gift=${GIFT_ID}`,
    );
  });

  it('offers a retry when the gift cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupGifts();
    // the first read of the gift fails, the next one answers
    let failing = true;
    supabaseMock.table('gift_purchases').get((request) => {
      if (!request.eq('id')) return [];
      if (failing) {
        failing = false;
        return supabaseMock.error({ code: 'PGRST000', message: 'down', status: 503 });
      }
      return [sentGift()];
    });
    const { user } = renderGiftsPage(`/regalos?enviado=${GIFT_ID}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu regalo');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('region', { name: '¡Regalo enviado!' })).toHaveTextContent(
      'GIFT48213907',
    );
  });

  it("says it can't find a gift that isn't the shopper's", async () => {
    setupGifts({ gifts: [] });
    renderGiftsPage('/regalos?enviado=not-a-gift');

    expect(
      await screen.findByText('No encontramos ese regalo. Revisa tus regalos enviados más abajo.'),
    ).toBeInTheDocument();
  });
});
