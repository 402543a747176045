import { describe, expect, it } from 'vitest';
import type { MembershipType } from '@bonis/design-system/bus';
import { planStanding, type PlanStanding } from './plan-standing';

describe('planStanding', () => {
  it('offers every plan to a shopper without a running membership, or signed out', () => {
    for (const member of ['regular', null, undefined] as const) {
      expect(planStanding(member, 'mensual')).toBe('available');
      expect(planStanding(member, 'anual')).toBe('available');
    }
  });

  it.each<[MembershipType, MembershipType, PlanStanding]>([
    ['mensual', 'mensual', 'current'],
    ['mensual', 'anual', 'available'],
    ['anual', 'anual', 'current'],
    ['anual', 'mensual', 'included'],
    ['premium', 'mensual', 'included'],
    ['premium', 'anual', 'available'],
    ['vip', 'mensual', 'included'],
    ['vip', 'anual', 'included'],
  ])('a %s member sees the %s plan as %s', (member, plan, standing) => {
    expect(planStanding(member, plan)).toBe(standing);
  });
});
