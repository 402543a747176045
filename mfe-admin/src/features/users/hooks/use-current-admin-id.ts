import { useBus } from '@bonis/design-system/bus';

/**
 * The signed-in admin's user id, from the session the shell publishes on the bus (as the admin
 * layout reads it); undefined until the shell has read the session.
 */
export function useCurrentAdminId(): string | undefined {
  return useBus((state) => state.session?.userId);
}
