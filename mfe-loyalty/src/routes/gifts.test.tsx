import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createTestQueryClient, signInOnBus, signOutOnBus, supabaseMock } from '@bonis/test-utils';
import { giftPlansQueryOptions } from '../features/gifts/api/get-gift-plans';
import { PLANS } from '../features/gifts/testing/gift-fixtures';
import { hintStoredSession, serverThenHydrate } from '../testing/server-then-hydrate';
import GiftsPage from './gifts';

/**
 * The page as the server draws it (for nobody signed in) with the plans its prefetch read,
 * ready to hydrate.
 */
async function page() {
  supabaseMock.table('membership_plans').get(PLANS);
  supabaseMock.table('gift_purchases').get([]);
  const queryClient = createTestQueryClient();
  await queryClient.fetchQuery(giftPlansQueryOptions());
  return serverThenHydrate(<GiftsPage />, { route: '/regalos', queryClient });
}

const buyInvitation = () => screen.getByText('Necesitas iniciar sesión para comprar un regalo.');
const redeemInvitation = () => screen.getByText('Inicia sesión para canjear un regalo');

describe('/regalos drawn on the server, then hydrated', () => {
  it('shows a browser without a stored session both sign-in invitations before any script runs, and keeps them once the session is read as signed out', async () => {
    const { hydrate, recoverableErrors } = await page();

    expect(buyInvitation()).toBeVisible();
    expect(redeemInvitation()).toBeVisible();
    expect(screen.getByText('Membresía Mensual')).toBeVisible();
    expect(screen.queryByText(/Cargando/)).not.toBeInTheDocument();

    hydrate();
    act(() => signOutOnBus());

    expect(recoverableErrors).toEqual([]);
    expect(buyInvitation()).toBeVisible();
    expect(redeemInvitation()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeEnabled();
  });

  it('never shows a signed-in shopper the invitations: the redeem form and their gifts once the session is read', async () => {
    hintStoredSession();
    const { hydrate, recoverableErrors } = await page();

    expect(buyInvitation()).not.toBeVisible();
    expect(redeemInvitation()).not.toBeVisible();
    hydrate();
    expect(recoverableErrors).toEqual([]);
    expect(buyInvitation()).not.toBeVisible();
    expect(redeemInvitation()).not.toBeVisible();

    act(() => {
      supabaseMock.signedIn();
      signInOnBus();
    });

    expect(screen.queryByText(/Necesitas iniciar sesión/)).not.toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para canjear un regalo')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Código del regalo/ })).toBeInTheDocument();
    expect(await screen.findByText('Aún no has enviado regalos')).toBeInTheDocument();
  });
});
