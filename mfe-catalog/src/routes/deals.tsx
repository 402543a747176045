import { RoutePlaceholder } from '@bonis/design-system';

/** `/deals` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/deals"
      title="Promociones"
      release={__BONIS_BUILD__.release}
    />
  );
}
