import { useBus } from '@bonis/design-system/bus';
import { useStoreSettings } from '@bonis/supabase-client/queries';

/**
 * Who may use the store now (ARCHITECTURE §5: maintenance mode is enforced):
 * - `open`: maintenance mode is off (also while the settings load or can't be read: the
 *   store never waits on them, and the database refuses orders in maintenance anyway);
 * - `checking`: maintenance mode is on and the session is not read yet (an admin must not see
 *   the maintenance page flash before the store);
 * - `closed`: maintenance mode is on for this visitor (signed out, or a shopper): the
 *   maintenance page instead of the store;
 * - `admin`: maintenance mode is on and an admin is signed in: the store works, with the
 *   maintenance notice on top.
 */
export type StoreAccess = 'open' | 'checking' | 'closed' | 'admin';

export function useStoreAccess(): StoreAccess {
  const { maintenanceMode } = useStoreSettings();
  const session = useBus((state) => state.session);
  if (!maintenanceMode) return 'open';
  if (session === undefined) return 'checking';
  return session?.isAdmin ? 'admin' : 'closed';
}
