import type { UsersQuery } from './get-users';

/**
 * Query keys of the users screen. Namespaced with 'admin' (the shell's QueryClient is shared by
 * every remote); everything hangs off `all`, so one invalidation of `all` (realtime, a save)
 * refreshes the list, the summary cards and an open detail.
 */
export const userKeys = {
  all: ['admin', 'users'] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists(), query] as const,
  points: (userId: string) => [...userKeys.all, 'points', userId] as const,
  orders: (userId: string) => [...userKeys.all, 'orders', userId] as const,
};
