/**
 * Query keys of the users screen. Namespaced with 'admin' (the shell's QueryClient is shared by
 * every remote); everything hangs off `all` (the list's too, as the resource's `queryKey`), so
 * one invalidation of `all` (realtime, a save) refreshes the list, the summary cards and an
 * open detail.
 */
export const userKeys = {
  all: ['admin', 'users'] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
};
