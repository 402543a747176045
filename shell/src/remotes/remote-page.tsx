import type { OwnedRoute } from '../routes/owned-routes';
import { skeletonOf } from '../routes/route-table';
import { PageSkeleton } from './page-skeleton';
import { RemoteSlot } from './remote-slot';
import { SlotFailure } from './slot-failure';

/**
 * A route's page: the owning remote's `./App` in a RemoteSlot, with the route's skeleton while
 * it loads and the page fallback if it fails. The App renders the page for the URL itself.
 */
export function RemotePage({ route }: { route: OwnedRoute }) {
  return (
    <RemoteSlot
      remote={route.remote}
      expose="App"
      props={{}}
      loading={<PageSkeleton kind={skeletonOf(route)} remote={route.remote} />}
      fallback={(retry) => <SlotFailure variant="page" remote={route.remote} onRetry={retry} />}
    />
  );
}
