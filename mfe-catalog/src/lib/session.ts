import { useBus, type SessionSummary } from '@bonis/design-system/bus';

/** The signed-in shopper as the shell publishes it; null signed out, undefined while unknown. */
export function useSession(): SessionSummary | null | undefined {
  return useBus((state) => state.session);
}

/** Whether the shopper holds a paid membership now (member prices apply). */
export const isMember = (session: SessionSummary | null | undefined): session is SessionSummary =>
  !!session && session.membershipType !== 'regular';
