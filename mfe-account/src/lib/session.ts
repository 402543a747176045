import { useBus, type SessionSummary } from '@bonis/design-system/bus';

/** The signed-in shopper as the shell publishes it; null signed out, undefined while unknown. */
export function useSession(): SessionSummary | null | undefined {
  return useBus((state) => state.session);
}
