import { RoutePlaceholder } from '@bonis/design-system';

/** `/fish` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/fish"
      title="Peces"
      release={__BONIS_BUILD__.release}
    />
  );
}
