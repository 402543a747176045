import { RoutePlaceholder } from '@bonis/design-system';

/** `/product/:id` — not built yet. */
export default function Route() {
  return (
    <RoutePlaceholder
      remote={__BONIS_BUILD__.app}
      route="/product/:id"
      title="Producto"
      release={__BONIS_BUILD__.release}
    />
  );
}
