import type { PlanSummary } from '../api/get-membership-plans';

/** A year of the monthly plan is compared with the annual one (ARCHITECTURE §5). */
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;
export const MONTHS_PER_YEAR = 12;

/** Spec §9: the 365-day plan carries the 'Más popular' ribbon. */
export const isPopular = (plan: Pick<PlanSummary, 'duration_days'>) =>
  plan.duration_days === ANNUAL_DAYS;

/**
 * The struck-through reference price of a plan, or null when it has none: for the annual
 * (365-day) plan, 12 × the monthly (30-day) plan's price — with the seed 12 × 29 900 = 358 800,
 * so the savings line reads 58 900 (ARCHITECTURE §5, rewards spec §9). Only when that is above
 * the plan's price; the monthly plan is the cheapest active 30-day plan (the list comes
 * cheapest first). Other plans have no reference.
 */
export function referencePrice(
  plan: Pick<PlanSummary, 'duration_days' | 'price'>,
  plans: readonly Pick<PlanSummary, 'duration_days' | 'price'>[],
): number | null {
  if (plan.duration_days !== ANNUAL_DAYS) return null;
  const monthly = plans
    .filter((candidate) => candidate.duration_days === MONTHLY_DAYS)
    .reduce<number | null>(
      (cheapest, candidate) =>
        cheapest === null ? candidate.price : Math.min(cheapest, candidate.price),
      null,
    );
  if (monthly === null) return null;
  const reference = MONTHS_PER_YEAR * monthly;
  return reference > plan.price ? reference : null;
}
