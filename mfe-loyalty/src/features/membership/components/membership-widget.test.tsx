import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { bus, onBusEvent, type MembershipType } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import {
  callsOf,
  createFakeSupabase,
  postgrestError,
  type FakeResult,
} from '@bonis/supabase-client/testing';
import { renderWithProviders } from '../../../testing/render';
import { MembershipWidget } from './membership-widget';

const PLANS = [
  { id: 'plan-m', name: 'Plan Mensual', price: 19900, duration_days: 30 },
  { id: 'plan-a', name: 'Plan Anual', price: 49900, duration_days: 365 },
];

function setup({
  plans = (): FakeResult => ({ data: PLANS }),
  expiry = '2026-12-21' as string | null,
} = {}) {
  const fake = createFakeSupabase({
    tables: {
      membership_plans: plans,
      user_profiles: () => ({ data: { membership_expiry: expiry } }),
    },
  });
  provideSupabase(fake.client);
  return fake;
}

function signIn(membershipType: MembershipType, points: number | null = 1250) {
  bus.getState().sessionChanged({ userId: 'user-1', name: 'Ana', isAdmin: false, membershipType });
  bus.getState().pointsChanged(points);
}

beforeEach(() => {
  bus.getState().signedOut();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MembershipWidget', () => {
  it('pitches the membership with the real plans to a signed-out visitor', async () => {
    const fake = setup();
    const onNavigate = vi.fn();
    renderWithProviders(<MembershipWidget onNavigate={onNavigate} />);

    expect(screen.getByRole('heading', { name: 'Hazte socio Boñis' })).toBeTruthy();
    expect(screen.getByText('Hasta 30% OFF')).toBeTruthy();
    const plans = await screen.findByRole('list', { name: 'Planes de membresía' });
    const items = within(plans).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Plan Mensual.*19\.900.*30 días/),
      expect.stringMatching(/Plan Anual.*49\.900.*12 meses/),
    ]);
    expect(screen.queryByRole('heading', { name: 'Tus puntos' })).toBeNull();

    const [query] = fake.queries;
    expect(callsOf(query, 'eq')).toContainEqual(['is_active', true]);
    expect(callsOf(query, 'order')).toEqual([['price', { ascending: true }]]);

    const link = screen.getByRole('link', { name: 'Ver membresías' });
    expect(link.getAttribute('href')).toBe('/membership');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a regular shopper the points and the pitch', async () => {
    setup();
    signIn('regular');
    renderWithProviders(<MembershipWidget />);

    const points = screen.getByRole('region', { name: 'Tus puntos' });
    expect(points.textContent).toContain('1.250');
    expect(within(points).getByRole('link', { name: 'Ver mis premios' }).getAttribute('href')).toBe(
      '/premios',
    );
    expect(screen.getByRole('heading', { name: 'Hazte socio Boñis' })).toBeTruthy();
    expect(await screen.findByText('Plan Anual')).toBeTruthy();
  });

  it('opens the bonus store and closes the popover', () => {
    setup();
    signIn('regular');
    const onNavigate = vi.fn();
    const opened = vi.fn();
    const stop = onBusEvent('bonusStoreRequested', opened);
    renderWithProviders(<MembershipWidget onNavigate={onNavigate} />);

    fireEvent.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));

    expect(opened).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows a skeleton while the points are not loaded', () => {
    setup();
    signIn('regular', null);
    renderWithProviders(<MembershipWidget />);
    const points = screen.getByRole('region', { name: 'Tus puntos' });
    expect(points.textContent).not.toMatch(/\d/);
  });

  it('shows a member the plan, its expiry and the benefits instead of the pitch', async () => {
    const fake = setup();
    signIn('anual');
    renderWithProviders(<MembershipWidget />);

    expect(screen.getByRole('heading', { name: 'Socio Anual' })).toBeTruthy();
    expect(await screen.findByText('Vence el 21 de diciembre de 2026')).toBeTruthy();
    const benefits = screen.getByRole('list', { name: 'Tus beneficios' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Precios de socio', 'Envío gratis', '1.5x puntos']);
    expect(screen.getByRole('region', { name: 'Tus puntos' }).textContent).toContain('1.250');
    expect(screen.queryByRole('heading', { name: 'Hazte socio Boñis' })).toBeNull();
    expect(fake.queries.map((query) => query.table)).toEqual(['user_profiles']);
    expect(callsOf(fake.queries[0], 'eq')).toEqual([['id', 'user-1']]);
  });

  it('names premium and vip members too', () => {
    setup({ expiry: null });
    signIn('vip');
    renderWithProviders(<MembershipWidget />);
    expect(screen.getByRole('heading', { name: 'Socio VIP' })).toBeTruthy();
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    setup({
      plans: () => {
        if (!fail) return { data: PLANS };
        fail = false;
        return { error: postgrestError('network down', '') };
      },
    });
    renderWithProviders(<MembershipWidget />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar los planes');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Plan Mensual')).toBeTruthy();
    // the way to the plans stays there meanwhile
    expect(screen.getByRole('link', { name: 'Ver membresías' })).toBeTruthy();
  });
});
