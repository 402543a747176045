/**
 * Query keys of the shopper's profile. Namespaced with 'account': the shell's QueryClient is
 * shared by every remote.
 */
export const profileKeys = {
  all: ['account', 'profile'] as const,
  user: (userId: string) => [...profileKeys.all, userId] as const,
  auth: (userId: string) => [...profileKeys.user(userId), 'auth'] as const,
};
