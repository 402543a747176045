import { describe, expect, it } from 'vitest';
import { advisorHref, INSURANCE_PLANS } from './insurance';

describe('insurance plans', () => {
  it('are the spec’s three monthly plans', () => {
    expect(INSURANCE_PLANS.map((plan) => [plan.name, plan.monthlyPrice])).toEqual([
      ['Plan Básico', 25_000],
      ['Plan Premium', 45_000],
      ['Plan Familiar', 75_000],
    ]);
    expect(INSURANCE_PLANS.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual([
      'Plan Premium',
    ]);
  });
});

describe('advisorHref', () => {
  const premium = { name: 'Plan Premium' };

  it('prefers WhatsApp, with a message naming the plan', () => {
    const target = advisorHref(
      { whatsappNumber: '57 300-123 4567', contactEmail: 'a@b.co' },
      premium,
    );
    expect(target.external).toBe(true);
    const url = new URL(target.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(
      'Hola, quiero información sobre el Plan Premium de seguro para mascotas.',
    );
  });

  it('falls back to an email with the plan as the subject, then to /contact', () => {
    expect(advisorHref({ whatsappNumber: '', contactEmail: 'hola@bonis.co' }, premium)).toEqual({
      href: 'mailto:hola@bonis.co?subject=Quiero%20informaci%C3%B3n%20sobre%20el%20Plan%20Premium%20de%20seguro%20para%20mascotas',
      external: false,
    });
    expect(advisorHref({ whatsappNumber: '', contactEmail: '' })).toEqual({
      href: '/contact',
      external: false,
    });
    expect(advisorHref(undefined)).toEqual({ href: '/contact', external: false });
  });
});
