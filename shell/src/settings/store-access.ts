import { useBus } from '@bonis/design-system/bus';
import { isBackOffice, useStoreSettings } from '@bonis/supabase-client/queries';

/**
 * Who may use the store now (ARCHITECTURE §5: maintenance mode is enforced):
 * - `open`: maintenance mode is off (also while the settings load or can't be read: the
 *   store never waits on them, and the database refuses orders in maintenance anyway);
 * - `checking`: maintenance mode is on and the session is not read yet (the back office must
 *   not see the maintenance page flash before the store);
 * - `closed`: maintenance mode is on for this visitor (signed out, or a shopper): the
 *   maintenance page instead of the store;
 * - `back-office`: maintenance mode is on and staff ('Personal') or an admin is signed in
 *   (`isBackOffice`): the store works, with the maintenance notice on top.
 */
export type StoreAccess = 'open' | 'checking' | 'closed' | 'back-office';

export function useStoreAccess(): StoreAccess {
  const { maintenanceMode } = useStoreSettings();
  const session = useBus((state) => state.session);
  if (!maintenanceMode) return 'open';
  if (session === undefined) return 'checking';
  return isBackOffice(session) ? 'back-office' : 'closed';
}
