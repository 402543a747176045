import { RoutePlaceholder } from '@bonis/design-system';

/** `/categories` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/categories"
      title="Categorías"
      release={__BONIS_BUILD__.release}
    />
  );
}
