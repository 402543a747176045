import { RoutePlaceholder } from '@bonis/design-system';

/** `/birds` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/birds"
      title="Aves"
      release={__BONIS_BUILD__.release}
    />
  );
}
