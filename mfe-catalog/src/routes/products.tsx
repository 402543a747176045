import { RoutePlaceholder } from '@bonis/design-system';

/** `/products` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/products"
      title="Productos"
      release={__BONIS_BUILD__.release}
    />
  );
}
