import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { bus, type MembershipType } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { MembershipWidget } from './membership-widget';

const PLANS = [
  { id: 'plan-m', name: 'Plan Mensual', price: 19900, duration_days: 30 },
  { id: 'plan-a', name: 'Plan Anual', price: 49900, duration_days: 365 },
];

/** The plans and the user's membership expiry, as the test's database holds them. */
function setup({ expiry = '2026-12-21' as string | null } = {}) {
  const planReads: TableRequest[] = [];
  const profileReads: TableRequest[] = [];
  supabaseMock.table('membership_plans').get((request) => {
    planReads.push(request);
    return PLANS;
  });
  supabaseMock.table('user_profiles').get((request) => {
    profileReads.push(request);
    return [{ membership_expiry: expiry }];
  });
  return { planReads, profileReads };
}

/** Signs in (Supabase session and the bus, with the points the shell publishes). */
function signIn(membershipType: MembershipType, points: number | null = 1250) {
  supabaseMock.signedIn();
  signInOnBus({ membershipType });
  bus.getState().pointsChanged(points);
}

describe('MembershipWidget', () => {
  it('pitches the membership with the real plans to a signed-out visitor', async () => {
    const { planReads } = setup();
    signOutOnBus();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<MembershipWidget onNavigate={onNavigate} />);

    expect(screen.getByRole('heading', { name: 'Hazte socio Boñis' })).toBeInTheDocument();
    expect(screen.getByText('Hasta 30% OFF')).toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: 'Planes de membresía' });
    const items = within(plans).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Plan Mensual.*19\.900.*30 días/),
      expect.stringMatching(/Plan Anual.*49\.900.*12 meses/),
    ]);
    expect(screen.queryByRole('heading', { name: 'Tus puntos' })).not.toBeInTheDocument();

    // the active plans, cheapest first
    expect(planReads).toHaveLength(1);
    expect(planReads[0]).toMatchObject({
      filters: { is_active: 'eq.true' },
      order: 'price.asc',
    });

    const link = screen.getByRole('link', { name: 'Ver membresías' });
    expect(link).toHaveAttribute('href', '/membership');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a regular shopper the points and the pitch', async () => {
    setup();
    signIn('regular');
    renderWithProviders(<MembershipWidget />);

    const points = screen.getByRole('region', { name: 'Tus puntos' });
    expect(points).toHaveTextContent('1.250');
    expect(within(points).getByRole('link', { name: 'Ver mis premios' })).toHaveAttribute(
      'href',
      '/premios',
    );
    expect(screen.getByRole('heading', { name: 'Hazte socio Boñis' })).toBeInTheDocument();
    expect(await screen.findByText('Plan Anual')).toBeInTheDocument();
  });

  it('opens the bonus store and closes the popover', async () => {
    setup();
    signIn('regular');
    const requests = recordBusRequests();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<MembershipWidget onNavigate={onNavigate} />);

    await user.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));

    expect(requests.bonusStoreRequests()).toBe(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while the points are not loaded', () => {
    setup();
    signIn('regular', null);
    renderWithProviders(<MembershipWidget />);
    const points = screen.getByRole('region', { name: 'Tus puntos' });
    expect(points).not.toHaveTextContent(/\d/);
  });

  it('shows a member the plan, its expiry and the benefits instead of the pitch', async () => {
    const { planReads, profileReads } = setup();
    signIn('anual');
    renderWithProviders(<MembershipWidget />);

    expect(screen.getByRole('heading', { name: 'Socio Anual' })).toBeInTheDocument();
    expect(await screen.findByText('Vence el 21 de diciembre de 2026')).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Tus beneficios' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Precios de socio', 'Envío gratis', '1.5x puntos']);
    expect(screen.getByRole('region', { name: 'Tus puntos' })).toHaveTextContent('1.250');
    expect(screen.queryByRole('heading', { name: 'Hazte socio Boñis' })).not.toBeInTheDocument();
    // only the member's own profile is read, not the plans
    expect(planReads).toEqual([]);
    expect(profileReads).toHaveLength(1);
    expect(profileReads[0]).toMatchObject({
      select: 'membership_expiry',
      filters: { id: 'eq.user-1' },
      userId: 'user-1',
    });
  });

  it('names premium and vip members too', () => {
    setup({ expiry: null });
    signIn('vip');
    renderWithProviders(<MembershipWidget />);
    expect(screen.getByRole('heading', { name: 'Socio VIP' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => printed.mockRestore());
    setup();
    supabaseMock.table('membership_plans').get(() => supabaseMock.networkError(), { once: true });
    signOutOnBus();
    const { user } = renderWithProviders(<MembershipWidget />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los planes');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Plan Mensual')).toBeInTheDocument();
    // the way to the plans stays there meanwhile
    expect(screen.getByRole('link', { name: 'Ver membresías' })).toBeInTheDocument();
  });
});
