import { RoutePlaceholder } from '@bonis/design-system';

/** `/dogs` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/dogs"
      title="Perros"
      release={__BONIS_BUILD__.release}
    />
  );
}
