/**
 * The plan an anonymous shopper chose, remembered while they sign in or register (storefront
 * spec §4: "the plan is remembered; after login, activation runs"). Kept in this tab's
 * sessionStorage for a limited time, so a plan chosen long ago (or in another tab) never starts
 * a purchase by surprise.
 */
export const PENDING_PLAN_KEY = 'bonis:loyalty:pending-membership-plan';

/** How long a chosen plan is remembered: 30 minutes. */
export const PENDING_PLAN_TTL_MS = 30 * 60 * 1000;

interface StoredPlan {
  planId: string;
  savedAt: number;
}

/** sessionStorage, or null where there is none (server rendering) or it refuses (privacy modes). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isStoredPlan(value: unknown): value is StoredPlan {
  if (typeof value !== 'object' || value === null) return false;
  const { planId, savedAt } = value as Record<string, unknown>;
  return typeof planId === 'string' && planId.length > 0 && typeof savedAt === 'number';
}

export function rememberPlan(planId: string, now = Date.now()): void {
  try {
    storage()?.setItem(PENDING_PLAN_KEY, JSON.stringify({ planId, savedAt: now }));
  } catch {
    // storage full or refused: the shopper chooses the plan again after signing in
  }
}

export function forgetPlan(): void {
  try {
    storage()?.removeItem(PENDING_PLAN_KEY);
  } catch {
    // nothing was stored
  }
}

/**
 * The remembered plan's id if it was chosen less than PENDING_PLAN_TTL_MS ago, else null.
 * Either way it is forgotten: a remembered plan starts at most one purchase.
 */
export function takeRememberedPlan(now = Date.now()): string | null {
  const raw = storage()?.getItem(PENDING_PLAN_KEY) ?? null;
  forgetPlan();
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isStoredPlan(stored)) return null;
    const age = now - stored.savedAt;
    return age >= 0 && age < PENDING_PLAN_TTL_MS ? stored.planId : null;
  } catch {
    return null;
  }
}
