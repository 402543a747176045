/**
 * Query keys of the customer page, namespaced with 'admin' (the shell's QueryClient is shared by
 * every remote). Everything of one customer hangs off `customer(id)`, and each section off its
 * own prefix, so a write invalidates exactly what it changed: an adjustment the balance and the
 * ledger (`points`), a bonus the bonuses and the wins, a note the notes.
 */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  customer: (id: string) => [...customerKeys.all, id] as const,
  profile: (id: string) => [...customerKeys.customer(id), 'profile'] as const,
  /** the balance; the ledger's pages are under it too */
  points: (id: string) => [...customerKeys.customer(id), 'points'] as const,
  ledger: (id: string, page: number) => [...customerKeys.points(id), 'ledger', page] as const,
  orders: (id: string, page: number) => [...customerKeys.customer(id), 'orders', page] as const,
  payments: (id: string, page: number) => [...customerKeys.customer(id), 'payments', page] as const,
  memberships: (id: string, page: number) =>
    [...customerKeys.customer(id), 'memberships', page] as const,
  /** the bonuses and the roulette wins (extending a won bonus moves its win's expiry too) */
  rewards: (id: string) => [...customerKeys.customer(id), 'rewards'] as const,
  bonuses: (id: string, page: number) => [...customerKeys.rewards(id), 'bonuses', page] as const,
  wins: (id: string, page: number) => [...customerKeys.rewards(id), 'wins', page] as const,
  redemptions: (id: string, page: number) =>
    [...customerKeys.customer(id), 'redemptions', page] as const,
  gifts: (id: string, page: number) => [...customerKeys.customer(id), 'gifts', page] as const,
  notes: (id: string) => [...customerKeys.customer(id), 'notes'] as const,
};

/** How many rows a section's table shows a page. */
export const SECTION_PAGE_SIZE = 10;

/** The ledger shows more at once: it is read line by line. */
export const LEDGER_PAGE_SIZE = 20;

/** Rows `from`..`to` of page `page` (1-based), as supabase-js `.range` takes them. */
export const pageRange = (page: number, size: number) => ({
  from: (page - 1) * size,
  to: page * size - 1,
});
