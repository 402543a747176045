import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_PLAN_KEY,
  PENDING_PLAN_TTL_MS,
  forgetPlan,
  rememberPlan,
  takeRememberedPlan,
} from './pending-plan';

const NOW = Date.parse('2026-11-26T15:00:00Z');

afterEach(() => {
  sessionStorage.clear();
});

describe('the remembered plan', () => {
  it('is given back once, within 30 minutes of being chosen', () => {
    rememberPlan('plan-a', NOW);
    expect(takeRememberedPlan(NOW + PENDING_PLAN_TTL_MS - 1)).toBe('plan-a');
    expect(takeRememberedPlan(NOW + PENDING_PLAN_TTL_MS - 1)).toBeNull();
  });

  it('is forgotten after 30 minutes', () => {
    rememberPlan('plan-a', NOW);
    expect(takeRememberedPlan(NOW + PENDING_PLAN_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });

  it('keeps only the last plan chosen', () => {
    rememberPlan('plan-m', NOW);
    rememberPlan('plan-a', NOW + 1);
    expect(takeRememberedPlan(NOW + 2)).toBe('plan-a');
  });

  it('is gone once forgotten', () => {
    rememberPlan('plan-a', NOW);
    forgetPlan();
    expect(takeRememberedPlan(NOW)).toBeNull();
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem(PENDING_PLAN_KEY, 'not json');
    expect(takeRememberedPlan(NOW)).toBeNull();
    sessionStorage.setItem(PENDING_PLAN_KEY, JSON.stringify({ planId: 7, savedAt: NOW }));
    expect(takeRememberedPlan(NOW)).toBeNull();
    sessionStorage.setItem(
      PENDING_PLAN_KEY,
      JSON.stringify({ planId: 'plan-a', savedAt: NOW + 60_000 }),
    );
    expect(takeRememberedPlan(NOW)).toBeNull();
  });
});
